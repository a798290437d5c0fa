// Section c's floor (ADR 205): each public page next to its no-JavaScript twin — the same
// HTML with its module scripts and module preloads removed — served side by side from one
// nginx. Everything but the twins is proxied to our server, so "ours" is the real answer
// (headers, cookies, per-request nonces); each twin is a file written from one of those
// answers, pre-compressed like our static files and sent with the headers that answer had
// (its CSP allows the inline scripts the twin keeps).
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { freePort } from "../tests/support/server.ts";
import { INERT_MODULE_TYPE } from "../app/lib/head-script.ts";
import { request, runNginx } from "./support.ts";

const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
/** Where a page's twin is served: `/__twin/<slug>` (assets are absolute, so the path is free). */
export const TWIN_PREFIX = "/__twin/";
const KEEP_HEADERS = new Set([
  "content-security-policy",
  "set-cookie",
  "cache-control",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "x-permitted-cross-domain-policies",
]);
/** A phone's user agent, so the server streams as it does for a visitor (not a bot's all-ready). */
const BROWSER_UA =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

/**
 * The page without JavaScript of its own: every `<script type="module">…</script>` (and the
 * inert one the head script starts, ADR 206 and 218) and every
 * `<link rel="modulepreload">` removed; classic inline scripts (the head script that sets the
 * theme and the hero variant before the first paint) stay, as they would for a static page.
 */
export function twinOf(html: string): string {
  return html
    .replace(
      new RegExp(
        `<script\\b[^>]*\\btype\\s*=\\s*["']?(?:module|${INERT_MODULE_TYPE})["']?[^>]*>[\\s\\S]*?</script>`,
        "gi",
      ),
      "",
    )
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*>/gi, "");
}

export const slugOf = (page: string) => page.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home";

export type TwinHost = {
  /** nginx: `${url}${page}` is ours (proxied), `${url}${twinPath(page)}` its twin. */
  url: string;
  twinPath(page: string): string;
  stop(): Promise<void>;
};

/** Fetches each page once from our server, writes its twin and starts the shared nginx. */
export async function startTwinHost(serverUrl: string, pages: string[]): Promise<TwinHost> {
  const nginxBin = "/usr/sbin/nginx";
  if (!existsSync(nginxBin)) throw new Error("nginx is not installed (apt-get install nginx)");
  // Its own folder, readable by nginx's unprivileged worker (a bench run as root).
  const dir = mkdtempSync(path.join(os.tmpdir(), "vs-twins-"));
  chmodSync(dir, 0o755);
  const files = path.join(dir, "twins");
  mkdirSync(path.join(dir, "logs"), { recursive: true });
  mkdirSync(files, { recursive: true });
  const brotli = existsSync(BROTLI_MODULE);
  const locations: string[] = [];
  for (const page of pages) {
    const res = await request(`${serverUrl}${page}`, {
      headers: { "accept-encoding": "identity", "user-agent": BROWSER_UA },
      agent: new http.Agent(),
    });
    if (res.status !== 200) throw new Error(`${page} answered ${res.status}`);
    const twin = Buffer.from(twinOf(res.body.toString("utf8")));
    const file = `${slugOf(page)}.html`;
    writeFileSync(path.join(files, file), twin);
    writeFileSync(path.join(files, `${file}.gz`), gzipSync(twin, { level: 9 }));
    writeFileSync(path.join(files, `${file}.br`), brotliCompressSync(twin));
    // The answer's own headers, its CSP and (on /) the hero's variant cookie among them: the
    // twin is that visitor's page without its modules.
    const headers = Object.entries(res.headers)
      .filter(([k]) => KEEP_HEADERS.has(k))
      .flatMap(([k, v]) => (Array.isArray(v) ? v : [String(v)]).map((one) => [k, one]))
      .map(([k, v]) => `      add_header ${k} "${v.replace(/"/g, '\\"')}" always;`)
      .join("\n");
    locations.push(`    location = ${TWIN_PREFIX}${slugOf(page)} {
      default_type text/html;
${headers}
      try_files /${file} =404;
    }`);
  }
  const port = await freePort();
  const upstream = new URL(serverUrl);
  const conf = `
${brotli ? `load_module ${BROTLI_MODULE};` : ""}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nodelay on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream ours { server ${upstream.host}; keepalive 16; }
  server {
    listen 127.0.0.1:${port};
    root ${files};
    gzip_static on;
    ${brotli ? "brotli_static on;" : ""}
${locations.join("\n")}
    location / {
      proxy_pass http://ours;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host ${upstream.host};
      proxy_buffering off;
    }
  }
}
`;
  const nginx = await runNginx(nginxBin, dir, conf, port, `${TWIN_PREFIX}${slugOf(pages[0])}`);
  const url = nginx.url;
  const stop = async () => {
    await nginx.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return {
    url,
    twinPath: (page) => `${TWIN_PREFIX}${slugOf(page)}`,
    stop,
  };
}
