import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { startScriptsAfterFirstPaint } from "./scripts-after-paint.server";

const html =
  '<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/b.js"/></head><body>' +
  'rel="modulepreload" in text ® — é<script>window.x = 1;</script>' +
  '<script type="module" async="">import("/assets/entry.client-X.js");</script>' +
  '<script nonce="n1" type="module" async="">import("/assets/entry.client-Y.js");</script></body>';

async function through(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(startScriptsAfterFirstPaint()));
}

describe("startScriptsAfterFirstPaint", () => {
  it("drops the module preloads, makes the module script inert and leaves the rest as it was", async () => {
    expect(await through([Buffer.from(html)])).toBe(
      '<head><link rel="stylesheet" href="/s.css"/></head><body>' +
        'rel="modulepreload" in text ® — é<script>window.x = 1;</script>' +
        '<script type="text/x-vs-module">import("/assets/entry.client-X.js");</script>' +
        '<script nonce="n1" type="text/x-vs-module">import("/assets/entry.client-Y.js");</script></body>',
    );
  });

  it("gives the same document whatever the chunks' byte boundaries, inside a character too", async () => {
    const bytes = Buffer.from(html);
    const whole = await through([bytes]);
    for (let size = 1; size <= 40; size++) {
      const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
        bytes.subarray(i * size, (i + 1) * size),
      );
      expect(await through(chunks)).toBe(whole);
    }
  });
});
