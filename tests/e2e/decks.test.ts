import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { deckFigures, deckFigureTexts } from "../../app/content/decks/figures.ts";
import { iuDeck } from "../../app/content/decks/iu-deck.ts";
import { iusponsorDeck } from "../../app/content/decks/iusponsor.ts";
import { presentationDeck } from "../../app/content/decks/presentation.ts";
import type { Deck } from "../../app/content/decks/types.ts";
import { siteConfig } from "../../app/lib/site-config.ts";
import { animationsAtRest, expectNoAxeViolations, waitForHydration } from "../support/browser.ts";
import type { RunningServer } from "../support/server.ts";
import { startSite } from "../support/site.ts";

let server: RunningServer;
let browser: Browser;

startSite((site) => ({ server, browser } = site));

const decks: Deck[] = [presentationDeck, iuDeck, iusponsorDeck];

async function openDeck(page: Page, deck: Deck, hash = "") {
  await page.goto(server.url + deck.path + hash);
  await waitForHydration(page);
}

const counter = (page: Page, n: number, total: number) =>
  page.getByText(`${n} / ${total}`, { exact: true });
const previous = (page: Page) => page.getByRole("button", { name: "Previous", exact: true });
const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true });
/** The heading of the slide on screen (the hidden ones are out of the accessibility tree). */
const slideHeading = (page: Page) => page.getByRole("heading", { level: 2 });

async function expectSlide(page: Page, deck: Deck, n: number) {
  await counter(page, n, deck.slides.length).waitFor();
  await expect.poll(() => slideHeading(page).textContent()).toBe(deck.slides[n - 1].title);
  await page.waitForURL((url) =>
    n === 1 ? url.hash === "" || url.hash === "#1" : url.hash === `#${n}`,
  );
}

