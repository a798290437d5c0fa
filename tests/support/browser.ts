import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type Page } from "playwright-core";

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
  nodes: { target: string[]; html: string }[];
};

/** Runs axe-core (WCAG 2.2 A/AA rules) in the page; evaluated over CDP, so CSP does not block it. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Colours are checked at rest: mid-way through a dialog's fade-in its text is still faint.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity,
        ),
    null,
    { timeout: 5_000 },
  );
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
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
}

/** Waits until the page has hydrated, deferred parts (app/components/deferred.tsx) included. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      (window as unknown as { __vsHydrated?: boolean }).__vsHydrated === true &&
      document.querySelector("[data-deferred]:not([data-ready])") === null,
    null,
    { timeout: 15_000 },
  );
}
