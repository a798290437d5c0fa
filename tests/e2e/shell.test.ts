import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { publicPages } from "../../app/content/routes.ts";
import { animationsAtRest, expectNoAxeViolations, waitForHydration } from "../support/browser.ts";
import type { RunningServer } from "../support/server.ts";
import { startSite } from "../support/site.ts";

let server: RunningServer;
let browser: Browser;

startSite((site) => ({ server, browser } = site));

describe("site shell", () => {
  it("smoke: serves the prerendered landing page without JavaScript, and /healthz", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + "/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain(
      "A new game of innovation for Communities",
    );
    await context.close();
    const health = await fetch(server.url + "/healthz");
    expect(health.status).toBe(200);
  });

  it("opens the side sheet at 390 px and closes it by link, close control and overlay", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(server.url + "/");
    await waitForHydration(page);
    const menu = page.getByRole("button", { name: "Open menu" });
    await menu.click();
    const sheet = page.getByRole("dialog");
    await sheet.getByRole("link", { name: "Founders" }).waitFor(); // the menu loads on first use
    await sheet.getByRole("button", { name: "Close" }).click();
    await sheet.waitFor({ state: "detached" });

    await menu.click();
    await page.getByRole("dialog").waitFor();
    await animationsAtRest(page); // listeners attach after the slide-in
    await page.mouse.click(20, 400); // the overlay, left of a right-side sheet
    await page.getByRole("dialog").waitFor({ state: "detached" });

    await menu.click();
    await page.getByRole("dialog").getByRole("link", { name: "Join Waitlist" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await context.close();
  });

  it("stores the privacy choice in its cookie, presets the switch and shows the toasts", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url + "/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Reject Non-Essential" }).click();
    await page.getByRole("button", { name: "Your Privacy Choices" }).click();
    const dialog = page.getByRole("dialog");
    const toggle = dialog.getByRole("switch", { name: "Opt out of data sharing?" });
    await expect(toggle.getAttribute("aria-checked")).resolves.toBe("false");
    await toggle.click();
    await dialog.getByRole("button", { name: "Submit" }).click();
    await page
      .getByText("You have opted out of data sharing for cross-contextual advertising.")
      .first()
      .waitFor();
    const cookie = (await context.cookies()).find(
      (c) => c.name === "VentureStaking_privacy_choice",
    );
    expect(cookie?.value).toBe("opt-out");
    expect(cookie?.sameSite).toBe("Strict");
    expect(cookie?.path).toBe("/");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    await page.reload();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Your Privacy Choices" }).click();
    await expect(
      page.getByRole("switch", { name: "Opt out of data sharing?" }).getAttribute("aria-checked"),
    ).resolves.toBe("true");
    await page.getByRole("switch", { name: "Opt out of data sharing?" }).click();
    await page.getByRole("button", { name: "Submit" }).click();
    await page
      .getByText("You have opted in to data sharing for cross-contextual advertising.")
      .first()
      .waitFor();
    await context.close();
  });

  it("shows the cookie banner with the page, and its choice works before (or without) hydration", async () => {
    const context = await browser.newContext();
    // The page's scripts never arrive: the head script runs, React never hydrates.
    await context.route("**/assets/*.js", (route) => route.abort());
    const page = await context.newPage();
    await page.goto(server.url + "/founders");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.waitFor();
    await banner.getByRole("button", { name: "Reject Non-Essential" }).click();
    // The head script holds the click for hydration, then (none coming) submits natively.
    await banner.waitFor({ state: "detached", timeout: 20_000 });
    expect(page.url()).toBe(server.url + "/founders");
    expect((await context.cookies()).find((c) => c.name === "vs_consent")?.value).toBe("essential");
    await context.close();

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(server.url + "/founders");
    await expect(plain.getByRole("region", { name: "Cookie consent" }).count()).resolves.toBe(0);
    await noScript.close();
  });

  it("remembers the cookie banner choice across reloads and reopens it from Cookie Settings", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url + "/");
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.waitFor();
    await banner.getByRole("button", { name: "Accept All" }).click();
    await banner.waitFor({ state: "detached" });
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Cookie consent" }).count()).resolves.toBe(0);
    expect((await context.cookies()).find((c) => c.name === "vs_consent")?.value).toBe("all");

    await page.getByRole("button", { name: "Cookie Settings" }).click();
    const settings = page.getByRole("dialog", { name: "Cookie Settings" });
    await expect(
      settings.getByRole("switch", { name: "Measurement" }).getAttribute("aria-checked"),
    ).resolves.toBe("true");
    await settings.getByRole("switch", { name: "Measurement" }).click();
    await settings.getByRole("button", { name: "Save Preferences" }).click();
    expect((await context.cookies()).find((c) => c.name === "vs_consent")?.value).toBe("essential");
    await context.close();
  });

  it("smoke: shows the 404 screen with status 404 and returns home", async () => {
    const page = await browser.newPage();
    const response = await page.goto(server.url + "/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "404" }).waitFor();
    await page.getByText("Oops! Page not found").waitFor();
    await waitForHydration(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(server.url + "/");
    await page.close();
  });

  it("scrolls to the top on a change of path", async () => {
    const page = await browser.newPage({ viewport: { width: 800, height: 300 } });
    await page.goto(server.url + "/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "Founders" }).click();
    await page.waitForURL(/\/founders$/);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.close();
  });

  it("leaves a new page at the top when the last fragment's smooth scroll is cut short", async () => {
    const page = await browser.newPage({ viewport: { width: 800, height: 300 } });
    await page.goto(server.url + "/");
    await waitForHydration(page);
    const navigate = (to: string) =>
      page.evaluate((path) => {
        void (
          window as unknown as { __reactRouterDataRouter: Nav }
        ).__reactRouterDataRouter.navigate(path);
      }, to);
    await navigate("/#site-footer");
    await page.waitForFunction(() => window.scrollY > 0); // the smooth scroll is under way
    await navigate("/founders"); // the footer is on that page too
    await page.waitForURL(/\/founders$/);
    await page.waitForTimeout(800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it("scrolls a fragment target into view after the delay", async () => {
    const page = await browser.newPage({ viewport: { width: 800, height: 300 } });
    await page.goto(server.url + "/#site-footer");
    await waitForHydration(page);
    await page.waitForFunction(() => window.scrollY > 0);
    await page.close();
  });

  // docs/product.md#every-screen: the 'scroll to top on a new path' rule once ran when hydration
  // finished and threw a fragment the browser had already scrolled to back to the top (2 of 12
  // runs). Every scroll position is recorded from the first byte on a page throttled ×6, so one
  // jump back to the top fails the test whenever hydration lands (so one load of each page is
  // enough), and the target must still be in place 400 ms after it arrived.
  it("lands on a fragment and stays there, at load and after a client-side navigation", async () => {
    const targets = ["/#how-it-works", "/venturestakers#simulator"];
    for (const [i, target] of targets.entries()) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
      await page.addInitScript(() => {
        const w = window as unknown as { __scrolls: number[] };
        w.__scrolls = [];
        addEventListener("scroll", () => w.__scrolls.push(Math.round(scrollY)), { passive: true });
      });
      await page.goto(server.url + target);
      await waitForHydration(page);
      await expectLandedOn(page, target);
      const next = targets[(i + 1) % 2];
      await page.evaluate((to) => {
        const w = window as unknown as { __scrolls: number[]; __reactRouterDataRouter: Nav };
        w.__scrolls = [];
        void w.__reactRouterDataRouter.navigate(to); // what a <Link> click does
      }, next);
      await expectLandedOn(page, next);
      await page.context().close();
    }
  });
});

type Nav = { navigate(to: string): Promise<void> };

/** The fragment's target comes to rest at the top (past the header's scroll padding) and stays. */
async function expectLandedOn(page: Page, target: string) {
  const where = () =>
    page.evaluate((id) => {
      const el = document.getElementById(id)!;
      const margin =
        (parseFloat(getComputedStyle(el).scrollMarginTop) || 0) +
        (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0);
      const max = document.documentElement.scrollHeight - innerHeight;
      const want = Math.min(el.getBoundingClientRect().top + scrollY - margin, max);
      const scrolls = (window as unknown as { __scrolls: number[] }).__scrolls;
      const left = scrolls.findIndex((y) => y > 0);
      return {
        off: Math.round(Math.abs(scrollY - want)),
        backToTop: left >= 0 && scrolls.slice(left).includes(0),
      };
    }, target.split("#")[1]);
  await page.waitForURL((url) => url.pathname + url.hash === target);
  await expect.poll(async () => (await where()).off, { timeout: 10_000 }).toBeLessThan(2);
  await page.waitForTimeout(400); // a late reset would come within the 100 ms delay + a frame
  const end = await where();
  expect(end.backToTop, `${target}: scrolled back to the top`).toBe(false);
  expect(end.off, `${target}: moved off its target`).toBeLessThan(2);
}

describe("accessibility", () => {
  for (const { path } of publicPages) {
    it(`has no WCAG 2.2 A/AA violations on ${path}`, async () => {
      const page = await browser.newPage();
      await page.goto(server.url + path);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await page.close();
    });
  }
});

describe("toast region", () => {
  it("F8 focuses the toast region, also before the first toast has been shown", async () => {
    const page = await browser.newPage();
    await page.goto(server.url + "/education");
    await waitForHydration(page);
    const inRegion = () =>
      page.evaluate(
        () => document.activeElement?.closest("[role=region]")?.getAttribute("aria-label") ?? null,
      );
    await expect(inRegion()).resolves.toBeNull();
    await page.keyboard.press("F8");
    await expect.poll(inRegion).toMatch(/^Notifications/);
    await page.close();
  });
});
