import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { readSiteConfig } from "./app/lib/site-config.ts";
import { hostModules } from "./scripts/host-modules.ts";
import { buildIslands, type BuiltIslands } from "./scripts/islands.ts";

/**
 * Modules every page loads together stay in one file: Rollup would otherwise split them as
 * soon as one admin section uses one without the other, and each extra file costs the public
 * pages bytes of their script budget (docs/architecture.md budgets, ADR 185). Client build only.
 */
function sharedChunk(id: string): string | undefined {
  if (/\/app\/(lib\/cn\.ts|components\/ui\/button\.tsx)$/.test(id)) return "button";
  if (/\/node_modules\/(tailwind-merge|clsx|class-variance-authority)\//.test(id)) return "button";
  if (/\/app\/lib\/(fetch-data|use-session-watch)\.ts$/.test(id)) return "use-session-watch";
  return undefined;
}

// One copy of each module in the server's process (ADR 216): what the host runs from source,
// the server build imports from source rather than bundling a second copy.
const fromSource = await hostModules(path.resolve(import.meta.dirname, "server/main.ts"));
/** A file's path from the project's root, with forward slashes. */
const fromRoot = (file: string) =>
  path
    .relative(import.meta.dirname, file)
    .split(path.sep)
    .join("/");
const sourcePath = (id: string) => (fromSource.has(id) ? `#${fromRoot(id)}` : id);

/** The server build names the modules it bundled (build/server/bundled-modules.json): the
 * test of one copy per process (server/one-copy.test.ts) checks the host loads none of them. */
function listBundledModules(): Plugin {
  return {
    name: "list-bundled-modules",
    generateBundle(_options, bundle) {
      const ids = new Set<string>();
      for (const output of Object.values(bundle))
        if (output.type === "chunk")
          for (const id of output.moduleIds)
            if (id.startsWith(import.meta.dirname + path.sep) && !id.includes("/node_modules/"))
              ids.add(fromRoot(id));
      this.emitFile({
        type: "asset",
        fileName: "bundled-modules.json",
        source: JSON.stringify([...ids].sort(), null, 1),
      });
    },
  };
}

/** The client build writes the widgets' modules (scripts/islands.ts) among its assets. */
function emitIslands(islands: BuiltIslands): Plugin {
  return {
    name: "emit-islands",
    generateBundle() {
      for (const file of islands.files)
        this.emitFile({ type: "asset", fileName: file.fileName, source: file.source });
    },
  };
}

// Brand and contact details are configuration (ADR 007): read once from the
// environment at build time and baked into the bundle and the prerendered HTML.
export default defineConfig(async ({ command, isSsrBuild }) => {
  const define = { __SITE_CONFIG__: JSON.stringify(readSiteConfig(process.env)) };
  // The widgets' modules are built first, so both bundles know their addresses (ADR 228).
  // (`react-router typegen` loads this config to read the routes only.)
  const building = command === "build" && !process.argv.includes("typegen");
  const islands = building ? await buildIslands(import.meta.dirname, define) : null;
  return {
    plugins: [
      tailwindcss(),
      reactRouter(),
      isSsrBuild && listBundledModules(),
      islands && !isSsrBuild && emitIslands(islands),
    ],
    define: {
      ...define,
      __ISLANDS__: JSON.stringify(islands?.urls ?? null),
      __BOOTSTRAP__: JSON.stringify(islands?.bootstrap ?? null),
    },
    resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
    build: {
      assetsInlineLimit: 0,
      rollupOptions: {
        external: isSsrBuild ? (id: string) => fromSource.has(id) : undefined,
        makeAbsoluteExternalsRelative: false,
        // Named through package.json's "imports" (#app/…, #db/…): the build stays relocatable.
        output: { manualChunks: sharedChunk, paths: sourcePath },
      },
    },
    // Bundled into the server build so only the icons in use are loaded: the package's
    // 1,600 icons would otherwise sit in the server's memory (ADR 150).
    ssr: { noExternal: ["lucide-react"] },
  };
});
