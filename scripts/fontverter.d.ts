// The one fontverter call scripts/fonts.test.ts makes (the package ships no types).
declare module "fontverter" {
  export function convert(
    font: Uint8Array,
    to: "truetype" | "sfnt" | "woff" | "woff2",
  ): Promise<Buffer>;
}
