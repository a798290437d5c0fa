import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { INERT_MODULE_TYPE } from "./head-script";
import { ISLANDS_DIR } from "./islands";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
/** The opening tag of a module script, whatever comes before its type (a nonce, per request). */
const MODULE_SCRIPT = /(<script\b[^>]*?\s)type="module"([^>]*)>/g;
const ISLAND_SRC = ` src="/${ISLANDS_DIR}/`;
const ASYNC = /\sasync(="[^"]*")?(?=[\s>]|$)/g;

/**
 * Every page paints before it asks for any JavaScript (ADR 206): React Router's module
 * preloads (its `<Scripts>` writes one per module of the first load) are dropped and its one
 * inline module script, which imports the entry and the route modules, is written inert
 * (`type="text/x-vs-module"`, without its `async`: a valid data block); the head script
 * (app/lib/head-script.ts) starts it after the first paint, on a visitor's page when someone
 * uses it (ADR 218). The server's HTML is the whole page and works before hydration (ADR 081, 130), so
 * nothing on the first screen waits for the modules, and none of them competes with the
 * stylesheet and the core font for the first round trips. A tag split across two chunks is
 * held back until the next one, and a character split across two chunks is decoded whole.
 */
export function startScriptsAfterFirstPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  const rewrite = (text: string) =>
    text.replace(MODULE_PRELOAD, "").replace(MODULE_SCRIPT, (tag, before: string, after: string) =>
      // The site's own module (ADR 228) starts at once: it answers before hydration.
      tag.includes(ISLAND_SRC)
        ? tag
        : `${before.replace(ASYNC, "")}type="${INERT_MODULE_TYPE}"${after.replace(ASYNC, "")}>`,
    );
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carry + decoder.write(chunk);
      // Hold back an unfinished tag: from the last '<' that no '>' follows.
      const open = text.lastIndexOf("<");
      const cut = open >= 0 && text.indexOf(">", open) < 0 ? open : text.length;
      carry = text.slice(cut);
      done(null, rewrite(text.slice(0, cut)));
    },
    flush(done) {
      done(null, rewrite(carry + decoder.end()));
    },
  });
}
