// Build once, run anywhere (docs/architecture.md D27, ADR 203): one production build served by
// two instances started with different PUBLIC_URLs. A server-rendered page names its own
// instance's PUBLIC_URL (canonical link, og:url), read when the server started; a prerendered
// page keeps the PUBLIC_URL of the build, as docs/deploy.md says.
import { expect, test } from "vitest";
import { readSiteConfig } from "../../app/lib/site-config.ts";
import { freshDatabase } from "../support/database.ts";
import { startServer } from "./support.ts";

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

test("one build, two PUBLIC_URLs: each instance's pages name its own", async () => {
  const first = "https://first.example";
  const second = "https://second.example";
  const dbs = await Promise.all([freshDatabase("postgres"), freshDatabase("postgres")]);
  const servers = await Promise.all(
    [first, second].map((url, i) =>
      startServer({ databaseEnv: dbs[i].env, env: { PUBLIC_URL: url } }),
    ),
  );
  try {
    for (const [server, url] of [
      [servers[0], first],
      [servers[1], second],
    ] as const) {
      const page = await fetch(`${server.url}/waitlist`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(canonical(html)).toBe(`${url}/waitlist`);
      expect(html).toContain(`property="og:url" content="${url}/waitlist"`);
      // Prerendered at build time: the build's PUBLIC_URL.
      const home = await (await fetch(`${server.url}/education`)).text();
      expect(canonical(home)).toBe(`${readSiteConfig(process.env).publicUrl}/education`);
    }
  } finally {
    await Promise.all(servers.map((s) => s.close()));
    await Promise.all(dbs.map((d) => d.cleanup()));
  }
});
