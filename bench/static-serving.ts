// (a) A prerendered page (/) from our server vs Debian nginx on the same files.
import path from "node:path";
import autocannon from "autocannon";
import { fmt, repoRoot, request, startNginx, type Row } from "./support.ts";

const SKIP_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "content-type",
  "content-encoding",
  "etag",
  "last-modified",
  "vary",
  "transfer-encoding",
]);

type Load = { rps: number; p99: number; non2xx: number; errors: number };

async function load(url: string, encoding: string, duration: number): Promise<Load> {
  const result = await autocannon({
    url,
    connections: 20,
    duration,
    headers: { "accept-encoding": encoding, "user-agent": "bench" },
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function benchStaticServing(serverUrl: string, tmp: string): Promise<Row[]> {
  // nginx sends the same headers our server sends for / (security headers, CSP, caching,
  // the hero cookie), so both do the same work per response.
  const sample = await request(`${serverUrl}/`, { headers: { "accept-encoding": "gzip" } });
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(sample.headers)) {
    if (SKIP_HEADERS.has(key) || value === undefined) continue;
    headers[key] = Array.isArray(value) ? value[0] : value;
  }
  const nginx = await startNginx(path.join(repoRoot, "build/client"), headers, tmp);
  const rows: Row[] = [];
  try {
    const encodings = nginx.brotli ? ["gzip", "br"] : ["gzip"];
    for (const encoding of encodings) {
      // Check both really send the pre-compressed body before measuring.
      for (const base of [serverUrl, nginx.url]) {
        const res = await request(`${base}/`, { headers: { "accept-encoding": encoding } });
        if (res.headers["content-encoding"] !== encoding) {
          throw new Error(`${base}/ did not answer with content-encoding ${encoding}`);
        }
      }
      await load(`${serverUrl}/`, encoding, 2);
      await load(`${nginx.url}/`, encoding, 2);
      // Interleaved rounds; the best of each (noise on shared machines only slows things down).
      const ours: Load[] = [];
      const theirs: Load[] = [];
      for (let round = 0; round < 2; round++) {
        ours.push(await load(`${serverUrl}/`, encoding, 5));
        theirs.push(await load(`${nginx.url}/`, encoding, 5));
      }
      const failures = [...ours, ...theirs].reduce((n, l) => n + l.non2xx + l.errors, 0);
      const best = (list: Load[]) => ({
        rps: Math.max(...list.map((l) => l.rps)),
        p99: Math.min(...list.map((l) => l.p99)),
      });
      const o = best(ours);
      const n = best(theirs);
      const label = `${encoding}, nginx ${nginx.workers} worker`;
      const rpsRatio = o.rps / n.rps;
      rows.push({
        section: "a static /",
        metric: `requests/s (${label})`,
        ours: fmt(o.rps),
        baseline: fmt(n.rps),
        ratio: rpsRatio,
        target: "≥ 0.50×",
        verdict:
          failures > 0
            ? `BELOW (${failures} failed responses)`
            : rpsRatio >= 0.5
              ? "PASS"
              : "BELOW",
      });
      // Latency ratio is nginx/ours so that, like the others, higher is better.
      const latRatio = n.p99 / Math.max(o.p99, 0.001);
      rows.push({
        section: "a static /",
        metric: `p99 latency ms (${label}; ratio nginx/ours)`,
        ours: fmt(o.p99, 1),
        baseline: fmt(n.p99, 1),
        ratio: latRatio,
        target: "≥ 0.50×",
        verdict: latRatio >= 0.5 ? "PASS" : "BELOW",
      });
    }
    if (!nginx.brotli) {
      rows.push({
        section: "a static /",
        metric: "brotli comparison",
        ours: "",
        baseline: "",
        ratio: null,
        target: "",
        verdict:
          "unavailable: nginx brotli_static module not installed (apt-get install libnginx-mod-http-brotli-static); gzip only",
      });
    }
  } finally {
    await nginx.stop();
  }
  return rows;
}
