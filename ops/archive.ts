// Backup archives are ustar files written and read by tar-stream (ADR 150, ADR 194): a
// maintained streaming library instead of our own header code. Entries are streamed out as
// they are produced, so an archive is never held whole in memory while it is written.
import { Readable } from "node:stream";
import { extract, pack } from "tar-stream";

export type ArchiveEntry = { name: string; data: Uint8Array; mode?: number };

/** A ustar archive of `entries`, produced one entry at a time (regular files, mode 0600). */
export function archiveStream(
  entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>,
): Readable {
  const archive = pack();
  void (async () => {
    for await (const entry of entries) {
      await new Promise<void>((resolve, reject) =>
        archive.entry(
          { name: entry.name, mode: entry.mode ?? 0o600, size: entry.data.byteLength },
          Buffer.from(entry.data),
          (error) => (error ? reject(error) : resolve()),
        ),
      );
    }
    archive.finalize();
  })().catch((error: unknown) => archive.destroy(error as Error));
  return Readable.from(archive);
}

/** Every regular file of an archive; throws on anything that is not a ustar archive. */
export async function readArchive(archive: Uint8Array): Promise<ArchiveEntry[]> {
  const reader = extract();
  const entries: ArchiveEntry[] = [];
  reader.end(Buffer.from(archive));
  for await (const entry of reader) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    if (entry.header.type === "file")
      entries.push({
        name: entry.header.name,
        data: Buffer.concat(chunks),
        mode: entry.header.mode,
      });
  }
  return entries;
}

/** The whole archive of a stream, for tests and small archives. */
export async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
