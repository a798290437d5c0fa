// Headers (ADR 080): the MDN HTTP Observatory scanner against the running server. It is
// installed on demand outside package.json (tests/.cache, --ignore-scripts, with the two
// files its download step would write); if it cannot be installed the test FAILS.
// Served as an operator behind a TLS proxy would run it (PUBLIC_URL https://…, so Secure
// cookies and HSTS are on); over plain loopback HTTP only the tests that need TLS itself
// may fail: strict-transport-security (HSTS counts only over https) and redirection
// (http → https).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { repoRoot, spawnServer } from "../support/server.ts";

const cache = path.join(repoRoot, "tests/.cache/observatory");
const pkg = path.join(cache, "node_modules/@mdn/mdn-http-observatory");
const NEED_TLS = ["strict-transport-security", "redirection"];

function ensureObservatory(): string {
  const cli = path.join(pkg, "bin/wrapper.js");
  if (!existsSync(cli)) {
    mkdirSync(cache, { recursive: true });
    const npm = spawnSync(
      "npm",
      [
        "install",
        "--prefix",
        cache,
        "--ignore-scripts",
        "--no-save",
        "--no-audit",
        "--no-fund",
        "@mdn/mdn-http-observatory",
      ],
      {
        encoding: "utf8",
        timeout: 300_000,
      },
    );
    if (npm.status !== 0 || !existsSync(cli)) {
      throw new Error(
        `could not install @mdn/mdn-http-observatory (needed by this test, not skipped): ${npm.stderr || npm.error?.message}`,
      );
    }
  }
  // What its postinstall download would write (it cannot run offline).
  for (const [file, content] of [
    ["hsts-preload.json", "{}"],
    ["tld-list.json", "[]"],
  ]) {
    const target = path.join(pkg, "conf", file);
    if (!existsSync(target)) writeFileSync(target, content);
  }
  return cli;
}

type Scan = {
  scan: { score: number; grade: string; testsPassed: number; testsQuantity: number };
  tests: Record<string, { pass: boolean; result: string }>;
};

test("MDN HTTP Observatory: every test passes except those that need TLS", async () => {
  const cli = ensureObservatory();
  const server = await spawnServer({ env: {}, startTimeoutMs: 120_000 });
  // The same process, told it sits behind TLS: restart with an https PUBLIC_URL.
  await server.stop();
  const behindTls = await spawnServer({
    databaseEnv: {
      DATA_DIR: server.dataDir,
      ...(server.env.DATABASE_URL ? { DATABASE_URL: server.env.DATABASE_URL } : {}),
    },
    env: { PUBLIC_URL: "https://venturestaking.example" },
    mail: server.mail,
    startTimeoutMs: 120_000,
  });
  try {
    const run = spawnSync(process.execPath, [cli, `127.0.0.1:${behindTls.port}`], {
      encoding: "utf8",
      timeout: 120_000,
    });
    const result = JSON.parse(run.stdout) as Scan & { error?: string };
    expect(result.error).toBeUndefined();
    const failed = Object.entries(result.tests)
      .filter(([, t]) => !t.pass)
      .map(([name, t]) => `${name}: ${t.result}`);
    expect(failed.filter((f) => !NEED_TLS.some((n) => f.startsWith(n)))).toEqual([]);
    console.log(
      `Observatory score ${result.scan.score} (${result.scan.grade}), ${result.scan.testsPassed}/${result.scan.testsQuantity} passed; failed: ${failed.join("; ")}`,
    );
  } finally {
    await behindTls.close();
    await server.close();
  }
});
