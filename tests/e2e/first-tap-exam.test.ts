// The sample exam answers every tap before the page's scripts have arrived and the same way,
// once, after the page has hydrated (ADR 227, 228: exam.island.ts); and the visit's first touch
// is kept from the first page while it is parsed (ADR 227, 228: measure.island.ts). Every script
// is held back until the test lets it through.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { joiningText } from "../../app/content/joining.ts";
import { examQuestions, sampleExamMeta, sampleExamToasts } from "../../app/content/sample-exam.ts";
import { COOKIES } from "../../app/lib/cookies.ts";
import {
  ALL_SCRIPTS,
  expectNoAxeViolationsInBothThemes,
  heldPage,
  isHydrated,
  waitForHydration,
} from "../support/browser.ts";
import { uniqueEmail } from "../support/factories.ts";
import type { RunningServer } from "../support/server.ts";
import { startSite } from "../support/site.ts";

let server: RunningServer;
let browser: Browser;

startSite((site) => ({ server, browser } = site), { env: { RATE_LIMIT: "off" } });

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
    await expect(isHydrated(page)).resolves.toBe(false);
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
    await expect(isHydrated(page)).resolves.toBe(false);
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

// ---------------------------------------------------------------- the sample exam

const QUICK = { timeout: 1_000 };
const total = examQuestions.length;

/** After hydration a message is the spec's toast, said once: the inline one stays hidden. */
async function expectToast(page: Page, kind: keyof typeof sampleExamToasts, where: string) {
  const text = page.getByText(sampleExamToasts[kind].description, { exact: true });
  await text.waitFor(QUICK);
  await expect(text.count(), where).resolves.toBe(1);
  await expect(page.locator("[data-exam-alert]:visible").count(), where).resolves.toBe(0);
  await expect(
    page.locator("li").filter({ has: text }).getByText(sampleExamToasts[kind].title).count(),
    where,
  ).resolves.toBe(1);
}

/** The exam's inline message (title and text), the one shown. */
async function expectMessage(page: Page, kind: keyof typeof sampleExamToasts, where: string) {
  const shown = page.locator("[data-exam-alert]:visible");
  await shown.getByText(sampleExamToasts[kind].description, { exact: true }).waitFor(QUICK);
  await expect(
    shown.getByText(sampleExamToasts[kind].title, { exact: true }).count(),
    where,
  ).resolves.toBe(1);
  await expect(shown.count(), where).resolves.toBe(1);
  // Said once: no toast beside it.
  await expect(
    page.getByText(sampleExamToasts[kind].description, { exact: true }).count(),
    where,
  ).resolves.toBe(1);
}

const at = (page: Page, n: number) =>
  page.getByText(`Question ${n} of ${total}`, { exact: true }).waitFor(QUICK);
const checked = (page: Page, option: string) =>
  page.getByRole("radio", { name: option, exact: true }).getAttribute("aria-checked");
const options = (page: Page) => page.getByRole("radio").allTextContents();
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/** The start form filled and sent by a tap; the first question shown. */
async function startTaps(page: Page, name: string, email: string) {
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await button(page, sampleExamMeta.startLabel).click();
  await at(page, 1);
}

/** Answers questions `from`…`to` (1-based) correctly by taps, 'Next' after each but the last. */
async function answerTaps(page: Page, from: number, to: number) {
  for (let n = from; n <= to; n++) {
    await at(page, n);
    await page
      .getByText(`${Math.round((n / total) * 100)}% Complete`, { exact: true })
      .waitFor(QUICK);
    const q = examQuestions[n - 1];
    await page.getByRole("radio", { name: q.correctAnswer, exact: true }).click();
    await expect(checked(page, q.correctAnswer)).resolves.toBe("true");
    if (n < total) await button(page, sampleExamMeta.nextLabel).click();
  }
}

/** React's hydration errors the page reports (it would render the exam again, from the start). */
function hydrationErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /hydrat|#41[89]|#42[35]/i.test(m.text())) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** Counts the exam's posts (the page's own, or its fetcher's). */
function countPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/sample-exam"))
      posts.push(r.url());
  });
  return posts;
}

