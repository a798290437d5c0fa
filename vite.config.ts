import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readSiteConfig } from "./app/lib/site-config.ts";

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

// Brand and contact details are configuration (ADR 007): read once from the
// environment at build time and baked into the bundle and the prerendered HTML.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __SITE_CONFIG__: JSON.stringify(readSiteConfig(process.env)) },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: { output: { manualChunks: sharedChunk } },
  },
  // Bundled into the server build so only the icons in use are loaded: the package's
  // 1,600 icons would otherwise sit in the server's memory (ADR 150).
  ssr: { noExternal: ["lucide-react"] },
});
