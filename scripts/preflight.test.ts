import { describe, expect, it } from "vitest";
import { planPreflight, toolsForBench, toolsForTests } from "./preflight.ts";

const root = { privilege: "root", aptGet: true } as const;

describe("npm test's preflight (scripts/preflight.ts)", () => {
  it("does nothing when every tool is there", () => {
    expect(planPreflight([], root)).toEqual({ action: "none" });
    expect(planPreflight([], { privilege: "none", aptGet: false })).toEqual({ action: "none" });
  });

  it("installs every missing package in one apt-get step when it may", () => {
    expect(planPreflight(["chromium", "nginx", "postgres"], root)).toEqual({
      action: "install",
      packages: ["chromium", "nginx", "postgresql-15"],
      command: "apt-get update && apt-get install -y chromium nginx postgresql-15",
      line: "npm test needs chromium, nginx, postgresql-15: installing them with: apt-get update && apt-get install -y chromium nginx postgresql-15",
    });
    const viaSudo = planPreflight(["java"], { privilege: "sudo", aptGet: true });
    expect(viaSudo).toMatchObject({
      action: "install",
      command: "sudo apt-get update && sudo apt-get install -y default-jre-headless",
    });
  });

  it("stops with one line naming the command when it cannot install", () => {
    const plan = planPreflight(["openssl", "java"], { privilege: "none", aptGet: true });
    expect(plan).toEqual({
      action: "stop",
      command: "sudo apt-get update && sudo apt-get install -y openssl default-jre-headless",
      line: "npm test needs openssl, default-jre-headless; run: sudo apt-get update && sudo apt-get install -y openssl default-jre-headless",
    });
    expect(plan.action === "stop" && plan.line.split("\n")).toHaveLength(1);
    // Root without apt-get (not Debian): nothing to install with, so it stops too.
    expect(planPreflight(["nginx"], { privilege: "root", aptGet: false })).toMatchObject({
      action: "stop",
      command: "apt-get update && apt-get install -y nginx",
    });
  });

  it("asks for each suite's tools, PostgreSQL only when the runner starts its own cluster", () => {
    const own = { skipPostgres: false, databaseUrl: false };
    expect(toolsForTests(new Set(), own).sort()).toEqual(
      ["chromium", "java", "nginx", "openssl", "postgres", "spamassassin"].sort(),
    );
    expect(toolsForTests(new Set(["unit"]), own)).toEqual([]);
    expect(toolsForTests(new Set(["server"]), own)).toEqual(["spamassassin", "postgres"]);
    expect(toolsForTests(new Set(["server"]), { ...own, databaseUrl: true })).toEqual([
      "spamassassin",
    ]);
    expect(toolsForTests(new Set(["reliability"]), { ...own, skipPostgres: true })).toEqual([
      "nginx",
      "openssl",
    ]);
    expect(toolsForTests(new Set(["security"]), own)).toEqual(["chromium"]);
  });

  it("asks npm run bench for nginx and its brotli module", () => {
    expect(toolsForBench((s) => s === "a")).toEqual(["nginx", "brotli"]);
    expect(
      planPreflight(
        toolsForBench((s) => s === "a"),
        root,
        "npm run bench",
      ),
    ).toMatchObject({
      command: "apt-get update && apt-get install -y nginx libnginx-mod-http-brotli-static",
    });
  });
});
