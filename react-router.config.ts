import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/routes.ts";

export default {
  ssr: true,
  // Static public pages are rendered once at build time and served from memory (ADR 004).
  prerender: prerenderedPaths,
  // Route middleware (ADR 190): the /admin layout guards every admin section before any of
  // their loaders or actions runs.
  future: { v8_middleware: true },
} satisfies Config;
