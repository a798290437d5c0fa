// The colour tokens of app/app.css (ADR 171): every text/background pair the site uses
// passes WCAG AA (4.5:1) in both schemes, and the brand font's fallback face carries the
// metric overrides derived from the two fonts' metrics, so the font swap shifts nothing.
import { readFileSync } from "node:fs";
import arial from "@capsizecss/metrics/arial";
import arial700 from "@capsizecss/metrics/arial/700";
import figtree from "@capsizecss/metrics/figtree";
import figtree700 from "@capsizecss/metrics/figtree/700";
import figtree800 from "@capsizecss/metrics/figtree/800";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule ${selector}`);
  const body = css.slice(start, css.indexOf("}", start));
  return Object.fromEntries(
    [...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]),
  );
}

function rgb(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a 6-digit hex colour: ${hex}`);
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Colour `fg` at `alpha` over `bg` (Tailwind's `/10`-style tints). */
function mix(fg: string, bg: string, alpha: number): [number, number, number] {
  const [a, b] = [rgb(fg), rgb(bg)];
  return [0, 1, 2].map((i) => a[i] * alpha + b[i] * (1 - alpha)) as [number, number, number];
}

function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

/** [text, background] pairs the components use. */
const PAIRS: [string, string][] = [
  ["foreground", "background"],
  ["foreground", "muted"],
  ["foreground", "secondary"],
  ["card-foreground", "card"],
  ["muted-foreground", "background"],
  ["muted-foreground", "muted"],
  ["muted-foreground", "card"],
  ["muted-foreground", "secondary"],
  ["primary", "background"],
  ["primary", "muted"],
  ["primary", "card"],
  ["primary", "secondary"],
  ["primary-foreground", "primary"],
  ["secondary-foreground", "secondary"],
  ["accent-foreground", "accent"],
  ["destructive", "background"],
  ["destructive", "card"],
  ["destructive-foreground", "destructive"],
  ["success", "background"],
  ["success", "card"],
  ["success-foreground", "success"],
  ["brand-foreground", "brand"],
  ["brand-foreground", "brand-deep"],
  ["brand", "brand-foreground"],
  ["brand-foreground", "primary-strong"],
  ["brand-foreground", "accent-strong"],
  ["brand-deep", "brand-accent"],
];

const light = block(':root,\n[data-scheme="light"]');

describe.each([
  ["light", light],
  // The dark block overrides the light one; what it leaves out is shared.
  ["dark", { ...light, ...block('[data-scheme="dark"]') }],
])("%s scheme colour tokens", (_name, t) => {
  it.each(PAIRS)("%s on %s passes AA (4.5:1)", (fg, bg) => {
    expect(contrast(rgb(t[fg]), rgb(t[bg]))).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps status text readable on its own 10% tint (form results, exam review)", () => {
    for (const status of ["success", "destructive"]) {
      for (const surface of ["background", "card"]) {
        const tint = mix(t[status], t[surface], 0.1);
        expect(contrast(rgb(t[status]), tint)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(rgb(t.foreground), tint)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe("brand font fallback", () => {
  /** The overrides of the `Figtree Fallback` face whose weight range starts at `weight`. */
  const fontCss = readFileSync(new URL("../brand-font.css", import.meta.url), "utf8");
  function face(weight: number) {
    const faces = fontCss.split("@font-face").filter((f) => f.includes('"Figtree Fallback"'));
    const f = faces.find((x) => new RegExp(`font-weight:\\s*${weight}\\b`).test(x));
    if (!f) throw new Error(`no fallback face from weight ${weight}`);
    return (prop: string) =>
      Number(new RegExp(`${prop}:\\s*([\\d.]+)%`).exec(f)?.[1] ?? Number.NaN);
  }

  // The same arithmetic as Next.js' font fallbacks: match the average character width of
  // the latin subset, then express Figtree's ascent/descent/line gap in the scaled face.
  it.each([
    [300, figtree, arial],
    [600, figtree700, arial700],
    [800, figtree800, arial700],
  ])(
    "scales the local Arial-metric face for weights from %i to Figtree's metrics",
    (w, font, local) => {
      const percent = face(w);
      const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
      const over = (v: number) => (Math.abs(v) / font.unitsPerEm / sizeAdjust) * 100;
      expect(percent("size-adjust")).toBeCloseTo(sizeAdjust * 100, 1);
      expect(percent("ascent-override")).toBeCloseTo(over(font.ascent), 1);
      expect(percent("descent-override")).toBeCloseTo(over(font.descent), 1);
      expect(percent("line-gap-override")).toBeCloseTo(over(font.lineGap), 1);
    },
  );
});
