import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerModulePreloads } from "./preload-priority.server";

const html =
  '<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/>' +
  '<link rel="modulepreload" href="/b.js"/></head><body>rel="modulepreload" in text</body>';

async function through(chunks: string[]) {
  return text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(lowerModulePreloads()));
}

describe("lowerModulePreloads", () => {
  it("marks every module preload low priority and leaves the rest as it was", async () => {
    expect(await through([html])).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
        '<link rel="stylesheet" href="/s.css"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js"/></head>' +
        '<body>rel="modulepreload" in text</body>',
    );
  });

  it("gives the same document whatever the chunks' boundaries", async () => {
    const whole = await through([html]);
    for (let size = 1; size <= 30; size++) {
      const chunks = Array.from({ length: Math.ceil(html.length / size) }, (_, i) =>
        html.slice(i * size, (i + 1) * size),
      );
      expect(await through(chunks)).toBe(whole);
    }
  });
});
