// One copy of each module in the server's process (ADR 216): the host runs some modules of
// the project from source and the pages run the React Router build; the build bundles none of
// those, so none is instantiated twice (two metrics registries, two caches, two context keys).
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { repoRoot, spawnServer } from "../tests/support/server.ts";

describe("the server process", () => {
  it("loads no module of the project both from source and from the build", async () => {
    const bundled = new Set<string>(
      JSON.parse(
        await readFile(path.join(repoRoot, "build/server/bundled-modules.json"), "utf8"),
      ) as string[],
    );
    const dir = await mkdtemp(path.join(tmpdir(), "census-"));
    const census = path.join(dir, "modules.txt");
    const hook = pathToFileURL(path.join(repoRoot, "tests/support/module-census.ts")).href;
    const server = await spawnServer({
      env: { MODULE_CENSUS: census, NODE_OPTIONS: `--import=${hook}` },
    });
    let loaded = "";
    try {
      // A page and an API call: the routes' modules and the host's are all in use.
      expect((await fetch(server.url + "/waitlist")).status).toBe(200);
      expect((await fetch(server.url + "/api/communities")).status).toBe(200);
    } finally {
      await server.close();
      loaded = await readFile(census, "utf8").catch(() => "");
      await rm(dir, { recursive: true, force: true });
    }
    const fromSource = loaded
      .split("\n")
      .filter((url) => url.startsWith("file:"))
      .map((url) => path.relative(repoRoot, fileURLToPath(url)).split(path.sep).join("/"))
      .filter((file) => !file.startsWith("node_modules/") && !file.startsWith("build/"));
    // Not vacuous: the host runs the domain from source, the build holds the pages.
    expect(fromSource).toContain("app/lib/metrics.server.ts");
    expect(fromSource).toContain("app/domain/services.server.ts");
    expect(bundled).toContain("app/routes/member/waitlist.tsx");
    expect(fromSource.filter((file) => bundled.has(file))).toEqual([]);
  });
});
