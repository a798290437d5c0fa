// Motion (ADR 172) is checked at the end. The Theme control (ADR 171): System / Light / Dark in the footer, stored in the vs_theme
// cookie and applied by the head script before the first paint, on prerendered and
// server-rendered pages alike, with no hydration mismatch.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ALL_SCRIPTS, heldPage, isHydrated, waitForHydration } from "../support/browser.ts";
import type { RunningServer } from "../support/server.ts";
import { startSite } from "../support/site.ts";

let server: RunningServer;
let browser: Browser;

startSite((site) => ({ server, browser } = site));

type FirstFrame = { scheme: string | undefined; colorScheme: string; schemes: string[] };

/** Records, in the first animation frame (which runs just before the first paint), the
 *  scheme on <html> and the colour scheme its CSS is in, and every value data-scheme took. */
async function watchFirstFrame(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __firstFrame?: FirstFrame; __schemes: string[] };
    w.__schemes = [];
    // <html> does not exist yet when this runs: watch the document.
    new MutationObserver(() => {
      const s = document.documentElement?.dataset.scheme;
      if (s && w.__schemes.at(-1) !== s) w.__schemes.push(s);
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-scheme"],
    });
    requestAnimationFrame(() => {
      w.__firstFrame = {
        scheme: document.documentElement.dataset.scheme,
        // The CSS in force: each scheme's token block sets color-scheme with its colours.
        colorScheme: getComputedStyle(document.documentElement).colorScheme,
        schemes: [],
      };
    });
  });
}

async function firstFrame(page: Page): Promise<FirstFrame> {
  await page.waitForFunction(() => "__firstFrame" in window);
  return page.evaluate(() => {
    const w = window as unknown as { __firstFrame: FirstFrame; __schemes: string[] };
    return { ...w.__firstFrame, schemes: w.__schemes };
  });
}

/** The names of the Theme buttons marked pressed. */
async function pressed(group: Locator): Promise<string[]> {
  return group.locator('button[aria-pressed="true"]').allTextContents();
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

describe("theme", () => {
  it("follows the system setting when nothing is stored, before the first paint and live", async () => {
    const context = await browser.newContext({ colorScheme: "dark" });
    await watchFirstFrame(context);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await page.goto(server.url + "/");
    expect(await firstFrame(page)).toEqual({
      scheme: "dark",
      colorScheme: "dark",
      schemes: ["dark"],
    });
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    const group = footer.getByRole("group", { name: "Theme" });
    expect(await pressed(group)).toEqual(["System"]);
    await page.emulateMedia({ colorScheme: "light" });
    await page.waitForFunction(() => document.documentElement.dataset.scheme === "light");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("stores Dark, keeps it across reloads, navigation and server-rendered pages, and goes back to System", async () => {
    const context = await browser.newContext({ colorScheme: "light" });
    await watchFirstFrame(context);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await page.goto(server.url + "/about");
    await waitForHydration(page);
    const group = () => page.getByRole("contentinfo").getByRole("group", { name: "Theme" });
    await group().getByRole("button", { name: "Dark" }).click();
    await page.waitForFunction(() => document.documentElement.dataset.scheme === "dark");
    const cookie = (await context.cookies()).find((c) => c.name === "vs_theme");
    expect(cookie?.value).toBe("dark");
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 86_400);

    // Prerendered (/) and server-rendered (/login) pages both open dark from the first frame.
    for (const path of ["/", "/login"]) {
      await page.goto(server.url + path);
      expect(await firstFrame(page)).toEqual({
        scheme: "dark",
        colorScheme: "dark",
        schemes: ["dark"],
      });
      await waitForHydration(page);
      expect(await pressed(group())).toEqual(["Dark"]);
    }

    // A footer rendered by a client-side navigation (from a deck, which has no footer)
    // shows the stored choice too.
    await page.goto(server.url + "/presentation");
    await waitForHydration(page);
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );
    await page.getByRole("link", { name: "Home" }).click();
    await page.waitForURL(server.url + "/");
    await group().waitFor();
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
    await page.waitForFunction(
      () =>
        document.querySelector('[data-vs-theme="dark"]')?.getAttribute("aria-pressed") === "true",
      null,
      { timeout: 5_000 },
    );
    expect(await pressed(group())).toEqual(["Dark"]);

    await group().getByRole("button", { name: "System" }).click();
    await page.waitForFunction(() => document.documentElement.dataset.scheme === "light");
    expect((await context.cookies()).some((c) => c.name === "vs_theme")).toBe(false);
    await page.reload();
    expect((await firstFrame(page)).colorScheme).toBe("light");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("marks the stored choice when the site module runs before the bootstrap and the footer", async () => {
    // React hoists the async site module above the inline bootstrap in <head>: when it arrives
    // at once, it runs before the bootstrap and before the footer is parsed. A script that
    // holds the parser for a moment right after the module's tag stages that every time.
    const { context, page, release } = await heldPage(browser, ALL_SCRIPTS);
    await context.addCookies([{ name: "vs_theme", value: "dark", url: server.url }]);
    await context.route("**/about", async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const body = html.replace(
        /<script type="module" async="" src="\/assets\/islands\/site-[\w-]+\.js"><\/script>/,
        '$&<script src="/__slow-after-site.js"></script>',
      );
      expect(body).not.toBe(html);
      await route.fulfill({ response, body });
    });
    await context.route("**/__slow-after-site.js", async (route) => {
      await new Promise((r) => setTimeout(r, 1_500));
      await route.fulfill({ contentType: "text/javascript", body: "" });
    });
    await page.goto(server.url + "/about", { waitUntil: "domcontentloaded" });
    const group = page.getByRole("contentinfo").getByRole("group", { name: "Theme" });
    expect(await isHydrated(page)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.dataset.scheme)).toBe("dark");
    expect(await pressed(group)).toEqual(["Dark"]);
    release();
    await context.close();
  });

  it("works before hydration and from the keyboard", async () => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    // Hold React's scripts back: the control's own module alone handles it (ADR 228).
    await page.route(/\/assets\/[^/]+\.js$/, () => {});
    await page.goto(server.url + "/", { waitUntil: "domcontentloaded" });
    const group = page.getByRole("group", { name: "Theme" });
    await group.getByRole("button", { name: "Light" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.documentElement.dataset.scheme === "light");
    await page.keyboard.press("Tab"); // to Dark
    await page.keyboard.press("Space");
    await page.waitForFunction(() => document.documentElement.dataset.scheme === "dark");
    expect(await pressed(group)).toEqual(["Dark"]);
    expect((await context.cookies()).find((c) => c.name === "vs_theme")?.value).toBe("dark");
    await context.close();
  });

  it("keeps the PNG result cards on white in the dark scheme", async () => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto(server.url + "/");
    await waitForHydration(page);
    const card = await page.evaluate(() => {
      const el = document.createElement("div");
      el.dataset.scheme = "light";
      el.className = "bg-background text-foreground";
      document.body.append(el);
      const style = getComputedStyle(el);
      return { bg: style.backgroundColor, fg: style.color };
    });
    expect(card).toEqual({ bg: "rgb(255, 255, 255)", fg: "rgb(15, 23, 42)" });
    await context.close();
  });
});

