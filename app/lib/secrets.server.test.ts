import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";
import { loadSecrets } from "./secrets.server.ts";
import { createServices } from "../domain/services.server.ts";

// The files that hold the keys (ADR 190): secrets.json is generated only when
// it does not exist; a file that cannot be read or parsed stops the start with a message
// naming it (a silent new secret would end every session and break the paid-address
// hashes); it is written whole (temporary file, fsync, rename). DATA_DIR is created 0700.
const tmp = () => mkdtempSync(path.join(os.tmpdir(), "vs-secrets-"));
const mode = (file: string) => statSync(file).mode & 0o777;

describe("secrets.json", () => {
  it("is generated once, 0600, written whole; later starts read it and never rewrite it", async () => {
    const dir = tmp();
    const file = path.join(dir, "secrets.json");
    const first = await loadSecrets(dir);
    expect(mode(file)).toBe(0o600);
    expect(readdirSync(dir)).toEqual(["secrets.json"]);
    const before = statSync(file);
    expect(await loadSecrets(dir)).toEqual(first);
    expect(statSync(file).mtimeMs).toBe(before.mtimeMs);
    expect(statSync(file).ino).toBe(before.ino);
  });

  it("adds a missing key to a valid file and keeps the one it has", async () => {
    const dir = tmp();
    const file = path.join(dir, "secrets.json");
    writeFileSync(file, JSON.stringify({ authSecret: "kept-secret-value" }), { mode: 0o600 });
    const loaded = await loadSecrets(dir);
    expect(loaded.authSecret).toBe("kept-secret-value");
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(loaded);
  });

  it.each([
    ["malformed JSON", "{ not json"],
    ["not an object", "[1, 2]"],
    ["a key that is not a string", JSON.stringify({ authSecret: 42 })],
  ])(
    "%s stops the start with a message naming the file, which stays as it was",
    async (_, text) => {
      const dir = tmp();
      const file = path.join(dir, "secrets.json");
      writeFileSync(file, text, { mode: 0o600 });
      await expect(loadSecrets(dir)).rejects.toThrow(file);
      expect(readFileSync(file, "utf8")).toBe(text);
    },
  );

  it("an unreadable file stops the start with a message naming it", async () => {
    const dir = tmp();
    const file = path.join(dir, "secrets.json");
    mkdirSync(file); // reading a directory fails (EISDIR), even as root
    await expect(loadSecrets(dir)).rejects.toThrow(`Cannot read ${file}`);
  });

  it("createServices: DATA_DIR is created 0700, and a malformed secrets.json stops it", async () => {
    const dataDir = path.join(tmp(), "new", "data");
    const services = await createServices(parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }));
    await services.close();
    expect(mode(dataDir)).toBe(0o700);
    writeFileSync(path.join(dataDir, "secrets.json"), "{");
    await expect(
      createServices(parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent" })),
    ).rejects.toThrow(path.join(dataDir, "secrets.json"));
  });
});
