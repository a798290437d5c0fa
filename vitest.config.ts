import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };
const define = { __SITE_CONFIG__: "undefined" };

// unit: pure logic beside the code; server: Fastify `inject` and database tests
// (run on the embedded database and on PostgreSQL); e2e: real Chromium against the
// built server (tests/e2e). scripts/test.ts runs them in that order.
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
          include: ["server/**/*.test.ts", "app/**/*.server.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
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
    ],
  },
});
