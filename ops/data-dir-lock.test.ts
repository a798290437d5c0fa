// The DATA_DIR lock (ADR 180): a PID reused after a crash does not keep the
// data folder locked, and of several processes finding one stale lock only one runs.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir, processIdentity } from "./data-dir-lock.ts";

const lockModule = path.join(path.dirname(fileURLToPath(import.meta.url)), "data-dir-lock.ts");
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});
async function dataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), "vs-lock-"));
  dirs.push(dir);
  return dir;
}

/** A child process that tries to take the lock, says what happened, and holds it for `holdMs`. */
function contender(dir: string, holdMs: number) {
  const script = `
    import { lockDataDir } from ${JSON.stringify(lockModule)};
    try { lockDataDir(${JSON.stringify(dir)}, "contender"); console.log("locked"); }
    catch (e) { console.log("refused"); process.exit(0); }
    setTimeout(() => process.exit(0), ${holdMs});`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  return {
    child,
    answer: new Promise<string>((resolve) => {
      child.stdout!.on("data", () => {
        if (out.includes("\n")) resolve(out.trim());
      });
      child.once("exit", () => resolve(out.trim()));
    }),
  };
}

describe("DATA_DIR lock", () => {
  it("refuses while the holder runs", async () => {
    const dir = await dataDir();
    const holder = contender(dir, 30_000);
    expect(await holder.answer).toBe("locked");
    expect(() => lockDataDir(dir, "test")).toThrow(DataDirLockedError);
  });

  it("takes over a lock whose PID now belongs to another process (reused after a crash)", async () => {
    const dir = await dataDir();
    const unrelated = spawn("sleep", ["30"]);
    children.push(unrelated);
    expect(processIdentity(unrelated.pid!)).not.toBeNull();
    await writeFile(
      path.join(dir, "server.lock"),
      JSON.stringify({ pid: unrelated.pid, owner: "server", process: "another-boot:12345" }),
    );
    const lock = lockDataDir(dir, "test");
    lock.release();
  });

  it("lets exactly one of several processes take over one stale lock", async () => {
    const dir = await dataDir();
    for (let round = 0; round < 3; round++) {
      await writeFile(
        path.join(dir, "server.lock"),
        JSON.stringify({ pid: 2 ** 22 + 12345, owner: "crashed server" }),
      );
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => contender(dir, 3_000).answer),
      );
      expect(answers.sort(), `round ${round}`).toEqual([
        "locked",
        "refused",
        "refused",
        "refused",
        "refused",
        "refused",
      ]);
      for (const child of children.splice(0)) child.kill("SIGKILL");
      await new Promise((r) => setTimeout(r, 200));
    }
  });
});
