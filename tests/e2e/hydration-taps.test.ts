// No tap is lost while a page hydrates (ADR 228). Fresh visits answer the founder quiz, the
// staker test and the FAQ at once, without waiting, while the page's React scripts are let
// through at a different moment each time: before the first tap, between taps, and while
// the widgets' deferred parts hydrate. React stops a click in a part it has not hydrated yet;
// each widget's own module answers it first. Fast and 4× throttled CPU alike.
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { faqItems } from "../../app/content/faq.ts";
import { founderBands, founderQuestions, founderQuizMeta } from "../../app/content/founder-quiz.ts";
import { stakerQuestions, stakerTestMeta } from "../../app/content/staker-test.ts";
import { founderBand, founderScore } from "../../app/features/founder-quiz/founder-quiz.ts";
import { ALL_SCRIPTS, heldPage, waitForHydration } from "../support/browser.ts";
import type { RunningServer } from "../support/server.ts";
import { startSite } from "../support/site.ts";

let server: RunningServer;
let browser: Browser;

startSite((site) => ({ server, browser } = site));

/** When the page's scripts are let through, in ms after the first tap. */
const RELEASES = [0, 60, 150, 300, 600];
const CPU = [1, 4];

async function visit(to: string, releaseAfter: number, cpu: number) {
  const held = await heldPage(browser, ALL_SCRIPTS);
  const { page } = held;
  await page.setViewportSize({ width: 390, height: 844 });
  if (cpu > 1) {
    const cdp = await held.context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  }
  await page.goto(server.url + to);
  const firstTap = () => setTimeout(held.release, releaseAfter);
  return { ...held, firstTap };
}

const hydrated = (page: Page) => waitForHydration(page);

describe("taps while the page hydrates", () => {
  it("the founder quiz counts every answer once, wherever hydration lands", async () => {
    const picks = founderQuestions.map((q) => q.answers.find((a) => a.value > 0)!);
    const band = founderBand(founderScore(picks.map((a) => a.value)));
    for (const cpu of CPU)
      for (const releaseAfter of RELEASES) {
        const { context, page, firstTap } = await visit("/founders", releaseAfter, cpu);
        const quiz = page.locator(`#${founderQuizMeta.sectionId}`);
        await quiz.getByRole("button", { name: founderQuizMeta.startLabel }).click();
        firstTap();
        for (const pick of picks)
          await quiz.getByRole("button", { name: pick.label, exact: true }).click();
        await quiz.getByRole("heading", { name: band.title }).waitFor({ timeout: 5_000 });
        await hydrated(page);
        await expect(
          quiz.getByRole("heading", { name: band.title }).isVisible(),
          `cpu ${cpu}×, scripts after ${releaseAfter} ms`,
        ).resolves.toBe(true);
        expect(founderBands).toContain(band);
        await context.close();
      }
  });

  it("the staker test records each answer and each 'Next Question', wherever hydration lands", async () => {
    for (const cpu of CPU)
      for (const releaseAfter of RELEASES) {
        const { context, page, firstTap } = await visit("/venturestakers", releaseAfter, cpu);
        const test = page.locator(`#${stakerTestMeta.sectionId}`);
        await test.getByRole("button", { name: stakerTestMeta.startLabel }).click();
        firstTap();
        for (const [i, question] of stakerQuestions.slice(0, 3).entries()) {
          await test.getByText(`Question ${i + 1} of ${stakerQuestions.length}`).waitFor();
          await test.getByRole("radio", { name: question.answers[0].label, exact: true }).click();
          await test
            .getByRole("button", { name: stakerTestMeta.nextLabel })
            .locator("visible=true")
            .click();
        }
        await test.getByText(`Question 4 of ${stakerQuestions.length}`).waitFor({ timeout: 5_000 });
        await hydrated(page);
        await expect(
          test.getByText(`Question 4 of ${stakerQuestions.length}`).isVisible(),
          `cpu ${cpu}×, scripts after ${releaseAfter} ms`,
        ).resolves.toBe(true);
        await context.close();
      }
  });

  it("the FAQ opens each question tapped, one at a time, wherever hydration lands", async () => {
    const [first, second, third] = faqItems;
    for (const cpu of CPU)
      for (const releaseAfter of RELEASES) {
        const { context, page, firstTap } = await visit("/venturestakers", releaseAfter, cpu);
        const question = (item: { question: string }) =>
          page.getByRole("button", { name: item.question, exact: true });
        await question(first).click();
        firstTap();
        await question(second).click();
        await question(third).click();
        await hydrated(page);
        const where = `cpu ${cpu}×, scripts after ${releaseAfter} ms`;
        await expect(question(third).getAttribute("aria-expanded"), where).resolves.toBe("true");
        await expect(question(second).getAttribute("aria-expanded"), where).resolves.toBe("false");
        await expect(question(first).getAttribute("aria-expanded"), where).resolves.toBe("false");
        await context.close();
      }
  });

  it("a double tap on a founder quiz answer answers one question", async () => {
    const { context, page, release } = await heldPage(browser, ALL_SCRIPTS);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(server.url + "/founders");
    const quiz = page.locator(`#${founderQuizMeta.sectionId}`);
    await quiz.getByRole("button", { name: founderQuizMeta.startLabel }).click();
    const answer = quiz.getByRole("button", { name: founderQuestions[0].answers[1].label });
    await answer.dblclick();
    await quiz.getByText("Question 2 of 12").waitFor({ timeout: 1_000 });
    release();
    await hydrated(page);
    await expect(quiz.getByText("Question 2 of 12").isVisible()).resolves.toBe(true);
    await context.close();
  });
});
