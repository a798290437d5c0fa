import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const preload = '<link rel="modulepreload" ';
const lowered = '<link rel="modulepreload" fetchpriority="low" ';

/**
 * Marks React Router's module preloads `fetchpriority="low"` (its `<Scripts>` takes no prop for
 * it), so the stylesheet and the font load ahead of the JavaScript and the first paint waits
 * for neither (docs/decisions/181-low-priority-module-preloads.md). The modules still load at
 * once; only their place in the queue changes. A tag split across two chunks is held back
 * until the next one, and a character split across two chunks is decoded whole.
 */
export function lowerModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = (carry + decoder.write(chunk)).replaceAll(preload, lowered);
      // Keep back the longest tail that could still grow into the tag.
      let keep = Math.min(preload.length - 1, text.length);
      while (keep > 0 && !preload.startsWith(text.slice(text.length - keep))) keep--;
      carry = text.slice(text.length - keep);
      done(null, text.slice(0, text.length - keep));
    },
    flush(done) {
      done(null, carry + decoder.end());
    },
  });
}
