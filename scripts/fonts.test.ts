// The brand font's two files (ADR 175): what each holds, what app/brand-font.css says each holds,
// and that the site's own copy needs only the preloaded core file.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  FONT_FILES,
  SOURCE_FONT,
  formatUnicodeRange,
  parseUnicodeRange,
  splitLatin,
} from "./fonts.ts";

const root = path.resolve(import.meta.dirname, "..");

async function readFace(file: string) {
  const font = await fontverter.convert(readFileSync(path.join(root, file)), "truetype");
  const face = new hb.Face(new hb.Blob(font));
  return { unicodes: new Set(face.collectUnicodes()), axes: face.getAxisInfos() };
}

/** The `unicode-range` of app/brand-font.css's `Figtree Variable` face whose source is `file`. */
function cssRange(file: string): Set<number> {
  const css = readFileSync(path.join(root, "app/brand-font.css"), "utf8");
  const face = css.split("@font-face").find((f) => f.includes(path.basename(file)));
  return parseUnicodeRange(/unicode-range:\s*([^;]+);/.exec(face ?? "")?.[1] ?? "");
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [file] : [];
  });
}

describe("brand font files", () => {
  let split: Awaited<ReturnType<typeof splitLatin>>;
  let source: Awaited<ReturnType<typeof readFace>>;
  beforeAll(async () => {
    split = await splitLatin();
    source = await readFace(SOURCE_FONT);
  });

  it("parses and formats unicode-range values", () => {
    expect([...parseUnicodeRange("U+0041-0043, U+00e9,U+2013")]).toEqual([
      0x41, 0x42, 0x43, 0xe9, 0x2013,
    ]);
    expect(formatUnicodeRange([0x2013, 0x41, 0x42, 0x43, 0xe9])).toBe(
      "U+0041-0043, U+00E9, U+2013",
    );
  });

  it("cuts the package's latin range in two, no character in both", () => {
    const both = [...split.core, ...split.extended];
    expect(new Set(both).size).toBe(both.length);
    // The source file holds more glyphs than its range names (latin-ext ones): only the
    // range's are served, by the two files below.
    expect(both.filter((cp) => source.unicodes.has(cp)).length).toBeGreaterThan(200);
  });

  it.each(["core", "extended"] as const)(
    "the %s file holds its characters, keeps the weight axis, and brand-font.css names its range",
    async (name) => {
      const face = await readFace(FONT_FILES[name]);
      const expected = [...split[name]].filter((cp) => source.unicodes.has(cp));
      expect([...face.unicodes].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
      expect(face.axes.wght).toMatchObject({ min: 300, max: 900 });
      expect(formatUnicodeRange(cssRange(FONT_FILES[name]))).toBe(formatUnicodeRange(split[name]));
    },
  );

  it("has every character of the site's copy in the core file (none sends for the other)", () => {
    const missing = new Set<string>();
    for (const file of sourceFiles(path.join(root, "app"))) {
      for (const ch of readFileSync(file, "utf8")) {
        const cp = ch.codePointAt(0)!;
        if (split.extended.has(cp)) missing.add(`${ch} (${path.relative(root, file)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
