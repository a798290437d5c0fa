// Builds the visitor widgets' modules (app/lib/islands.ts, ADR 228) as hashed assets of their
// own, before the app's client and server builds (vite.config.ts): the app's bundles then know
// each module's address, and the client build writes the files among its assets. Each module is
// minified on its own; code two of them share goes into a shared chunk beside them.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { build, transformWithEsbuild, type Rollup } from "vite";
import { ISLAND_SOURCES, ISLANDS_DIR, type IslandName } from "../app/lib/islands.ts";

export type BuiltIslands = {
  urls: Record<IslandName, string>;
  files: { fileName: string; source: string }[];
  /** The pre-paint bootstrap's function (app/lib/bootstrap.ts), minified, as text. */
  bootstrap: string;
};

/** The bootstrap function compiled and minified on its own, as its text (ADR 228). */
async function buildBootstrap(root: string): Promise<string> {
  const file = path.resolve(root, "app/lib/bootstrap.ts");
  const { code } = await transformWithEsbuild(await readFile(file, "utf8"), file, {
    minify: true,
    target: "es2022",
  });
  const fn = /^export (function bootstrap\([\s\S]*\})\s*$/.exec(code);
  if (!fn) throw new Error(`the bootstrap did not build to one function: ${code.slice(0, 200)}`);
  return fn[1];
}

/** The modules of `names`, built together: code two of them share goes into a shared chunk. */
async function buildGroup(root: string, define: Record<string, string>, names: IslandName[]) {
  const input = Object.fromEntries(
    names.map((name) => [name, path.resolve(root, ISLAND_SOURCES[name])]),
  );
  const result = await build({
    configFile: false,
    root,
    logLevel: "warn",
    define,
    resolve: { alias: { "~": path.resolve(root, "app") } },
    build: {
      write: false,
      target: "es2022",
      modulePreload: false,
      copyPublicDir: false,
      rollupOptions: {
        input,
        output: {
          format: "es",
          entryFileNames: `${ISLANDS_DIR}/[name]-[hash].js`,
          chunkFileNames: `${ISLANDS_DIR}/[name]-[hash].js`,
        },
      },
    },
  });
  return (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
}

export async function buildIslands(
  root: string,
  define: Record<string, string>,
): Promise<BuiltIslands> {
  // The site module is built alone, one file with nothing to import: the page asks for it with
  // its first bytes, and a chain of imports would cost round trips before the first paint.
  const widgets = (Object.keys(ISLAND_SOURCES) as IslandName[]).filter((n) => n !== "site");
  const outputs = [
    ...(await buildGroup(root, define, ["site"])),
    ...(await buildGroup(root, define, widgets)),
  ];
  const urls = {} as Record<IslandName, string>;
  const files: BuiltIslands["files"] = [];
  for (const output of outputs)
    for (const chunk of output.output) {
      if (chunk.type !== "chunk") continue;
      files.push({ fileName: chunk.fileName, source: chunk.code });
      if (chunk.isEntry) urls[chunk.name as IslandName] = `/${chunk.fileName}`;
    }
  return { urls, files, bootstrap: await buildBootstrap(root) };
}
