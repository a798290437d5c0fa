import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export type StaticFile = {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** For prerendered HTML: the hashes of its inline scripts, for its CSP. */
  scriptHashes?: string[];
};

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".data": "text/x-script",
  ".pdf": "application/pdf",
};

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : Promise.resolve([path.join(dir, e.name)]),
    ),
  );
  return nested.flat();
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (match[1]) hashes.add(`'sha256-${createHash("sha256").update(match[1]).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * Loads the client build into memory: hashed assets (immutable), other public files,
 * and prerendered pages (`x/index.html` answers `/x`). Pre-compressed `.br`/`.gz`
 * siblings written by scripts/compress.ts are attached to their file.
 */
export async function loadStaticFiles(clientDir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  const all = await walk(clientDir);
  const present = new Set(all);
  for (const file of all) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const rel = "/" + path.relative(clientDir, file).split(path.sep).join("/");
    const ext = path.extname(file);
    const body = await readFile(file);
    const isHtml = ext === ".html";
    const entry: StaticFile = {
      body,
      br: present.has(file + ".br") ? await readFile(file + ".br") : undefined,
      gzip: present.has(file + ".gz") ? await readFile(file + ".gz") : undefined,
      type: TYPES[ext] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      cacheControl: rel.startsWith("/assets/")
        ? "public, max-age=31536000, immutable"
        : isHtml || ext === ".data"
          ? "public, max-age=0, must-revalidate"
          : "public, max-age=3600",
      scriptHashes: isHtml ? inlineScriptHashes(body.toString("utf8")) : undefined,
    };
    if (isHtml && rel.endsWith("/index.html")) {
      const route = rel.slice(0, -"/index.html".length) || "/";
      files.set(route, entry);
      if (route !== "/") files.set(route + "/", entry);
    } else if (!isHtml) {
      files.set(rel, entry);
    }
  }
  return files;
}

/** Picks the best pre-compressed body the client accepts. */
export function negotiate(file: StaticFile, acceptEncoding: string | undefined) {
  const accept = acceptEncoding ?? "";
  if (file.br && /\bbr\b/.test(accept)) return { body: file.br, encoding: "br" as const };
  if (file.gzip && /\bgzip\b/.test(accept)) return { body: file.gzip, encoding: "gzip" as const };
  return { body: file.body, encoding: undefined };
}
