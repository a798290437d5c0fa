import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };
const define = { __SITE_CONFIG__: "undefined" };

// unit: pure logic beside the code; server: Fastify `inject` and database tests
// (run on the embedded database and on PostgreSQL); e2e: real Chromium against the
// built server (tests/e2e); reliability and security suites (tests/reliability,
// tests/security). scripts/test.ts runs them in that order.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        define,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}"],
          exclude: ["app/**/*.server.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        define,
        test: {
          name: "server",
          include: [
            "server/**/*.test.ts",
            "ops/**/*.test.ts",
            "app/**/*.server.test.ts",
            "scripts/**/*.test.ts",
            "db/**/*.test.ts",
          ],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at a time: each has a database of its own (tests/support/database.ts).
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        define,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 90_000,
          hookTimeout: 90_000,
          maxWorkers: 2,
        },
      },
      {
        // Load, crash, multi-instance and dependency faults against spawned servers
        // (tests/reliability, ADR 080). Needs a build and TEST_DATABASE_URL (scripts/test.ts).
        resolve: { alias },
        define,
        test: {
          name: "reliability",
          include: ["tests/reliability/**/*.test.ts"],
          environment: "node",
          testTimeout: 480_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // Bad-input corpus, access control, brute force, CSRF, headers (tests/security, ADR 080).
        resolve: { alias },
        define,
        test: {
          name: "security",
          include: ["tests/security/**/*.test.ts"],
          environment: "node",
          testTimeout: 240_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
