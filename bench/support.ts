// Shared helpers of `npm run bench`: load generation, percentiles, process memory,
// the nginx baseline and the on-demand Lighthouse install. Nothing here is imported
// by the app; it runs on Node's type stripping like server/.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../tests/support/server.ts";

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(benchDir, "..");
export const cacheDir = path.join(benchDir, ".cache");

export type Row = {
  section: string;
  metric: string;
  ours: string;
  baseline: string;
  ratio: number | null;
  target: string;
  /** PASS, BELOW, INFO (context only) or 'unavailable: <reason>'. */
  verdict: string;
};

export function fmt(n: number, digits = 0): string {
  return n.toLocaleString("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 256 });

export type HttpResult = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One HTTP request without automatic decompression (so byte counts are what travels). */
export function request(
  url: string,
  opts: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    agent?: http.Agent;
  } = {},
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: opts.method ?? "GET", headers: opts.headers, agent: opts.agent ?? keepAlive },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (opts.body) req.write(opts.body);
    req.end();
  });
}

/**
 * Runs `total` calls of `task` with `concurrency` in flight, timing each one.
 * Returns the latencies (ms), the wall time and the results.
 */
export async function timedPool<T>(
  total: number,
  concurrency: number,
  task: (i: number) => Promise<T>,
): Promise<{ latencies: number[]; wallMs: number; results: T[] }> {
  const latencies: number[] = [];
  const results: T[] = new Array(total);
  let next = 0;
  const started = performance.now();
  async function worker() {
    for (;;) {
      const i = next++;
      if (i >= total) return;
      const t0 = performance.now();
      results[i] = await task(i);
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  return { latencies, wallMs: performance.now() - started, results };
}

/** Resident set size of a process in bytes (Linux /proc). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb * 1024;
}

/** Samples a process's RSS every 100 ms until stopped; returns the peak. */
export function sampleRss(pid: number) {
  let peak = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      // The process ended.
    }
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

export const MB = 1024 * 1024;

// nginx baseline ------------------------------------------------------------

const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export type Nginx = { url: string; brotli: boolean; workers: number; stop(): Promise<void> };

/**
 * Starts Debian's nginx on a loopback port serving build/client with the pre-compressed
 * files (gzip_static, brotli_static when the module is installed) and the given headers.
 */
export async function startNginx(
  clientDir: string,
  headers: Record<string, string>,
  tmp: string,
): Promise<Nginx> {
  const nginxBin = "/usr/sbin/nginx";
  if (!existsSync(nginxBin)) throw new Error("nginx is not installed (apt-get install nginx)");
  const brotli = existsSync(BROTLI_MODULE);
  const workers = Number(process.env.BENCH_NGINX_WORKERS ?? 1);
  const port = await freePort();
  const dir = path.join(tmp, "nginx");
  mkdirSync(path.join(dir, "logs"), { recursive: true });
  const addHeaders = Object.entries(headers)
    .map(([k, v]) => `      add_header ${k} "${v.replace(/"/g, '\\"')}" always;`)
    .join("\n");
  const conf = `
${brotli ? `load_module ${BROTLI_MODULE};` : ""}
worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    gzip_static on;
    ${brotli ? "brotli_static on;" : ""}
    location / {
      try_files $uri $uri/index.html =404;
${addHeaders}
    }
  }
}
`;
  const { url, stop } = await runNginx(nginxBin, dir, conf, port, "/");
  return { url, brotli, workers, stop };
}

/**
 * Writes `conf` into `dir`, checks it, starts nginx on it and waits until `readyPath` answers
 * 200 (10 s at most); `stop` ends it.
 */
export async function runNginx(
  nginxBin: string,
  dir: string,
  conf: string,
  port: number,
  readyPath: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  const confFile = path.join(dir, "nginx.conf");
  writeFileSync(confFile, conf);
  const test = spawnSync(nginxBin, ["-t", "-c", confFile, "-p", dir], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx config rejected: ${test.stderr}`);
  const child: ChildProcess = spawn(nginxBin, ["-c", confFile, "-p", dir], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      const res = await request(`${url}${readyPath}`, { agent: new http.Agent() });
      if (res.status === 200) break;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not serve ${readyPath}: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, stop };
}

// Lighthouse on demand --------------------------------------------------------

/**
 * Installs lighthouse@12 into bench/.cache (never into the project's node_modules) the
 * first time, and returns its CLI path; throws with the reason when it cannot.
 */
export function ensureLighthouse(): string {
  const cli = path.join(cacheDir, "node_modules/lighthouse/cli/index.js");
  if (existsSync(cli)) return cli;
  mkdirSync(cacheDir, { recursive: true });
  console.log("  installing lighthouse@12 into bench/.cache (once) …");
  const npm = spawnSync(
    "npm",
    ["install", "--prefix", cacheDir, "lighthouse@12", "--no-save", "--no-audit", "--no-fund"],
    {
      encoding: "utf8",
      timeout: 300_000,
    },
  );
  if (npm.status !== 0 || !existsSync(cli)) {
    const reason = (npm.stderr || npm.error?.message || "npm install failed")
      .trim()
      .split("\n")
      .slice(-2)
      .join(" ");
    throw new Error(`could not install lighthouse@12: ${reason}`);
  }
  return cli;
}

/** The bare password-hash rate at `concurrency`, in its own process like the server's
 * (bench/hash-rate.ts): what a sign-up's rate is judged against. */
export function bareHashRate(total: number, concurrency: number): number {
  const run = spawnSync(
    process.execPath,
    [path.join(benchDir, "hash-rate.ts"), String(total), String(concurrency)],
    { encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`hash-rate failed: ${run.stderr}`);
  return (JSON.parse(run.stdout.trim().split("\n").at(-1)!) as { perSecond: number }).perSecond;
}
