// The sample exam answers every tap before the page's scripts have arrived and the same way,
// once, after the page has hydrated (ADR 227, app/lib/head-exam.ts); and the visit's first touch
// is kept from the first page while it is parsed (ADR 227, app/lib/head-touch.ts). Every script
// is held back until the test lets it through.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { joiningText } from "../../app/content/joining.ts";
import { COOKIES } from "../../app/lib/cookies.ts";
import { heldPage, waitForHydration } from "../support/browser.ts";
import { uniqueEmail } from "../support/factories.ts";
import type { RunningServer } from "../support/server.ts";
import { startSite } from "../support/site.ts";

let server: RunningServer;
let browser: Browser;

startSite((site) => ({ server, browser } = site), { env: { RATE_LIMIT: "off" } });

const ALL_SCRIPTS = "**/assets/*.js";

const hydrated = (page: Page) =>
  page.evaluate(() => (window as { __vsHydrated?: boolean }).__vsHydrated === true);

/** A phone-sized page whose scripts wait for `release`, with the consent cookie `consent`. */
async function phone(consent?: "all" | "essential") {
  const held = await heldPage(browser, ALL_SCRIPTS);
  await held.page.setViewportSize({ width: 390, height: 844 });
  if (consent)
    await held.context.addCookies([
      { name: COOKIES.consent.name, value: consent, url: server.url },
    ]);
  return held;
}

/** The first touch the context's browser keeps, as its parts. */
async function keptTouch(context: BrowserContext) {
  const cookie = (await context.cookies(server.url)).find(
    (c) => c.name === COOKIES.firstTouch.name,
  );
  return cookie && Object.fromEntries(new URLSearchParams(decodeURIComponent(cookie.value)));
}

/** Fills the waitlist form at /waitlist with a new member's name, e-mail and password. */
async function fillWaitlist(page: Page, name: string) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email").fill(uniqueEmail("touch"));
  await page.getByLabel("Password").fill("correct-horse-7");
}

/** The source the member's profile names (joiningText.firstTouch). */
async function expectProfileSource(context: BrowserContext, source: string) {
  const profile = await context.newPage();
  await profile.goto(server.url + "/profile");
  await profile.getByText(joiningText.firstTouch(source)).waitFor();
  await profile.close();
}

describe("The first touch, before the page's scripts (ADR 227)", () => {
  it("smoke: a consenting visitor's landing page is kept while it is parsed; another address typed, then joining, records it", async () => {
    const { context, page, release } = await phone("all");
    await page.goto(server.url + "/?utm_source=tapnews&utm_campaign=autumn");
    await expect(keptTouch(context)).resolves.toEqual({
      p: "/",
      r: "",
      s: "tapnews",
      m: "",
      c: "autumn",
    });
    await expect(hydrated(page)).resolves.toBe(false);
    // Another address typed (no referrer); the first touch stays the first.
    await page.goto(server.url + "/waitlist");
    await expect(keptTouch(context)).resolves.toMatchObject({ p: "/", s: "tapnews" });
    release();
    await waitForHydration(page);
    await fillWaitlist(page, "Tap Typed");
    await page.getByRole("button", { name: /Join the Waitlist/ }).click();
    await page.waitForURL(/\/dashboard/);
    await expectProfileSource(context, "tapnews");
    await context.close();
  });

  it("'Accept All' before the scripts keeps the landing page; a native form post from elsewhere carries it", async () => {
    const { context, page, release } = await phone();
    await page.goto(server.url + "/education?utm_source=banner", {
      referer: "https://news.example/issue/3",
    });
    await expect(keptTouch(context)).resolves.toBeUndefined();
    await page.getByRole("button", { name: "Accept All" }).click();
    await expect(keptTouch(context)).resolves.toEqual({
      p: "/education",
      r: "news.example",
      s: "banner",
      m: "",
      c: "",
    });
    await expect(hydrated(page)).resolves.toBe(false);
    // The waitlist form posted natively, the page's scripts never started.
    await page.goto(server.url + "/waitlist");
    await fillWaitlist(page, "Tap Native");
    // 'commit': a member's page starts its held scripts at once, which hold its load event.
    await Promise.all([
      page.waitForURL(/\/dashboard/, { waitUntil: "commit" }),
      page.locator("form", { has: page.getByLabel("Full Name") }).evaluate((f) => {
        (f as HTMLFormElement).requestSubmit();
      }),
    ]);
    release();
    await expectProfileSource(context, "banner");
    await context.close();
  });

  it("is not kept for a visitor who chose essential cookies only", async () => {
    const { context, page } = await phone("essential");
    await page.goto(server.url + "/?utm_source=nope");
    await page.goto(server.url + "/about");
    await expect(keptTouch(context)).resolves.toBeUndefined();
    await context.close();
  });
});