describe("motion", () => {
  // The hero's rotating word also stays still under reduce (home-hero.tsx), but the content
  // has one word today, so there is nothing to see rotate.
  it("moves the cards, the cycle and the hero's tokens", async () => {
    const context = await browser.newContext({ reducedMotion: "no-preference" });
    const page = await context.newPage();
    await page.goto(server.url + "/");
    await waitForHydration(page);
    expect(await page.evaluate(() => document.getAnimations().length)).toBeGreaterThan(0);
    await context.close();
  });

  it("is off under prefers-reduced-motion: reduce", async () => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const path of ["/", "/about", "/venturestakers"]) {
      await page.goto(server.url + path);
      await waitForHydration(page);
      // The global reduce rule shortens other parts' animations to 1 ms; none keeps running.
      await page.waitForTimeout(100);
      expect(
        await page.evaluate(
          () => document.getAnimations().filter((a) => a.playState === "running").length,
        ),
      ).toBe(0);
    }
    await context.close();
  });
});

describe("brand font", () => {
  /** The Figtree files the page has requested, by name without the build hash. */
  async function fontFiles(page: Page): Promise<string[]> {
    return page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => /figtree-(core|extended)/.exec(e.name)?.[0])
        .filter((name): name is string => name !== undefined),
    );
  }

  it("sets the pages in Figtree from the preloaded core file alone; other latin letters fetch the rest", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const path of ["/", "/about", "/privacy-policy"]) {
      await page.goto(server.url + path);
      await page.evaluate(() => document.fonts.ready);
      const heading = page.getByRole("heading", { level: 1 });
      expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(
        /^"Figtree Variable"/,
      );
      expect(
        await page.evaluate(() => document.fonts.check('800 32px "Figtree Variable"', "Arena")),
      ).toBe(true);
      expect(await fontFiles(page), path).toEqual(["figtree-core"]);
    }
    // A member's name with a letter outside the core file ("Zoë") brings the extended file.
    await page.evaluate(async () => {
      document.querySelector("h1")!.textContent = "Zoë Ångström";
      await document.fonts.load('16px "Figtree Variable"', "ëÅ");
    });
    expect(await fontFiles(page)).toEqual(["figtree-core", "figtree-extended"]);
    await context.close();
  });
});
