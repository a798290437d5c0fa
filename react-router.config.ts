import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/routes.ts";

export default {
  ssr: true,
  // Static public pages are rendered once at build time and served from memory (ADR 004).
  prerender: prerenderedPaths,
} satisfies Config;
