// The browser suite's set-up: each file runs one server and one Chromium, started together
// before its tests and stopped after them.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser.ts";
import { spawnServer, type RunningServer } from "./server.ts";

export type Site = { server: RunningServer; browser: Browser };

/** Registers the file's beforeAll/afterAll; `ready` receives the running pair. */
export function startSite(
  ready: (site: Site) => void,
  opts?: Parameters<typeof spawnServer>[0],
): void {
  let site: Partial<Site> = {};
  beforeAll(async () => {
    const [server, browser] = await Promise.all([spawnServer(opts), launchBrowser()]);
    site = { server, browser };
    ready({ server, browser });
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
}
