// `npm run screenshots`: every public page at 390 px and 1280 px wide, in the light and the
// dark scheme, as full-page PNGs in screenshots/ (git-ignored) for a reviewer (ADR 171).
// Builds first unless --no-build; runs the production server on a fresh embedded database.
//   npm run screenshots [-- --no-build] [-- --only /,/about]
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { publicPages } from "../app/content/routes.ts";
import { launchBrowser, waitForHydration } from "../tests/support/browser.ts";
import { repoRoot, spawnServer } from "../tests/support/server.ts";

const args = process.argv.slice(2);
const onlyIndex = args.indexOf("--only");
const only = onlyIndex >= 0 ? new Set(args[onlyIndex + 1]?.split(",")) : null;
const outDir = path.join(repoRoot, "screenshots");
const widths = [390, 1280];
const schemes = ["light", "dark"] as const;

if (!args.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { cwd: repoRoot, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const server = await spawnServer({ env: { RATE_LIMIT: "off" }, startTimeoutMs: 180_000 });
const browser = await launchBrowser();
let count = 0;
try {
  for (const scheme of schemes) {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 800 },
        deviceScaleFactor: 1,
        reducedMotion: "reduce",
      });
      // The stored Theme choice, and a stored cookie choice so the banner does not cover the page.
      await context.addCookies(
        [
          { name: "vs_theme", value: scheme },
          { name: "vs_consent", value: "essential" },
        ].map((c) => ({ ...c, url: server.url })),
      );
      const page = await context.newPage();
      for (const { path: route } of publicPages) {
        if (only && !only.has(route)) continue;
        await page.goto(server.url + route, { waitUntil: "load" });
        await waitForHydration(page);
        await page.evaluate(() => document.fonts.ready);
        const name = `${route.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${width}-${scheme}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: true });
        count++;
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`${count} screenshots in ${path.relative(repoRoot, outDir)}/`);
