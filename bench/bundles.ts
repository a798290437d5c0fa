// (b) Initial JavaScript and CSS of a page: the scripts, module preloads and style sheets its
// HTML names — a script the page starts after its first paint included (ADR 206) — and every
// module they import statically, measured as the gzip bytes our server sends, each file
// gzipped on its own. Parts a page imports on demand (`import()`) are not counted.
import { gzipSync } from "node:zlib";
import { INERT_MODULE_TYPE } from "../app/lib/head-script.ts";
import { fmt, request, type Row } from "./support.ts";

export const BUNDLE_PAGES = ["/", "/founders", "/venturestakers", "/leaderboard", "/dashboard"];
/** Pages with an initial-JavaScript budget (KB gzip): the home page (ADR 205), and the dashboard (ADR 192). */
const JS_BUDGETS: Record<string, number> = { "/": 110, "/dashboard": 143 };

function attr(tag: string, name: string): string | undefined {
  return (
    new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i").exec(tag)?.[1] ??
    new RegExp(`\\s${name}\\s*=\\s*'([^']*)'`, "i").exec(tag)?.[1]
  );
}

/** The JS and CSS URLs a page loads up front. */
export function initialAssets(html: string): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const href = attr(tag, "href");
    if (!href) continue;
    if (rel.includes("modulepreload")) js.add(href);
    else if (rel.includes("stylesheet")) css.add(href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, "src");
    if (src) js.add(src);
  }
  // React Router's inline module script (inert until the first paint, ADR 206) imports the
  // route modules (`import * as route0 from "/assets/root-….js"`) and then the entry
  // (`import("/assets/entry.client-….js")`): both are the page's.
  for (const [, body] of html.matchAll(
    new RegExp(
      `<script\\b[^>]*\\btype="(?:module|${INERT_MODULE_TYPE})"[^>]*>([\\s\\S]*?)</script>`,
      "gi",
    ),
  )) {
    for (const dep of staticImports(body, "/")) js.add(dep);
    for (const m of body.matchAll(/import\s*\(\s*["']([^"']+\.js)["']/g)) js.add(m[1]);
  }
  return { js, css };
}

/** The modules a built chunk imports statically (`import{…}from"./x.js"`, `import"./x.js"`,
 *  `export{…}from"./x.js"`), as absolute paths; `import("./x.js")` is on demand, not counted. */
export function staticImports(code: string, from: string): string[] {
  const found: string[] = [];
  for (const m of code.matchAll(
    /\b(?:import\s*(?:[^"'();]*?\bfrom\s*)?|export\s*(?:\*|\{[^}]*\})\s*from\s*)["']([^"']+\.js)["']/g,
  ))
    found.push(new URL(m[1], new URL(from, "http://x")).pathname);
  return found;
}

async function gzipBytes(base: string, url: string, cookie: string): Promise<number> {
  const res = await request(new URL(url, base).href, {
    headers: { "accept-encoding": "gzip", cookie },
  });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return res.headers["content-encoding"] === "gzip"
    ? res.body.length
    : gzipSync(res.body, { level: 9 }).length;
}

export async function benchBundles(
  serverUrl: string,
  cookie: string,
): Promise<{ rows: Row[]; json: Record<string, unknown> }> {
  const rows: Row[] = [];
  const json: Record<string, unknown> = {};
  for (const page of BUNDLE_PAGES) {
    const res = await request(`${serverUrl}${page}`, { headers: { cookie } });
    if (res.status !== 200) {
      rows.push({
        section: "b initial bytes",
        metric: `${page} JS + CSS gzip`,
        ours: "",
        baseline: "",
        ratio: null,
        target: JS_BUDGETS[page] ? `JS ≤ ${JS_BUDGETS[page]} KB` : "context",
        verdict: `unavailable: ${page} answered ${res.status} (not on main yet?)`,
      });
      continue;
    }
    const { js, css } = initialAssets(res.body.toString("utf8"));
    let jsBytes = 0;
    let cssBytes = 0;
    for (const u of js) {
      const code = await request(new URL(u, serverUrl).href, { headers: { cookie } });
      for (const dep of staticImports(code.body.toString("utf8"), u)) js.add(dep);
      jsBytes += await gzipBytes(serverUrl, u, cookie);
    }
    for (const u of css) cssBytes += await gzipBytes(serverUrl, u, cookie);
    json[page] = { jsBytes, cssBytes, jsFiles: js.size, cssFiles: css.size };
    const budget = JS_BUDGETS[page];
    rows.push({
      section: "b initial bytes",
      metric: `${page} JS gzip (${js.size} files)`,
      ours: `${fmt(jsBytes / 1024, 1)} KB`,
      baseline: budget ? `${budget} KB` : "",
      ratio: budget ? jsBytes / (budget * 1024) : null,
      target: budget ? `≤ 1.00× of ${budget} KB` : "context",
      verdict: budget ? (jsBytes <= budget * 1024 ? "PASS" : "BELOW") : "INFO",
    });
    rows.push({
      section: "b initial bytes",
      metric: `${page} CSS gzip (${css.size} files)`,
      ours: `${fmt(cssBytes / 1024, 1)} KB`,
      baseline: "",
      ratio: null,
      target: "context",
      verdict: "INFO",
    });
  }
  return { rows, json };
}
