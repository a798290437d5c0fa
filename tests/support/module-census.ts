// Loaded with `--import` into a spawned server (server/one-copy.test.ts): appends the URL of
// every module Node loads to the file named by MODULE_CENSUS, one per line.
import { appendFileSync } from "node:fs";
import { registerHooks } from "node:module";

const file = process.env.MODULE_CENSUS;
if (file)
  registerHooks({
    load(url, context, nextLoad) {
      if (url.startsWith("file:")) appendFileSync(file, url + "\n");
      return nextLoad(url, context);
    },
  });
