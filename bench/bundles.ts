// (b) Initial JavaScript and CSS of a page: the scripts, module preloads and style sheets its
// HTML names, and every module they import statically, measured as the gzip bytes our server
// sends, each file gzipped on its own. Parts a page imports on demand (`import()`) are not
// counted. The module script the head script starts (ADR 206, 218) is counted apart: a
// visitor's page starts it when someone uses the page, so before that the page has loaded only
// what it names up front ("before first use"); the dashboard starts it at the first paint.
import { gzipSync } from "node:zlib";
import { INERT_MODULE_TYPE, MEMBER_HINT_COOKIE } from "../app/lib/head-script.ts";
import { fmt, request, type Row } from "./support.ts";

export const BUNDLE_PAGES = ["/", "/founders", "/venturestakers", "/leaderboard", "/dashboard"];
/** Pages with an initial-JavaScript budget (KB gzip): the home page (ADR 205), and the dashboard (ADR 192). */
const JS_BUDGETS: Record<string, number> = { "/": 110, "/dashboard": 143 };
/** The page measured as the signed-in member sees it; the others as a visitor does. */
const MEMBER_PAGES = new Set(["/dashboard"]);

function attr(tag: string, name: string): string | undefined {
  return (
    new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i").exec(tag)?.[1] ??
    new RegExp(`\\s${name}\\s*=\\s*'([^']*)'`, "i").exec(tag)?.[1]
  );
}

/**
 * The JS and CSS URLs a page names: `js` loaded up front, `started` the modules of the inert
 * module script the head script starts (ADR 206, 218).
 */
export function initialAssets(html: string): {
  js: Set<string>;
  started: Set<string>;
  css: Set<string>;
} {
  const js = new Set<string>();
  const started = new Set<string>();
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
  // React Router's inline module script imports the route modules (`import * as route0 from
  // "/assets/root-….js"`) and then the entry (`import("/assets/entry.client-….js")`).
  for (const [, type, body] of html.matchAll(
    new RegExp(
      `<script\\b[^>]*\\btype="(module|${INERT_MODULE_TYPE})"[^>]*>([\\s\\S]*?)</script>`,
      "gi",
    ),
  )) {
    const into = type === "module" ? js : started;
    for (const dep of staticImports(body, "/")) into.add(dep);
    for (const m of body.matchAll(/import\s*\(\s*["']([^"']+\.js)["']/g)) into.add(m[1]);
  }
  return { js, started, css };
}

/**
 * Whether the head script starts a page's modules at its first paint rather than on use: of its
 * reasons (ADR 218), the only one a page fetched without a #fragment or a notice can have is the
 * member hint.
 */
function startsAtPaint(cookie: string): boolean {
  return new RegExp(`(?:^|; )${MEMBER_HINT_COOKIE}=`).test(cookie);
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
    const as = MEMBER_PAGES.has(page) ? cookie : "";
    const res = await request(`${serverUrl}${page}`, { headers: { cookie: as } });
    const budget = JS_BUDGETS[page];
    if (res.status !== 200) {
      rows.push({
        section: "b initial bytes",
        metric: `${page} JS + CSS gzip`,
        ours: "",
        baseline: "",
        ratio: null,
        target: budget ? `JS ≤ ${budget} KB` : "context",
        verdict: `unavailable: ${page} answered ${res.status} (not on main yet?)`,
      });
      continue;
    }
    const html = res.body.toString("utf8");
    const { js, started, css } = initialAssets(html);
    const bytesOf = async (urls: Set<string>) => {
      let bytes = 0;
      for (const u of urls) {
        const code = await request(new URL(u, serverUrl).href, { headers: { cookie: as } });
        for (const dep of staticImports(code.body.toString("utf8"), u)) urls.add(dep);
        bytes += await gzipBytes(serverUrl, u, as);
      }
      return bytes;
    };
    const atPaint = startsAtPaint(as);
    const all = new Set([...js, ...started]);
    const hydration = await bytesOf(all);
    const upFront = atPaint ? hydration : await bytesOf(js);
    let cssBytes = 0;
    for (const u of css) cssBytes += await gzipBytes(serverUrl, u, as);
    json[page] = {
      jsBytes: upFront,
      hydrationJsBytes: hydration,
      startsAtPaint: atPaint,
      cssBytes,
      jsFiles: all.size,
      cssFiles: css.size,
    };
    const when = atPaint ? "at first paint" : "before first use";
    rows.push({
      section: "b initial bytes",
      metric: `${page} JS gzip ${when}`,
      ours: `${fmt(upFront / 1024, 1)} KB`,
      baseline: budget ? `${budget} KB` : "",
      ratio: budget ? upFront / (budget * 1024) : null,
      target: budget ? `≤ 1.00× of ${budget} KB` : "context",
      verdict: budget ? (upFront <= budget * 1024 ? "PASS" : "BELOW") : "INFO",
    });
    if (!atPaint)
      rows.push({
        section: "b initial bytes",
        metric: `${page} JS gzip once used (${all.size} files)`,
        ours: `${fmt(hydration / 1024, 1)} KB`,
        baseline: "",
        ratio: null,
        target: "context",
        verdict: "INFO",
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
