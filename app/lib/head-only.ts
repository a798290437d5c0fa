// The head script's parts are text the server writes inline into every page (head-script.ts).
// The browser's bundle imports their modules for the rest (an attribute's name, a rule's table),
// and need not carry the text a second time: each part is written `IN_BROWSER_BUNDLE ? "" : …`.
// Its template calls functions (JSON.stringify), which Rollup keeps even when nothing reads the
// result; the condition, a constant in the bundle, lets it drop the branch instead.

/**
 * True in the browser's bundle (Vite writes `import.meta.env`; plain Node, which imports the
 * head script for the server, has none).
 */
export const IN_BROWSER_BUNDLE = import.meta.env?.SSR === false;
