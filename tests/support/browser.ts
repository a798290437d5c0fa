import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { expect } from "vitest";
import { adminCopy } from "../../app/content/admin.ts";

/** A desktop browser's user agent: bots (and HeadlessChrome) get a page's whole document at once. */
export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Debian's Chromium through playwright-core: never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

export type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  /** The colour scheme the page was in (ADR 171): every check runs in light and in dark. */
  scheme: "light" | "dark";
  nodes: { target: string[]; html: string }[];
};

/** Waits until no animation on the document timeline is running (scroll-driven ones and
 *  endless ones excepted): colours are checked at rest, not mid-way through a dialog's
 *  fade-in or a colour transition. */
export async function animationsAtRest(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== "running" ||
            !(a.timeline instanceof DocumentTimeline) ||
            a.effect?.getComputedTiming().endTime === Infinity,
        ),
    null,
    { timeout: 5_000 },
  );
}

/** Runs axe-core (WCAG 2.2 A/AA rules) in the page, in the light and the dark colour scheme
 *  (switched the way the head script does it: `data-scheme` on <html>, which every colour
 *  token follows), then puts the page back in its scheme. Evaluated over CDP, so CSP does
 *  not block it. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await animationsAtRest(page);
  await page.evaluate(axeSource);
  const initial = await page.evaluate(() => document.documentElement.dataset.scheme ?? "");
  const violations: AxeViolation[] = [];
  for (const scheme of ["light", "dark"] as const) {
    await page.evaluate((s) => (document.documentElement.dataset.scheme = s), scheme);
    await animationsAtRest(page);
    const found = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const result = await axe.run(document, {
        runOnly: {
          type: "tag",
          values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"],
        },
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, html: n.html.slice(0, 200) })),
      }));
    });
    violations.push(...found.map((v) => ({ ...v, scheme })));
  }
  await page.evaluate((s) => {
    if (s) document.documentElement.dataset.scheme = s;
    else delete document.documentElement.dataset.scheme;
  }, initial);
  return violations;
}

/** Fails with the violations listed when axe finds any, in the light and the dark scheme. */
export async function expectNoAxeViolations(page: Page, where = "") {
  const violations = await axeViolations(page);
  expect(violations, `${where}${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/** axe in the light scheme, then again with the page switched to the dark one. */
export async function expectNoAxeViolationsInBothThemes(page: Page) {
  await expectNoAxeViolations(page, "light: ");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.waitForFunction(() => document.documentElement.dataset.scheme === "dark");
  await expectNoAxeViolations(page, "dark: ");
  await page.emulateMedia({ colorScheme: "light" });
  await page.waitForFunction(() => document.documentElement.dataset.scheme === "light");
}

/**
 * Waits until the page has hydrated, deferred parts (app/components/deferred.tsx) included. A
 * visitor's page starts its scripts when someone uses it (ADR 218): the pointer moves first,
 * as a visitor's would.
 */
export async function waitForHydration(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await page.waitForFunction(
    () =>
      (window as unknown as { __vsHydrated?: boolean }).__vsHydrated === true &&
      document.querySelector("[data-deferred]:not([data-ready])") === null,
    null,
    { timeout: 15_000 },
  );
}

/** Every module script of a page: what a held page holds back to act before hydration. */
export const ALL_SCRIPTS = "**/assets/*.js";

/** Whether the page has hydrated (the head script's mark: app/lib/head-script.ts). */
export const isHydrated = (page: Page) =>
  page.evaluate(() => (window as { __vsHydrated?: boolean }).__vsHydrated === true);

/** A fresh context's page whose scripts matching `held` are answered only when `release` is called. */
export async function heldPage(
  browser: Browser,
  held: string,
): Promise<{ context: BrowserContext; page: Page; release(): void }> {
  const context = await browser.newContext();
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await context.route(held, async (route) => {
    await released;
    await route.continue();
  });
  return { context, page: await context.newPage(), release };
}

/** An admin section's link in the admin area's section navigation. */
export const sectionLink = (page: Page, name: string) =>
  page
    .getByRole("navigation", { name: adminCopy.sectionsLabel })
    .getByRole("link", { name, exact: true });
