// Cuts the brand font (ADR 175) into the two files app/brand-font.css names: a core file with
// ASCII and the few other characters the site's copy uses, preloaded on every page, and an
// extended file with the rest of Fontsource's latin subset (accented letters, rarer
// punctuation), which a browser fetches only for a page that shows one of them (the face's
// `unicode-range`). Both keep the variable weight axis. `npm run fonts` rewrites them;
// scripts/fonts.test.ts checks the files, the CSS and the copy against this module.
import { readFile, writeFile } from "node:fs/promises";
import subsetFont from "subset-font";

const PACKAGE = "node_modules/@fontsource-variable/figtree";
export const SOURCE_FONT = `${PACKAGE}/files/figtree-latin-wght-normal.woff2`;
export const FONT_FILES = {
  core: "app/assets/fonts/figtree-core.woff2",
  extended: "app/assets/fonts/figtree-extended.woff2",
} as const;

/** Characters beyond ASCII in the site's copy (typographic quotes and dashes, ©, ®, ×, …). */
export const CORE_EXTRA = "\u00a0§©®°²·×éí–—‘’“”•…€™−";

/** The code points of a CSS `unicode-range` value. */
export function parseUnicodeRange(value: string): Set<number> {
  const points = new Set<number>();
  for (const part of value.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let cp = parseInt(from, 16); cp <= parseInt(to, 16); cp++) points.add(cp);
  }
  return points;
}

/** A `unicode-range` value for a set of code points, consecutive points as one range. */
export function formatUnicodeRange(points: Iterable<number>): string {
  const sorted = [...points].sort((a, b) => a - b);
  const hex = (cp: number) => cp.toString(16).toUpperCase().padStart(4, "0");
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    ranges.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j + 1;
  }
  return ranges.join(", ");
}

/** The code points of the package's latin subset, split into the core and the extended file. */
export async function splitLatin(): Promise<{ core: Set<number>; extended: Set<number> }> {
  const css = await readFile(`${PACKAGE}/wght.css`, "utf8");
  const block = css
    .split("@font-face")
    .find((face) => face.includes(SOURCE_FONT.split("/").pop()!));
  const range = /unicode-range:\s*([^;]+);/.exec(block ?? "")?.[1];
  if (!range) throw new Error(`no unicode-range for ${SOURCE_FONT} in ${PACKAGE}/wght.css`);
  const extra = new Set([...CORE_EXTRA].map((c) => c.codePointAt(0)!));
  const core = new Set<number>();
  const extended = new Set<number>();
  for (const cp of parseUnicodeRange(range)) (cp < 0x80 || extra.has(cp) ? core : extended).add(cp);
  return { core, extended };
}

async function cut(source: Buffer, points: Set<number>): Promise<Buffer> {
  return subsetFont(source, String.fromCodePoint(...points), { targetFormat: "woff2" });
}

if (import.meta.main) {
  const source = await readFile(SOURCE_FONT);
  const { core, extended } = await splitLatin();
  for (const [name, points] of [
    ["core", core],
    ["extended", extended],
  ] as const) {
    const font = await cut(source, points);
    await writeFile(FONT_FILES[name], font);
    console.log(
      `${FONT_FILES[name]}: ${font.length} bytes, unicode-range: ${formatUnicodeRange(points)}`,
    );
  }
}