describe("slide decks", () => {
  it("have the spec's slide counts and /iusponsor's slide types", () => {
    expect(presentationDeck.slides).toHaveLength(12);
    expect(iuDeck.slides).toHaveLength(12);
    expect(iusponsorDeck.slides.map((s) => s.type)).toEqual([
      "cover",
      "shift",
      "untapped",
      "solution",
      "how-it-works",
      "traction",
      "business",
      "founder",
      "closing",
    ]);
  });

  for (const deck of decks) {
    const total = deck.slides.length;
    it(`${deck.path}: counter, Previous/Next disabled at both ends, dots jump`, async () => {
      const page = await browser.newPage();
      await openDeck(page, deck);
      await counter(page, 1, total).waitFor();
      await expect(previous(page).isDisabled()).resolves.toBe(true);
      await expect(next(page).isEnabled()).resolves.toBe(true);
      await next(page).click();
      await expectSlide(page, deck, 2);
      await expect(previous(page).isEnabled()).resolves.toBe(true);
      await previous(page).click();
      await expectSlide(page, deck, 1);

      const dots = page.getByRole("button", { name: /^Go to slide \d+$/ });
      await expect(dots.count()).resolves.toBe(total);
      await page.getByRole("button", { name: "Go to slide 3", exact: true }).click();
      await expectSlide(page, deck, 3);
      await expect(
        page
          .getByRole("button", { name: "Go to slide 3", exact: true })
          .getAttribute("aria-current"),
      ).resolves.toBe("true");
      await expect(page.locator("[aria-current]").count()).resolves.toBe(1);

      await page.getByRole("button", { name: `Go to slide ${total}`, exact: true }).click();
      await expectSlide(page, deck, total);
      await expect(next(page).isDisabled()).resolves.toBe(true);
      await expect(previous(page).isEnabled()).resolves.toBe(true);
      await page.keyboard.press("ArrowRight"); // no wrap-around
      await expectSlide(page, deck, total);
      await page.close();
    });
  }

  it("smoke: keyboard and URL-hash navigation, with Back and Forward, and announcements", async () => {
    const deck = presentationDeck;
    const page = await browser.newPage();
    await openDeck(page, deck, "#5");
    await expectSlide(page, deck, 5);

    await page.keyboard.press("ArrowRight");
    await expectSlide(page, deck, 6);
    await expect
      .poll(() => page.locator("[aria-live=polite]").textContent())
      .toBe(`Slide 6 of 12: ${deck.slides[5].title}`);
    // Each key, in turn, and the slide it leads to.
    for (const [key, slide] of [
      ["PageDown", 7],
      ["Space", 8],
      ["ArrowDown", 9],
      ["ArrowLeft", 8],
      ["PageUp", 7],
      ["Shift+Space", 6],
      ["ArrowUp", 5],
      ["End", 12],
      ["Home", 1],
    ] as const) {
      await page.keyboard.press(key);
      await expectSlide(page, deck, slide);
    }

    await page.goBack();
    await expectSlide(page, deck, 12);
    await page.goBack();
    await expectSlide(page, deck, 5);
    await page.goForward();
    await expectSlide(page, deck, 12);

    // A link to a slide opens that slide; a number past the end opens the last one.
    await page.goto(server.url + deck.path + "#99");
    await waitForHydration(page);
    await counter(page, 12, 12).waitFor();
    await page.goto(server.url + "/iusponsor#4");
    await waitForHydration(page);
    await expectSlide(page, iusponsorDeck, 4);
    await page.close();
  });

  it("leaves Space on a focused control to the control, and changes slide on a swipe", async () => {
    const page = await browser.newPage();
    await openDeck(page, presentationDeck);
    await next(page).focus();
    await page.keyboard.press("Space"); // activates Next once, not twice
    await expectSlide(page, presentationDeck, 2);
    await page.close();

    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    });
    const touchPage = await context.newPage();
    await openDeck(touchPage, iuDeck);
    const swipe = (fromX: number, toX: number) =>
      touchPage.evaluate(
        ([fromX, toX]) => {
          const target = document.querySelector(".deck-frame[data-current=true] .deck-slide")!;
          const touch = (x: number) =>
            new Touch({ identifier: 1, target, clientX: x, clientY: 400 });
          target.dispatchEvent(
            new TouchEvent("touchstart", {
              bubbles: true,
              touches: [touch(fromX)],
              changedTouches: [touch(fromX)],
            }),
          );
          target.dispatchEvent(
            new TouchEvent("touchend", {
              bubbles: true,
              touches: [],
              changedTouches: [touch(toX)],
            }),
          );
        },
        [fromX, toX],
      );
    await swipe(300, 80);
    await expectSlide(touchPage, iuDeck, 2);
    await swipe(300, 280); // too short: not a swipe
    await swipe(80, 300);
    await expectSlide(touchPage, iuDeck, 1);
    await context.close();
  });

  it("toggles fullscreen with F and respects reduced motion", async () => {
    const page = await browser.newPage();
    await openDeck(page, iusponsorDeck);
    await page.keyboard.press("f");
    await page.waitForFunction(() => document.fullscreenElement !== null);
    await page.getByRole("button", { name: "Exit full screen" }).waitFor();
    await page.keyboard.press("f");
    await page.waitForFunction(() => document.fullscreenElement === null);
    const animation = () =>
      page.evaluate(
        () =>
          getComputedStyle(document.querySelector(".deck-frame[data-current=true] .deck-slide")!)
            .animationName,
      );
    await expect(animation()).resolves.toBe("deck-slide-in");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(animation()).resolves.toBe("none");
    await page.close();
  });

  it("has the waitlist link on /presentation's last-but-one slide only", async () => {
    const page = await browser.newPage();
    await openDeck(page, presentationDeck, "#12");
    await expect(page.getByRole("link", { name: "Join the Waitlist" }).count()).resolves.toBe(0);
    await page.getByRole("link", { name: "Home" }).waitFor();
    await page.keyboard.press("ArrowLeft");
    await expectSlide(page, presentationDeck, 11);
    await page.getByRole("link", { name: "Join the Waitlist" }).click();
    await page.waitForURL(server.url + "/waitlist");
    await page.close();
  });

  it("goes to /launch-arena from /iusponsor's closing 'Get Started' and home from the Home link", async () => {
    const page = await browser.newPage();
    await openDeck(page, iusponsorDeck, "#9");
    await page.getByRole("link", { name: "Get Started" }).click();
    await page.waitForURL(server.url + "/launch-arena");
    await openDeck(page, iuDeck);
    await page.getByRole("link", { name: "Home" }).click();
    await page.waitForURL(server.url + "/");
    await page.close();
  });

  it("loads nothing from a third party before the recording facade is clicked, then opens it in a new tab", async () => {
    const context = await browser.newContext();
    const foreign: string[] = [];
    context.on("request", (r) => {
      if (!r.url().startsWith(server.url) && !r.url().startsWith("data:")) foreign.push(r.url());
    });
    await context.route(
      (url) => !url.href.startsWith(server.url),
      (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<title>Recording</title>" }),
    );
    const page = await context.newPage();
    await openDeck(page, iuDeck);
    const videoIndex = iuDeck.slides.findIndex((s) => s.type === "video");
    for (let i = 0; i < videoIndex; i++) await page.keyboard.press("ArrowRight");
    await expectSlide(page, iuDeck, videoIndex + 1);
    const facade = page.getByRole("link", { name: /Watch the recording/ });
    await expect(facade.getAttribute("href")).resolves.toBe(siteConfig.recordingUrl);
    await expect(facade.textContent()).resolves.toContain("opens in a new tab");
    expect(foreign).toEqual([]);
    const [popup] = await Promise.all([context.waitForEvent("page"), facade.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(siteConfig.recordingUrl);
    await context.close();
  });

  it("shows every figure of docs/product.md#slide-decks on a slide", async () => {
    const texts: string[] = [];
    const page = await browser.newPage();
    for (const deck of decks) {
      await openDeck(page, deck);
      texts.push(...(await page.locator(".deck-slide").allTextContents()));
    }
    await page.close();
    const all = texts.join("\n");
    for (const figure of [...Object.values(deckFigures), ...Object.values(deckFigureTexts)])
      expect(all).toContain(figure);
    expect(all).toContain("327 participants pooled $43,000 → $430,000 of future investing power");
    expect(all).toContain("250 communities = $100M+ revenue");
    expect(all).toContain("A goal of $10M ARR in 3–4 years");
  });

  for (const deck of decks) {
    it(`${deck.path}: prints one landscape page per slide`, async () => {
      const page = await browser.newPage();
      await openDeck(page, deck, "#3");
      const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString(
        "latin1",
      );
      const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
      expect(pages.length).toBe(deck.slides.length);
      const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
      expect(Number(box![1])).toBeGreaterThan(Number(box![2]));
      await page.close();
    });
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1920, height: 1080 },
  ]) {
    it(`fits every slide without scrolling or clipping at ${viewport.width}×${viewport.height}`, async () => {
      const page = await browser.newPage({ viewport });
      for (const deck of decks) {
        await openDeck(page, deck);
        for (let n = 1; n <= deck.slides.length; n++) {
          if (n > 1) await page.keyboard.press("ArrowRight");
          await counter(page, n, deck.slides.length).waitFor();
          const m = await page.evaluate(() => {
            const slide = document.querySelector<HTMLElement>(
              ".deck-frame[data-current=true] .slide",
            )!;
            const box = slide.getBoundingClientRect();
            return {
              docWidth: document.documentElement.scrollWidth,
              docHeight: document.documentElement.scrollHeight,
              overflowX: slide.scrollWidth - slide.clientWidth,
              overflowY: slide.scrollHeight - slide.clientHeight,
              inside:
                box.left >= 0 &&
                box.top >= 0 &&
                box.right <= innerWidth &&
                box.bottom <= innerHeight,
            };
          });
          const where = `${deck.path}#${n}`;
          expect(m.docWidth, where).toBeLessThanOrEqual(viewport.width);
          expect(m.docHeight, where).toBeLessThanOrEqual(viewport.height);
          expect(m.overflowX, where).toBeLessThanOrEqual(1);
          expect(m.overflowY, where).toBeLessThanOrEqual(1);
          expect(m.inside, where).toBe(true);
        }
      }
      await page.close();
    });
  }

  for (const deck of decks) {
    it(`${deck.path}: has no WCAG 2.2 A/AA violations on any slide`, async () => {
      const page = await browser.newPage();
      await openDeck(page, deck);
      for (let n = 1; n <= deck.slides.length; n++) {
        if (n > 1) await page.keyboard.press("ArrowRight");
        await counter(page, n, deck.slides.length).waitFor();
        await animationsAtRest(page);
        await expectNoAxeViolations(page, `${deck.path}#${n}: `);
      }
      await page.close();
    });
  }
});
