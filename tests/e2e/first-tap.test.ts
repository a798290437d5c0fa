// The controls their own modules answer (ADR 223, 228: mobile-menu.island.ts, faq.island.ts) answer the
// first tap before the page's scripts have arrived, and answer it the same way, once, after the
// page has hydrated. Every script is held back until the test lets it through.
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { faqItems } from "../../app/content/faq.ts";
import {
  ALL_SCRIPTS,
  expectNoAxeViolationsInBothThemes,
  heldPage,
  isHydrated,
  waitForHydration,
} from "../support/browser.ts";
import type { RunningServer } from "../support/server.ts";
import { startSite } from "../support/site.ts";

let server: RunningServer;
let browser: Browser;

startSite((site) => ({ server, browser } = site));

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");

/** A phone-sized page at `to` whose scripts wait for `release`, loaded. */
async function phone(to: string) {
  const held = await heldPage(browser, ALL_SCRIPTS);
  await held.page.setViewportSize({ width: 390, height: 844 });
  await held.page.goto(server.url + to);
  return held;
}

/** Opens, then closes the menu each way a visitor can; `where` names the page's state. */
async function useMenu(page: Page, where: string) {
  const menu = page.getByRole("button", { name: "Open menu" });
  const dialog = page.getByRole("dialog", { name: "Menu" });
  const expanded = () => menu.getAttribute("aria-expanded");
  await expect(expanded(), where).resolves.toBe("false");

  await menu.click();
  await dialog.getByRole("link", { name: "Founders" }).waitFor({ timeout: 1_000 });
  await expect(expanded(), where).resolves.toBe("true");
  await expect(focusedText(page), where).resolves.toBe("Founders");
  // The page behind it does not scroll while it is open, as under the Radix sheet.
  await expect(
    page.evaluate(() => getComputedStyle(document.documentElement).overflow),
    where,
  ).resolves.toBe("hidden");
  await page.keyboard.press("Tab");
  await expect(focusedText(page), where).resolves.toBe("Staking®");
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden", timeout: 1_000 });
  // The dialog's 'close' event, a task after it closed, marks the opener.
  await expect.poll(expanded, { message: where, timeout: 1_000 }).toBe("false");
  await expect.poll(() => focusedLabel(page), { message: where }).toBe("Open menu");

  await page.keyboard.press("Enter"); // the focused 'Open menu'
  await dialog.waitFor({ timeout: 1_000 });
  await dialog.getByRole("button", { name: "Close" }).click();
  await dialog.waitFor({ state: "hidden", timeout: 1_000 });
  await expect.poll(() => focusedLabel(page), { message: where }).toBe("Open menu");

  await menu.click();
  await dialog.waitFor({ timeout: 1_000 });
  await page.mouse.click(20, 400); // the dimmed page, left of the sheet
  await dialog.waitFor({ state: "hidden", timeout: 1_000 });
  await expect.poll(expanded, { message: where, timeout: 1_000 }).toBe("false");
}

/** Opens one question, then another (the first closes), closes it, and moves by the arrows. */
async function useFaq(page: Page, where: string) {
  const first = page.getByRole("button", { name: faqItems[0].question });
  const second = page.getByRole("button", { name: faqItems[3].question });
  const firstAnswer = page.getByRole("region", { name: faqItems[0].question });
  await first.click();
  await firstAnswer.waitFor({ timeout: 1_000 });
  await expect(first.getAttribute("aria-expanded"), where).resolves.toBe("true");
  await second.click();
  await page.getByRole("region", { name: faqItems[3].question }).waitFor({ timeout: 1_000 });
  await expect(first.getAttribute("aria-expanded"), where).resolves.toBe("false");
  await expect(firstAnswer.isVisible(), where).resolves.toBe(false);
  await second.click();
  await expect(second.getAttribute("aria-expanded"), where).resolves.toBe("false");
  await expect(page.locator("[data-vs-accordion] [role=region]:visible").count()).resolves.toBe(0);

  await first.focus();
  await page.keyboard.press("Enter");
  await expect(first.getAttribute("aria-expanded"), where).resolves.toBe("true");
  await page.keyboard.press("Space");
  await expect(first.getAttribute("aria-expanded"), where).resolves.toBe("false");
  await page.keyboard.press("ArrowDown");
  await expect(focusedText(page), where).resolves.toBe(faqItems[1].question);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(focusedText(page), where).resolves.toBe(faqItems.at(-1)!.question);
  await page.keyboard.press("Home");
  await expect(focusedText(page), where).resolves.toBe(faqItems[0].question);
}

describe("The first tap, before the page's scripts (ADR 223)", () => {
  it("smoke: the menu opens and an FAQ answer shows with every script held back", async () => {
    const { context, page } = await phone("/venturestakers");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).waitFor({ timeout: 1_000 });
    await page.keyboard.press("Escape");
    const question = page.getByRole("button", { name: faqItems[0].question });
    await question.click();
    await page.getByText(faqItems[0].answer).waitFor({ timeout: 1_000 });
    await expect(isHydrated(page)).resolves.toBe(false);
    await context.close();
  });

  it("the mobile menu opens, moves the focus in, and closes by Escape, 'Close' and outside, then the same once hydrated", async () => {
    const { context, page, release } = await phone("/");
    await useMenu(page, "before hydration: ");
    await expect(isHydrated(page)).resolves.toBe(false);
    // Opened before hydration and still open when the page hydrates: it stays open, one dialog.
    await page.getByRole("button", { name: "Open menu" }).click();
    release();
    await page.waitForFunction(() => (window as { __vsHydrated?: boolean }).__vsHydrated);
    await expect(page.getByRole("dialog", { name: "Menu" }).isVisible()).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await waitForHydration(page);
    await useMenu(page, "after hydration: ");
    await context.close();
  });

  it("a link in the menu closes it, before hydration (a page load) and after (a client-side navigation)", async () => {
    const { context, page, release } = await phone("/");
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await dialog.getByRole("link", { name: "Founders" }).click();
    await page.waitForURL(/\/founders$/);
    await expect(dialog.isVisible()).resolves.toBe(false);
    release();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await dialog.getByRole("link", { name: "Join Waitlist" }).click();
    await page.waitForURL(/\/waitlist$/);
    await dialog.waitFor({ state: "hidden" });
    await expect(
      page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"),
    ).resolves.toBe("false");
    await page.getByRole("button", { name: "Open menu" }).click(); // the same element after navigating
    await dialog.waitFor({ timeout: 1_000 });
    await context.close();
  });

  it("the open menu is axe clean in both themes before hydration", async () => {
    const { context, page } = await phone("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    await expectNoAxeViolationsInBothThemes(page);
    await context.close();
  });

  it("the FAQ opens one answer at a time and moves by the arrows, then the same once hydrated", async () => {
    const { context, page, release } = await phone("/venturestakers");
    await useFaq(page, "before hydration: ");
    await expect(isHydrated(page)).resolves.toBe(false);
    // An answer opened before hydration stays open through it.
    await page.getByRole("button", { name: faqItems[2].question }).click();
    release();
    await waitForHydration(page);
    await expect(
      page.getByRole("button", { name: faqItems[2].question }).getAttribute("aria-expanded"),
    ).resolves.toBe("true");
    await page.getByRole("button", { name: faqItems[2].question }).click();
    await useFaq(page, "after hydration: ");
    await context.close();
  });
});
