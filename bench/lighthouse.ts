// (c) Lighthouse 12, mobile preset (its default), Debian's Chromium, on every public page and
// on its no-JavaScript twin (bench/twin.ts, ADR 205), alternating in the same rounds, `runs`
// times each (`--runs N`, default 3: the budgets are medians of three). Per page:
//   - LCP: median of ours ÷ median of the twin's, ≤ 1.10×;
//   - performance: median of ours ≥ median of the twin's − 2;
//   - accessibility, best practices and SEO 100 in every run of ours.
// And the home page's own floor: its twin's LCP ÷ /founders' twin's, ≤ 1.10×.
// With a baseline server (`--baseline-rev REV`, bench/baseline.ts) the same pages also run on
// it in the same rounds: ours ÷ its LCP, as context.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { publicPages } from "../app/content/routes.ts";
import { ensureLighthouse, fmt, type Row } from "./support.ts";
import { slugOf, startTwinHost } from "./twin.ts";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const LCP_RATIO_BUDGET = 1.1;
export const PERF_POINTS_BUDGET = 2;
/** The page whose twin is the home page's floor. */
const FLOOR_PAGE = "/founders";
const SECTION = "c lighthouse";

type LhReport = {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { items?: { node?: { selector?: string } }[] }[] };
    }
  >;
  runtimeError?: { message: string };
};

type Run = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  lcpElement: string;
};

export type LighthouseOptions = {
  runs?: number;
  /** Only these paths (default: every public page). */
  pages?: string[];
  /** A server of the baseline revision, for an LCP ratio against it (context). */
  baselineUrl?: string;
  baselineLabel?: string;
};

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** One Lighthouse run of `url`; a lost trace on a busy machine (NO_NAVSTART) gets one retry. */
function lighthouseRun(cli: string, url: string, out: string): Run | string {
  const once = () =>
    spawnSync(
      process.execPath,
      [
        cli,
        url,
        "--output=json",
        `--output-path=${out}`,
        "--quiet",
        "--only-categories=performance,accessibility,best-practices,seo",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, encoding: "utf8", timeout: 180_000 },
    );
  let run = once();
  const failed = () =>
    run.status !== 0 ||
    !existsSync(out) ||
    Boolean((JSON.parse(readFileSync(out, "utf8")) as LhReport).runtimeError);
  if (failed()) run = once();
  if (run.status !== 0 || !existsSync(out))
    return (run.stderr || run.error?.message || `exit ${run.status}`).trim().split("\n").at(-1)!;
  const report = JSON.parse(readFileSync(out, "utf8")) as LhReport;
  if (report.runtimeError) return report.runtimeError.message;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbtMs: audit("total-blocking-time"),
    lcpElement:
      report.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
        ?.selector ?? "",
  };
}

const unavailable = (metric: string, reason: string): Row => ({
  section: SECTION,
  metric,
  ours: "",
  baseline: "",
  ratio: null,
  target: "",
  verdict: `unavailable: ${reason}`,
});

export async function benchLighthouse(
  serverUrl: string,
  tmp: string,
  opts: LighthouseOptions = {},
): Promise<{ rows: Row[]; json: Record<string, unknown> }> {
  const rows: Row[] = [];
  const json: Record<string, unknown> = {};
  const runs = Math.max(1, opts.runs ?? 3);
  let cli: string;
  try {
    if (!existsSync(CHROME)) throw new Error(`no Chromium at ${CHROME}`);
    cli = ensureLighthouse();
  } catch (error) {
    return { rows: [unavailable("all public pages", (error as Error).message)], json };
  }
  const pages = opts.pages ?? publicPages.map((p) => p.path);
  const host = await startTwinHost(serverUrl, pages);
  const twinLcp = new Map<string, number>();
  try {
    for (const page of pages) {
      const out = (tag: string, i: number) => path.join(tmp, `lh-${tag}-${slugOf(page)}-${i}.json`);
      const ours: Run[] = [];
      const twin: Run[] = [];
      const base: Run[] = [];
      let problem = "";
      for (let i = 0; i < runs && !problem; i++) {
        for (const [tag, url, into] of [
          ["ours", `${host.url}${page}`, ours],
          ["twin", `${host.url}${host.twinPath(page)}`, twin],
          ...(opts.baselineUrl ? [["base", `${opts.baselineUrl}${page}`, base] as const] : []),
        ] as const) {
          const r = lighthouseRun(cli, url, out(tag, i));
          if (typeof r === "string") {
            if (tag !== "base") problem = `${tag}: ${r}`;
          } else into.push(r);
        }
      }
      if (problem) {
        rows.push(unavailable(page, problem));
        continue;
      }
      json[page] = { ours, twin, baseline: base };
      const med = (k: keyof Omit<Run, "lcpElement">, of: Run[]) => median(of.map((r) => r[k]));
      const lcpRatio = med("lcpMs", ours) / med("lcpMs", twin);
      twinLcp.set(page, med("lcpMs", twin));
      const perfOurs = med("performance", ours);
      const perfTwin = med("performance", twin);
      const others = ours.every((r) => r.accessibility + r.bestPractices + r.seo === 300);
      const scores = (of: Run[]) => of.map((r) => r.performance).join("·");
      const low = (k: "accessibility" | "bestPractices" | "seo") =>
        Math.min(...ours.map((r) => r[k]));
      const misses = [
        lcpRatio > LCP_RATIO_BUDGET ? "LCP" : "",
        perfOurs < perfTwin - PERF_POINTS_BUDGET ? "P" : "",
        others ? "" : "A/BP/SEO",
      ].filter(Boolean);
      const baseNote = base.length
        ? ` · ${opts.baselineLabel ?? "baseline"} LCP ${fmt(med("lcpMs", base) / 1000, 2)} s (${fmt(med("lcpMs", ours) / med("lcpMs", base), 2)}×)`
        : "";
      rows.push({
        section: SECTION,
        metric: `${page} (${runs} runs)`,
        ours: `P ${scores(ours)} A ${low("accessibility")} BP ${low("bestPractices")} SEO ${low("seo")} · LCP ${fmt(med("lcpMs", ours) / 1000, 2)} s TBT ${fmt(med("tbtMs", ours))} ms CLS ${fmt(med("cls", ours), 3)}`,
        baseline: `twin: P ${scores(twin)} · LCP ${fmt(med("lcpMs", twin) / 1000, 2)} s${baseNote}`,
        ratio: lcpRatio,
        target: `LCP ≤ ${fmt(LCP_RATIO_BUDGET, 2)}×, P ≥ twin − ${PERF_POINTS_BUDGET}, A/BP/SEO 100`,
        verdict: misses.length ? `BELOW (${misses.join(", ")})` : "PASS",
      });
    }
  } finally {
    await host.stop();
  }
  const home = twinLcp.get("/");
  const floor = twinLcp.get(FLOOR_PAGE);
  if (home !== undefined && floor !== undefined) {
    const ratio = home / floor;
    rows.push({
      section: SECTION,
      metric: `/ twin LCP vs ${FLOOR_PAGE} twin`,
      ours: `${fmt(home / 1000, 2)} s`,
      baseline: `${fmt(floor / 1000, 2)} s`,
      ratio,
      target: `≤ ${fmt(LCP_RATIO_BUDGET, 2)}×`,
      verdict: ratio <= LCP_RATIO_BUDGET ? "PASS" : "BELOW",
    });
  }
  return { rows, json };
}
