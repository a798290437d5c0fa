// Avatar storage (docs/product.md#dashboard, docs/architecture.md D1): the bytes must decode
// as an image; they are re-encoded with sharp to a bounded WebP (metadata stripped) and
// kept at avatars/{user id}/{random}.webp on disk (DATA_DIR) or S3-compatible storage.
// Imported by server/ too: relative imports with .ts only.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import type { Env } from "./env.server.ts";
import { AVATAR_FORMATS, AVATAR_MAX_BYTES } from "./limits.ts";

export const AVATAR_SIZE = 256;
/** ADR 180: a 5 MB file can hold a huge image; its size is read from the header first. */
export const AVATAR_MAX_PIXELS = 16_000_000;
/** At most this many image decodes at once: they share libuv's pool with password hashing. */
export const AVATAR_MAX_DECODES = 2;

let decoding = 0;
let peakDecoding = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once fewer than AVATAR_MAX_DECODES decodes are running. */
async function oneOfFewDecodes<T>(work: () => Promise<T>): Promise<T> {
  while (decoding >= AVATAR_MAX_DECODES) await new Promise<void>((r) => waiting.push(r));
  decoding++;
  peakDecoding = Math.max(peakDecoding, decoding);
  try {
    return await work();
  } finally {
    decoding--;
    waiting.shift()?.();
  }
}

/** The most decodes that ran at once since the last call (tests and metrics). */
export function takePeakDecodes(): number {
  const peak = peakDecoding;
  peakDecoding = decoding;
  return peak;
}
// The formats every browser shows and sharp's decoders handle well (ADR 190): fewer
// decoders reachable by an upload (HEIF, AVIF and TIFF bring large parsers of their own).
const ACCEPTED_FORMATS = new Set<string>(AVATAR_FORMATS);

export class AvatarError extends Error {
  readonly reason: "not-image" | "too-large" | "too-many-pixels";
  constructor(message: string, reason: "not-image" | "too-large" | "too-many-pixels") {
    super(message);
    this.reason = reason;
  }
}

/** Checks the bytes are an image and re-encodes them to a square WebP of bounded size. */
export async function processAvatar(input: Uint8Array): Promise<Buffer> {
  if (input.byteLength > AVATAR_MAX_BYTES) throw new AvatarError("too large", "too-large");
  if (input.byteLength === 0) throw new AvatarError("empty", "not-image");
  // sharp (libvips, ~7 MB resident) is loaded by the first upload, not at start (ADR 150).
  const { default: sharp } = await import("sharp");
  let format: string | undefined;
  let pixels = 0;
  try {
    // Reads the header only: no pixel is decoded yet.
    const meta = await sharp(input).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0) * Math.max(1, meta.pages ?? 1);
  } catch {
    throw new AvatarError("not an image", "not-image");
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw new AvatarError("not an accepted image", "not-image");
  if (pixels > AVATAR_MAX_PIXELS) throw new AvatarError("too many pixels", "too-many-pixels");
  try {
    return await oneOfFewDecodes(() =>
      sharp(input, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: "error" })
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" })
        .webp({ quality: 82 })
        .toBuffer(),
    );
  } catch {
    throw new AvatarError("could not decode", "not-image");
  }
}

const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
const SAFE_FILE = /^[a-f0-9]{32}\.webp$/;

export type AvatarStore = {
  /** Stores the WebP and returns its public URL. */
  put(userId: string, webp: Buffer): Promise<string>;
  /** Best-effort removal of a previous avatar by its public URL. */
  remove(url: string): Promise<void>;
};

export function diskAvatarDir(env: Pick<Env, "dataDir">) {
  return path.join(env.dataDir, "avatars");
}

/** Reads a stored avatar for the server's public /avatars/{user}/{file} route. */
export async function readDiskAvatar(
  env: Pick<Env, "dataDir">,
  userId: string,
  file: string,
): Promise<Buffer | null> {
  if (!SAFE_SEGMENT.test(userId) || !SAFE_FILE.test(file)) return null;
  try {
    return await readFile(path.join(diskAvatarDir(env), userId, file));
  } catch {
    return null;
  }
}

function s3Configured(env: Env) {
  return Boolean(
    env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY,
  );
}

export function createAvatarStore(env: Env): AvatarStore {
  if (s3Configured(env)) {
    const client = new AwsClient({
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      region: env.S3_REGION ?? "auto",
      service: "s3",
    });
    const bucketUrl = `${env.S3_ENDPOINT!.replace(/\/+$/, "")}/${env.S3_BUCKET}`;
    const publicBase = (env.S3_PUBLIC_URL ?? bucketUrl).replace(/\/+$/, "");
    return {
      async put(userId, webp) {
        const key = `avatars/${userId}/${randomBytes(16).toString("hex")}.webp`;
        const res = await client.fetch(`${bucketUrl}/${key}`, {
          method: "PUT",
          body: new Uint8Array(webp),
          headers: {
            "content-type": "image/webp",
            "cache-control": "public, max-age=31536000, immutable",
          },
        });
        if (!res.ok) throw new Error(`S3 upload failed with ${res.status}`);
        return `${publicBase}/${key}`;
      },
      async remove(url) {
        if (!url.startsWith(`${publicBase}/avatars/`)) return;
        const key = url.slice(publicBase.length + 1);
        await client.fetch(`${bucketUrl}/${key}`, { method: "DELETE" }).catch(() => undefined);
      },
    };
  }
  const root = diskAvatarDir(env);
  return {
    async put(userId, webp) {
      if (!SAFE_SEGMENT.test(userId)) throw new Error("unexpected user id");
      const file = `${randomBytes(16).toString("hex")}.webp`;
      await mkdir(path.join(root, userId), { recursive: true });
      await writeFile(path.join(root, userId, file), webp);
      return `/avatars/${userId}/${file}`;
    },
    async remove(url) {
      const match = /^\/avatars\/([A-Za-z0-9_-]{1,64})\/([a-f0-9]{32}\.webp)$/.exec(url);
      if (!match) return;
      await rm(path.join(root, match[1], match[2]), { force: true }).catch(() => undefined);
    },
  };
}
