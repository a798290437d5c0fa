// (c) Lighthouse 12, mobile preset (its default), Debian's Chromium, on every public page.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { publicPages } from "../app/content/routes.ts";
import { ensureLighthouse, fmt, type Row } from "./support.ts";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";

type LhReport = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
};

export function benchLighthouse(
  serverUrl: string,
  tmp: string,
): { rows: Row[]; json: Record<string, unknown> } {
  const rows: Row[] = [];
  const json: Record<string, unknown> = {};
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
      target: "P≥95 A/BP/SEO=100",
      verdict: `unavailable: ${(error as Error).message}`,
    });
    return { rows, json };
  }
  for (const { path: page } of publicPages) {
    const out = path.join(tmp, `lh-${page.replace(/\W+/g, "_") || "home"}.json`);
    // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): one retry.
    const lighthouse = () =>
      spawnSync(
        process.execPath,
        [
          cli,
          `${serverUrl}${page}`,
          "--output=json",
          `--output-path=${out}`,
          "--quiet",
          "--only-categories=performance,accessibility,best-practices,seo",
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
        ],
        { env: { ...process.env, CHROME_PATH: CHROME }, encoding: "utf8", timeout: 180_000 },
      );
    let run = lighthouse();
    const failed = () =>
      run.status !== 0 ||
      !existsSync(out) ||
      Boolean((JSON.parse(readFileSync(out, "utf8")) as LhReport).runtimeError);
    if (failed()) run = lighthouse();
    if (run.status !== 0 || !existsSync(out)) {
      const reason = (run.stderr || run.error?.message || `exit ${run.status}`)
        .trim()
        .split("\n")
        .slice(-1)[0];
      rows.push({
        section: "c lighthouse",
        metric: page,
        ours: "",
        baseline: "",
        ratio: null,
        target: "P≥95 A/BP/SEO=100",
        verdict: `unavailable: ${reason}`,
      });
      continue;
    }
    const report = JSON.parse(readFileSync(out, "utf8")) as LhReport;
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const s = {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
    };
    const lcp = report.audits["largest-contentful-paint"]?.numericValue ?? NaN;
    const cls = report.audits["cumulative-layout-shift"]?.numericValue ?? NaN;
    const tbt = report.audits["total-blocking-time"]?.numericValue ?? NaN;
    json[page] = { ...s, lcpMs: lcp, cls, tbtMs: tbt, runtimeError: report.runtimeError?.message };
    const pass =
      s.performance >= 95 && s.accessibility === 100 && s.bestPractices === 100 && s.seo === 100;
    rows.push({
      section: "c lighthouse",
      metric: page,
      ours: `P ${s.performance} A ${s.accessibility} BP ${s.bestPractices} SEO ${s.seo} · LCP ${fmt(lcp / 1000, 2)} s CLS ${fmt(cls, 3)} TBT ${fmt(tbt)} ms`,
      baseline: "",
      ratio: null,
      target: "P≥95 A/BP/SEO=100",
      verdict: report.runtimeError
        ? `unavailable: ${report.runtimeError.message}`
        : pass
          ? "PASS"
          : "BELOW",
    });
  }
  return { rows, json };
}
