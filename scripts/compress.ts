// Writes .br and .gz siblings of every compressible file in build/client, so the
// server sends pre-compressed bytes (LCP depends on it) without compressing per request.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(process.argv[2] ?? "build/client");
const compressible = /\.(html|js|mjs|css|json|svg|txt|xml|data|webmanifest|ico)$/;

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return nested.flat();
}

let count = 0;
for (const file of await walk(root)) {
  if (!compressible.test(file)) continue;
  const body = await readFile(file);
  if (body.length < 256) continue;
  await writeFile(
    file + ".br",
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(file + ".gz", gzipSync(body, { level: 9 }));
  count++;
}
console.log(`compressed ${count} files in ${path.relative(process.cwd(), root)}`);
