// A minimal ustar writer and reader for backup archives (ADR 150): regular files only,
// names up to 255 bytes (prefix + name). Enough for our own archives; no dependency.
const BLOCK = 512;

export type TarEntry = { name: string; data: Uint8Array; mode?: number };

function field(buf: Buffer, offset: number, length: number, value: string) {
  buf.write(value, offset, length, "utf8");
}

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, "0") + "\0";
}

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: "", base: name };
  const cut = name.lastIndexOf("/", 155);
  const prefix = name.slice(0, cut);
  const base = name.slice(cut + 1);
  if (cut <= 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(base) > 100)
    throw new Error(`name too long for the archive: ${name}`);
  return { prefix, base };
}

export function writeTar(entries: TarEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    const header = Buffer.alloc(BLOCK);
    const { prefix, base } = splitName(entry.name);
    field(header, 0, 100, base);
    field(header, 100, 8, octal(entry.mode ?? 0o600, 8));
    field(header, 108, 8, octal(0, 8));
    field(header, 116, 8, octal(0, 8));
    field(header, 124, 12, octal(entry.data.byteLength, 12));
    field(header, 136, 12, octal(Math.floor(Date.now() / 1000), 12));
    header.fill(" ", 148, 156);
    field(header, 156, 1, "0");
    field(header, 257, 6, "ustar\0");
    field(header, 263, 2, "00");
    field(header, 345, 155, prefix);
    let sum = 0;
    for (const byte of header) sum += byte;
    field(header, 148, 8, octal(sum, 7) + " ");
    parts.push(header, Buffer.from(entry.data));
    const pad = (BLOCK - (entry.data.byteLength % BLOCK)) % BLOCK;
    if (pad) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

export function readTar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) break;
    const text = (start: number, length: number) =>
      header.toString("utf8", start, start + length).replace(/\0.*$/s, "");
    if (text(257, 5) !== "ustar") throw new Error("not a backup archive (no ustar header)");
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i];
    if (sum !== parseInt(text(148, 8).trim(), 8)) throw new Error("damaged archive (checksum)");
    const size = parseInt(text(124, 12).trim() || "0", 8);
    const prefix = text(345, 155);
    const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
    const type = text(156, 1) || "0";
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new Error("damaged archive (truncated)");
    if (type === "0")
      entries.push({
        name,
        data: archive.subarray(start, start + size),
        mode: parseInt(text(100, 8).trim(), 8),
      });
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
