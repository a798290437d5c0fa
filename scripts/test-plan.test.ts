import { describe, expect, it } from "vitest";
import { run, runSuites, SuiteFailed } from "./test-plan.ts";

/** The suites' tools with every command recorded; `fails` names the one that fails. */
function recording(fails?: (args: string[], env?: Record<string, string>) => boolean) {
  const commands: string[] = [];
  let stops = 0;
  return {
    commands,
    stops: () => stops,
    tools: {
      run(cmd: string, args: string[], env?: Record<string, string>) {
        commands.push([cmd === process.execPath ? "node" : cmd, ...args].join(" "));
        if (fails?.(args, env)) throw new SuiteFailed(1, args.join(" "));
      },
      async startPostgres() {
        return { url: "postgres://127.0.0.1:1/test", stop: () => void stops++ };
      },
    },
  };
}

describe("npm test's suites (scripts/test-plan.ts)", () => {
  it("runs every suite in order, PostgreSQL's last, and stops the cluster", async () => {
    const r = recording();
    await runSuites(new Set(), false, r.tools);
    expect(
      r.commands.map((c) => c.replace("node node_modules/.bin/vitest run ", "vitest ")),
    ).toEqual([
      "npm run lint",
      "npm run format:check",
      "npm run typecheck",
      "npm run db:schema -- --check",
      "vitest --project unit",
      "npm run build",
      "vitest --project server",
      "vitest --project e2e",
      "vitest --project security",
      "vitest --project server",
      "vitest --project e2e -t smoke",
      "vitest --project reliability",
    ]);
    expect(r.stops()).toBe(1);
  });

  it("stops the PostgreSQL cluster when a suite on it fails, and runs nothing after it", async () => {
    const r = recording((args, env) => env?.TEST_DB === "postgres" && args.includes("server"));
    await expect(runSuites(new Set(), false, r.tools)).rejects.toBeInstanceOf(SuiteFailed);
    expect(r.stops()).toBe(1);
    expect(r.commands).toHaveLength(10);
    expect(r.commands.at(-1)).toContain("--project server");
  });

  it("reports a failed command by throwing its exit status, not by exiting the process", () => {
    expect(() => run(process.execPath, ["-e", "process.exit(3)"])).toThrow(
      expect.objectContaining({ status: 3 }),
    );
  });
});