describe("The sample exam's first taps, before the page's scripts (ADR 227)", () => {
  it("every control answers with every script held back; the submit shows 'Submitting...' and posts the form once", async () => {
    const { context, page } = await phone();
    await page.goto(server.url + "/sample-exam");
    const posts = countPosts(page);
    await button(page, sampleExamMeta.startLabel).click();
    await expectMessage(page, "missing", "empty: ");
    await page.getByRole("textbox", { name: "Name" }).fill("Held Taker");
    await page.getByRole("textbox", { name: "Email" }).fill("held at example");
    await button(page, sampleExamMeta.startLabel).click();
    await expectMessage(page, "invalidEmail", "bad e-mail: ");
    await expect(
      page.getByRole("textbox", { name: "Email" }).getAttribute("aria-invalid"),
    ).resolves.toBe("true");
    await page.getByRole("textbox", { name: "Email" }).fill("held@example.com");
    await button(page, sampleExamMeta.startLabel).click();
    await at(page, 1);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      examQuestions[0].question,
    );
    await expect(button(page, sampleExamMeta.previousLabel).isDisabled()).resolves.toBe(true);
    await button(page, sampleExamMeta.nextLabel).click();
    await expectMessage(page, "answerRequired", "no answer: ");
    await answerTaps(page, 1, 1);
    await at(page, 2);
    await button(page, sampleExamMeta.previousLabel).click();
    await at(page, 1);
    await expect(checked(page, examQuestions[0].correctAnswer)).resolves.toBe("true");
    await button(page, sampleExamMeta.nextLabel).click();
    await answerTaps(page, 2, total);
    await expect(button(page, sampleExamMeta.nextLabel).count()).resolves.toBe(0);
    // What the page shows once 'Submitting...' is there, reported before the page unloads.
    const seen: unknown[] = [];
    await page.exposeFunction("__examSubmitting", (state: unknown) => seen.push(state));
    await page.evaluate(() => {
      const exam = document.querySelector("[data-vs-exam]") as HTMLElement;
      const submit = exam.querySelector<HTMLButtonElement>("[data-exam-submit]")!;
      const previous = exam.querySelector<HTMLButtonElement>("[data-exam-prev]")!;
      const observer = new MutationObserver(() => {
        if (submit.innerText.trim() !== "Submitting...") return;
        observer.disconnect();
        (window as unknown as { __examSubmitting(s: unknown): void }).__examSubmitting({
          submit: submit.disabled,
          previous: previous.disabled,
          hydrated: (window as { __vsHydrated?: boolean }).__vsHydrated === true,
        });
      });
      observer.observe(exam, { subtree: true, childList: true, attributes: true });
    });
    await button(page, sampleExamMeta.submitLabel).click();
    await page.getByRole("heading", { name: sampleExamMeta.resultsHeading }).waitFor();
    await page.getByText(`You scored ${total} out of ${total}`).waitFor();
    await page.getByText(sampleExamMeta.thankYou("Held Taker", "held@example.com", true)).waitFor();
    const mail = await server.mail.waitFor("held@example.com", /QAI Sample Exam/);
    expect(mail.text).toContain(`You scored ${total} out of ${total} (100%).`);
    expect(seen).toEqual([{ submit: true, previous: true, hydrated: false }]);
    expect(posts).toHaveLength(1);
    await expectNoAxeViolationsInBothThemes(page);
    await context.close();
  });

  it("the state made before hydration is the state after it: the question, the answers and the order of the options; then one answer per tap", async () => {
    const { context, page, release } = await phone();
    await page.goto(server.url + "/sample-exam");
    const posts = countPosts(page);
    const errors = hydrationErrors(page);
    await startTaps(page, "Mid Way", "midway@example.com");
    const firstOrder = await options(page);
    await answerTaps(page, 1, 1);
    await at(page, 2);
    await page.getByRole("radio", { name: examQuestions[1].correctAnswer, exact: true }).click();
    const secondOrder = await options(page);
    await expect(isHydrated(page)).resolves.toBe(false);
    release();
    await waitForHydration(page);
    // The same question, answer and order after hydration.
    await at(page, 2);
    await expect(checked(page, examQuestions[1].correctAnswer)).resolves.toBe("true");
    await expect(options(page)).resolves.toEqual(secondOrder);
    await button(page, sampleExamMeta.previousLabel).click();
    await at(page, 1);
    await expect(options(page)).resolves.toEqual(firstOrder);
    await expect(checked(page, examQuestions[0].correctAnswer)).resolves.toBe("true");
    // One tap, one step: 1 → 2 → 3, never two.
    await button(page, sampleExamMeta.nextLabel).click();
    await at(page, 2);
    await button(page, sampleExamMeta.nextLabel).click();
    await at(page, 3);
    await button(page, sampleExamMeta.nextLabel).click();
    await expectToast(page, "answerRequired", "after hydration: ");
    await expectNoAxeViolationsInBothThemes(page);
    await answerTaps(page, 3, total);
    await button(page, sampleExamMeta.submitLabel).click();
    // After hydration the page posts it itself and says so in a toast.
    await page.getByRole("heading", { name: sampleExamMeta.resultsHeading }).waitFor();
    await page.getByText(sampleExamToasts.sent.description, { exact: true }).first().waitFor();
    await page.getByText(sampleExamMeta.thankYou("Mid Way", "midway@example.com", true)).waitFor();
    await page.getByText(`You scored ${total} out of ${total}`).waitFor();
    expect(posts).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the exam by keyboard only, before and after hydration", async () => {
    const { context, page, release } = await phone();
    await page.goto(server.url + "/sample-exam");
    const errors = hydrationErrors(page);
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? "");
    await page.getByRole("textbox", { name: "Name" }).focus();
    await page.keyboard.type("Kim Keys");
    await page.keyboard.press("Tab");
    await page.keyboard.type("kim@example.com");
    await page.keyboard.press("Enter");
    await at(page, 1);
    await expect(focused()).resolves.toBe(examQuestions[0].question);
    await page.keyboard.press("Tab");
    const order = await options(page);
    await expect(focused()).resolves.toBe(order[0]);
    await page.keyboard.press("ArrowDown");
    await expect(focused()).resolves.toBe(order[1]);
    await expect(checked(page, order[1])).resolves.toBe("true");
    await expect(checked(page, order[0])).resolves.toBe("false");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(focused()).resolves.toBe(order.at(-1));
    await expect(checked(page, order.at(-1)!)).resolves.toBe("true");
    await page.keyboard.press("Tab"); // past the disabled 'Previous'
    await expect(focused()).resolves.toBe(sampleExamMeta.nextLabel);
    await page.keyboard.press("Enter");
    await at(page, 2);
    await expect(focused()).resolves.toBe(sampleExamMeta.nextLabel);
    await page.keyboard.press("Enter");
    await expectMessage(page, "answerRequired", "keyboard, before: ");
    await expect(isHydrated(page)).resolves.toBe(false);

    release();
    await waitForHydration(page);
    await at(page, 2);
    await page.keyboard.press("Shift+Tab"); // 'Previous'
    await expect(focused()).resolves.toBe(sampleExamMeta.previousLabel);
    await page.keyboard.press("Shift+Tab"); // the question's options
    const second = await options(page);
    await expect(focused()).resolves.toBe(second[0]);
    await page.keyboard.press("Space");
    await expect(checked(page, second[0])).resolves.toBe("true");
    await page.keyboard.press("ArrowDown");
    await expect(checked(page, second[1])).resolves.toBe("true");
    await expect(checked(page, second[0])).resolves.toBe("false");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(focused()).resolves.toBe(sampleExamMeta.nextLabel);
    await page.keyboard.press("Enter");
    await at(page, 3);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter"); // 'Previous', once
    await at(page, 2);
    await expect(checked(page, second[1])).resolves.toBe("true");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is axe clean in both themes before hydration: the start form's message, a question and its message", async () => {
    const { context, page } = await phone();
    await page.goto(server.url + "/sample-exam");
    await button(page, sampleExamMeta.startLabel).click();
    await expectMessage(page, "missing", "axe: ");
    await expectNoAxeViolationsInBothThemes(page);
    await startTaps(page, "Axe Taker", "axe@example.com");
    await button(page, sampleExamMeta.nextLabel).click();
    await expectMessage(page, "answerRequired", "axe: ");
    await page.getByRole("radio").first().click();
    await expectNoAxeViolationsInBothThemes(page);
    await context.close();
  });
});
