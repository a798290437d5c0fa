import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { missingNodeFlags, SERVER_NODE_FLAGS } from "./node-flags.ts";

describe("the server's Node flags (ADR 150)", () => {
  it("are the ones npm start and npm run serve use", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      scripts: Record<string, string>;
    };
    for (const script of ["start", "serve"])
      expect(pkg.scripts[script]).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} server/main.ts`);
  });

  it("names the flags a process was started without", () => {
    expect(missingNodeFlags(SERVER_NODE_FLAGS)).toEqual([]);
    expect(missingNodeFlags([])).toEqual(SERVER_NODE_FLAGS);
  });
});
