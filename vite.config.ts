import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readSiteConfig } from "./app/lib/site-config.ts";

// Brand and contact details are configuration (ADR 007): read once from the
// environment at build time and baked into the bundle and the prerendered HTML.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __SITE_CONFIG__: JSON.stringify(readSiteConfig(process.env)) },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: { assetsInlineLimit: 0 },
  // Bundled into the server build so only the icons in use are loaded: the package's
  // 1,600 icons would otherwise sit in the server's memory (ADR 150).
  ssr: { noExternal: ["lucide-react"] },
});
