// The cookie banner never hides the page (WCAG 2.2 SC 2.4.11 Focus Not Obscured): while it is
// shown the page reserves room for it, so the footer scrolls above it and a focused control is
// never under it, on a 390 px phone and on a desktop (ADR 131).
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { waitForHydration } from "../support/browser.ts";
import type { RunningServer } from "../support/server.ts";
import { startSite } from "../support/site.ts";

let server: RunningServer;
let browser: Browser;

startSite((site) => ({ server, browser } = site));

/** The focused element's box and the banner's, in viewport coordinates; null when no banner. */
function focusAndBanner(page: Page) {
  return page.evaluate(() => {
    const banner = document.querySelector<HTMLElement>(".cookie-banner");
    const focused = document.activeElement as HTMLElement | null;
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    return {
      label: (focused?.getAttribute("aria-label") ?? focused?.textContent ?? "").trim(),
      inBanner: !!(banner && focused && banner.contains(focused)),
      focused: focused && focused !== document.body ? box(focused) : null,
      banner: banner && banner.checkVisibility() ? box(banner) : null,
    };
  });
}

type Box = { top: number; bottom: number; left: number; right: number };
const intersects = (a: Box, b: Box) =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

describe("Cookie banner", () => {
  for (const [viewport, early] of [
    [{ width: 390, height: 844 }, false],
    [{ width: 1280, height: 800 }, false],
    [{ width: 390, height: 844 }, true],
    [{ width: 1280, height: 800 }, true],
  ] as const) {
    it(`at ${viewport.width} px${early ? ", before the page has hydrated," : ""} never covers a focused control, and the footer's privacy controls work with it open`, async () => {
      const context = await browser.newContext({ viewport });
      let release = () => {};
      if (early) {
        const released = new Promise<void>((r) => (release = r));
        await context.route("**/assets/entry.client-*.js", async (route) => {
          await released;
          await route.continue();
        });
      }
      const page = await context.newPage();
      await page.goto(server.url + "/education", { waitUntil: early ? "commit" : "load" });
      if (!early) await waitForHydration(page);
      await page.getByRole("region", { name: "Cookie consent" }).waitFor();

      // Keyboard only: every stop on the way to the footer's 'Your Privacy Choices'.
      const hidden: string[] = [];
      for (let i = 0; i < 200; i++) {
        await page.keyboard.press("Tab");
        const state = await focusAndBanner(page);
        expect(state.banner, "the banner stays open").not.toBeNull();
        if (state.focused && !state.inBanner && intersects(state.focused, state.banner!))
          hidden.push(state.label);
        if (state.label === "Your Privacy Choices") break;
        expect(i, "reached 'Your Privacy Choices' by Tab").toBeLessThan(199);
      }
      expect(hidden, "focused controls under the banner").toEqual([]);
      release();
      await waitForHydration(page);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });

      // The pointer reaches both footer controls: scrolled to the end, nothing lies over them.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      for (const name of ["Your Privacy Choices", "Cookie Settings"]) {
        const button = page.getByRole("button", { name, exact: true });
        const covered = await button.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !(top && el.contains(top));
        });
        expect(covered, `${name} is under something`).toBe(false);
      }
      await page.getByRole("button", { name: "Cookie Settings", exact: true }).click();
      await page.getByRole("dialog").waitFor();
      await context.close();
    });
  }
});
