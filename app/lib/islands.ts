// The visitor widgets' own modules (docs/architecture.md D33, ADR 228): each is a TypeScript
// module in its feature's folder, built as its own hashed asset (scripts/islands.ts) and loaded
// only by the pages that render its widget (IslandScript). The map of a widget's name to its
// address is written into both bundles at build time; in development and under test the
// source file is the address (Vite serves it).

/** Where the modules are written in the client build (the browser tests hold `assets/*.js`). */
export const ISLANDS_DIR = "assets/islands";

/** The `<meta name>` that names a page's widget modules for the bootstrap (IslandScript). */
export const ISLAND_META = "vs-island";

/** Each widget module, by name, with its source (from the project's root). */
export const ISLAND_SOURCES = {
  /** Every page: the menu, the theme control, the cookie banner, measurement, held clicks. */
  site: "app/islands/site.island.ts",
  "founder-quiz": "app/features/founder-quiz/founder-quiz.island.ts",
  "staker-test": "app/features/staker-test/staker-test.island.ts",
  faq: "app/features/faq/faq.island.ts",
  simulator: "app/features/simulator/simulator.island.ts",
  exam: "app/features/exam/exam.island.ts",
  deck: "app/features/decks/deck.island.ts",
} as const;

export type IslandName = keyof typeof ISLAND_SOURCES;

declare const __ISLANDS__: Record<IslandName, string> | undefined;

/** The address a page loads the widget module `name` from. */
export function islandUrl(name: IslandName): string {
  if (typeof __ISLANDS__ !== "undefined" && __ISLANDS__) return __ISLANDS__[name];
  return `/${ISLAND_SOURCES[name]}`;
}
