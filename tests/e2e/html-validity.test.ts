// Every public page passes the Nu HTML Checker (vnu-jar, run on Java) with 0 errors in its
// server-rendered state, as a browser and as a crawler receive it (README.md#tests).
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPages } from "../../app/content/routes.ts";
import { BROWSER_UA } from "../support/browser.ts";
import { spawnServer, type RunningServer } from "../support/server.ts";

const run = promisify(execFile);
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

let server: RunningServer;
let dir: string;

beforeAll(async () => {
  [server, dir] = await Promise.all([spawnServer(), mkdtemp(path.join(tmpdir(), "vs-vnu-"))]);
});
afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

type VnuMessage = {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
};

describe("HTML validity", () => {
  it("every public page (and /auth, and the 404 page) has 0 Nu HTML Checker errors", async () => {
    const paths = [...publicPages.map((p) => p.path), "/auth", "/no-such-page"];
    const files: string[] = [];
    for (const [i, page] of paths.entries()) {
      for (const [agent, ua] of [
        ["browser", BROWSER_UA],
        ["crawler", "Googlebot/2.1"],
      ]) {
        const res = await fetch(server.url + page, { headers: { "user-agent": ua } });
        expect(res.headers.get("content-type")).toMatch(/^text\/html/);
        const file = path.join(dir, `${i}-${agent}-${page.replace(/\W+/g, "_")}.html`);
        await writeFile(file, await res.text());
        files.push(file);
      }
    }
    let output = "";
    try {
      ({ stdout: output } = await run(
        "java",
        ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...files],
        { maxBuffer: 64 * 1024 * 1024 },
      ));
    } catch (error) {
      // vnu exits 1 when it finds errors; the report is still on stdout.
      output = (error as { stdout?: string }).stdout ?? "";
      if (!output) throw error;
    }
    const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages
      .filter((m) => m.type === "error")
      .map((m) => `${path.basename(m.url)}:${m.lastLine ?? "?"} ${m.message} ${m.extract ?? ""}`);
    expect(messages).toEqual([]);
  }, 180_000);
});
