// (c) Lighthouse 12, mobile preset (its default), Debian's Chromium, on every public page.
// Each page runs `runs` times (`--runs N`): the verdict needs every run at P ≥ 95 and A/BP/SEO
// 100; the row shows the lowest scores and the median LCP, CLS and TBT. With a baseline server
// (`--baseline-rev REV`, bench/baseline.ts) the same pages run on it in the same rounds,
// alternating, and LCP is a ratio: "not worse than before" (ADR 175) from one run.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { publicPages } from "../app/content/routes.ts";
import { ensureLighthouse, fmt, type Row } from "./support.ts";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const TARGET = "P≥95 A/BP/SEO=100";

type LhReport = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
};

type Run = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
};

export type LighthouseOptions = {
  runs?: number;
  /** Only these paths (default: every public page). */
  pages?: string[];
  /** A server of the baseline revision, for the LCP ratio. */
  baselineUrl?: string;
  baselineLabel?: string;
};

const median = (xs: number[]) => {
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
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: report.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    cls: report.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    tbtMs: report.audits["total-blocking-time"]?.numericValue ?? NaN,
  };
}

export function benchLighthouse(
  serverUrl: string,
  tmp: string,
  opts: LighthouseOptions = {},
): { rows: Row[]; json: Record<string, unknown> } {
  const rows: Row[] = [];
  const json: Record<string, unknown> = {};
  const runs = Math.max(1, opts.runs ?? 1);
  let cli: string;
  try {
    if (!existsSync(CHROME)) throw new Error(`no Chromium at ${CHROME}`);
    cli = ensureLighthouse();
  } catch (error) {
    rows.push({
      section: "c lighthouse",
      metric: "all public pages",
      ours: "",
      baseline: "",
      ratio: null,
      target: TARGET,
      verdict: `unavailable: ${(error as Error).message}`,
    });
    return { rows, json };
  }
  const pages = opts.pages ?? publicPages.map((p) => p.path);
  for (const page of pages) {
    const out = (tag: string, i: number) =>
      path.join(tmp, `lh-${tag}-${page.replace(/\W+/g, "_") || "home"}-${i}.json`);
    const ours: Run[] = [];
    const base: Run[] = [];
    let problem = "";
    for (let i = 0; i < runs && !problem; i++) {
      const r = lighthouseRun(cli, `${serverUrl}${page}`, out("ours", i));
      if (typeof r === "string") problem = r;
      else ours.push(r);
      if (opts.baselineUrl) {
        const b = lighthouseRun(cli, `${opts.baselineUrl}${page}`, out("base", i));
        if (typeof b !== "string") base.push(b);
      }
    }
    if (problem) {
      rows.push({
        section: "c lighthouse",
        metric: page,
        ours: "",
        baseline: "",
        ratio: null,
        target: TARGET,
        verdict: `unavailable: ${problem}`,
      });
      continue;
    }
    const low = (k: keyof Run) => Math.min(...ours.map((r) => r[k]));
    const med = (k: keyof Run, of: Run[] = ours) => median(of.map((r) => r[k]));
    json[page] = { runs: ours, baseline: base };
    const pass = ours.every(
      (r) => r.performance >= 95 && r.accessibility + r.bestPractices + r.seo === 300,
    );
    const perf = ours.map((r) => r.performance).join(" · ");
    const ratio = base.length ? med("lcpMs") / med("lcpMs", base) : null;
    rows.push({
      section: "c lighthouse",
      metric: `${page}${runs > 1 ? ` (${runs} runs)` : ""}`,
      ours: `P ${perf} A ${low("accessibility")} BP ${low("bestPractices")} SEO ${low("seo")} · LCP ${fmt(med("lcpMs") / 1000, 2)} s CLS ${fmt(med("cls"), 3)} TBT ${fmt(med("tbtMs"))} ms`,
      baseline: base.length
        ? `${opts.baselineLabel ?? "baseline"}: P ${base.map((r) => r.performance).join(" · ")} · LCP ${fmt(med("lcpMs", base) / 1000, 2)} s`
        : "",
      ratio,
      target: base.length ? `${TARGET}; LCP ≤ 1.00× baseline` : TARGET,
      verdict: !pass ? "BELOW" : ratio !== null && ratio > 1 ? "BELOW (LCP)" : "PASS",
    });
  }
  return { rows, json };
}
