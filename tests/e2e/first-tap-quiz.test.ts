// The founder quiz and the staker test answer every tap before the page's scripts have arrived
// (their own modules run them: app/lib/quiz-engine.ts, ADR 225, 228), keep their place when the page
// hydrates mid-quiz, and answer each tap once afterwards. Every script is held back until the
// test lets it through; the quiz funnel's beacons are recorded by the page.
import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { founderBands, founderQuestions, founderQuizMeta } from "../../app/content/founder-quiz.ts";
import {
  stakerPlans,
  stakerQuestions,
  stakerTestMeta,
  stakerTiers,
} from "../../app/content/staker-test.ts";
import { founderBand, founderScore } from "../../app/features/founder-quiz/founder-quiz.ts";
import {
  planForBudget,
  stakerScore,
  stakerTier,
} from "../../app/features/staker-test/staker-test.ts";
import { resultQuery } from "../../app/lib/bands.ts";
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

const focused = (page: Page) =>
  page.evaluate(() => `${document.activeElement?.tagName}:${document.activeElement?.textContent}`);
const beacons = (page: Page) =>
  page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons);
const steps = (quiz: string, names: string[]) =>
  names.map((step) => JSON.stringify({ quiz, step }));

/** A phone-sized page at `to`, every script held back, the visitor allowing measurement. */
async function phone(to: string) {
  const held = await heldPage(browser, ALL_SCRIPTS);
  await held.context.addCookies([{ name: "vs_consent", value: "all", url: server.url }]);
  await held.page.addInitScript(() => {
    const w = window as unknown as { __beacons: string[] };
    const send = navigator.sendBeacon.bind(navigator);
    w.__beacons = [];
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith("/api/quiz-events") && data instanceof Blob)
        void data.text().then((body) => w.__beacons.push(body));
      return send(url, data);
    };
  });
  // A hydration that does not match what the quiz's module left (React's error 418 or 425) would
  // throw the quiz away and render it again from its start: none may be reported.
  const errors: string[] = [];
  held.page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  held.page.on("pageerror", (e) => errors.push(e.message));
  await held.page.setViewportSize({ width: 390, height: 844 });
  await held.page.goto(server.url + to);
  return { ...held, errors };
}

/** Answer labels of the founder quiz, none disqualifying, the k-th answer of each question. */
const founderPicks = (k: number) =>
  founderQuestions.map((q) => {
    const allowed = q.answers.filter((a) => a.value !== q.disqualify_if_value);
    return allowed[(k + q.id) % allowed.length];
  });

async function answerFounder(quiz: Locator, from: number, to: number, k: number) {
  const picks = founderPicks(k);
  for (let i = from; i < to; i++) {
    await quiz.getByText(`Question ${i + 1} of 12`).waitFor({ timeout: 1_000 });
    await quiz.getByRole("button", { name: picks[i].label, exact: true }).click();
  }
}

async function expectFounderResult(page: Page, quiz: Locator, k: number) {
  const score = founderScore(founderPicks(k).map((a) => a.value));
  const band = founderBand(score);
  await quiz.getByRole("heading", { name: band.title }).waitFor({ timeout: 1_000 });
  await expect(focused(page)).resolves.toBe(`H3:${band.title}`);
  await quiz.getByText(`Your Score: ${score} / 24`).waitFor({ timeout: 1_000 });
  await quiz.getByText(band.description).waitFor();
  for (const cta of band.ctas) {
    const carried =
      cta.target === "/founder-signup" ? `?${resultQuery("founder", band.title, score)}` : "";
    await expect(quiz.getByRole("link", { name: cta.label }).getAttribute("href")).resolves.toBe(
      cta.target + carried,
    );
  }
  // One band shows, with its own actions.
  await expect(
    quiz.getByRole("button", { name: founderQuizMeta.shareLabel }).count(),
  ).resolves.toBe(1);
  return { band: founderBands.indexOf(band), score };
}

describe("The founder quiz, before the page's scripts (ADR 225)", () => {
  it("smoke: starts, steps, scores and counts with every script held back, keeps its place through hydration, then the same once hydrated", async () => {
    const { context, page, release, errors } = await phone("/founders");
    const quiz = page.locator(`#${founderQuizMeta.sectionId}`);
    await quiz.getByRole("button", { name: founderQuizMeta.startLabel }).click();
    await quiz.getByText("Question 1 of 12").waitFor({ timeout: 1_000 });
    await expect(
      quiz.getByRole("progressbar", { name: "Quiz progress" }).getAttribute("aria-valuenow"),
    ).resolves.toBe(String((1 / 12) * 100));
    await expect(focused(page)).resolves.toBe(`BUTTON:${founderQuestions[0].answers[0].label}`);
    // The arrows move between the answers without choosing.
    await page.keyboard.press("ArrowDown");
    await expect(focused(page)).resolves.toBe(`BUTTON:${founderQuestions[0].answers[1].label}`);
    await page.keyboard.press("End");
    await expect(focused(page)).resolves.toBe(
      `BUTTON:${founderQuestions[0].answers.at(-1)!.label}`,
    );
    await quiz.getByText("Question 1 of 12").waitFor();
    await answerFounder(quiz, 0, 12, 0);
    const first = await expectFounderResult(page, quiz, 0);
    await expectNoAxeViolationsInBothThemes(page);
    await expect(isHydrated(page)).resolves.toBe(false);
    await expect
      .poll(() => beacons(page))
      .toEqual(steps("founder", ["started", "finished", `band:${first.band}`]));

    // Retaken and half answered before the scripts run, finished after: nothing lost or doubled.
    await quiz.getByRole("button", { name: founderQuizMeta.retakeLabel }).click();
    await answerFounder(quiz, 0, 5, 1);
    await quiz.getByText("Question 6 of 12").waitFor({ timeout: 1_000 });
    release();
    await waitForHydration(page);
    await quiz.getByText("Question 6 of 12").waitFor();
    await expect(focused(page)).resolves.toBe(`BUTTON:${founderQuestions[5].answers[0].label}`);
    await answerFounder(quiz, 5, 12, 1);
    const second = await expectFounderResult(page, quiz, 1);
    await expectNoAxeViolationsInBothThemes(page);

    // Once hydrated, each tap answers once, and following a call to action counts it.
    await quiz.getByRole("button", { name: founderQuizMeta.retakeLabel }).click();
    await quiz.getByRole("button", { name: founderPicks(2)[0].label, exact: true }).click();
    await quiz.getByText("Question 2 of 12").waitFor({ timeout: 1_000 });
    await expect(quiz.getByText("Question 3 of 12").count()).resolves.toBe(0);
    const band = founderBands[second.band];
    await expect
      .poll(() => beacons(page))
      .toEqual(
        steps("founder", [
          "started",
          "finished",
          `band:${first.band}`,
          "started",
          "finished",
          `band:${second.band}`,
          "started",
        ]),
      );
    expect(band.ctas.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a result's call to action, followed before the scripts, is counted and carries the score", async () => {
    const { context, page } = await phone("/founders");
    const quiz = page.locator(`#${founderQuizMeta.sectionId}`);
    await quiz.getByRole("button", { name: founderQuizMeta.startLabel }).click();
    await answerFounder(quiz, 0, 12, 3);
    const { band, score } = await expectFounderResult(page, quiz, 3);
    const cta = founderBands[band].ctas[0];
    // The page's scripts never arrive: the link is a page load, the beacon goes with it.
    const sent = page.waitForRequest(
      (r) => r.url().endsWith("/api/quiz-events") && r.postData()?.includes("cta:") === true,
    );
    await quiz.getByRole("link", { name: cta.label }).click();
    expect((await sent).postData()).toBe(
      JSON.stringify({ quiz: "founder", step: `cta:${band}-0` }),
    );
    if (cta.target === "/founder-signup")
      await page.waitForURL(
        (url) => url.search === `?${resultQuery("founder", founderBands[band].title, score)}`,
      );
    await context.close();
  });

  it("disqualifies before the scripts, and 'Retake Quiz' starts again", async () => {
    const { context, page } = await phone("/founders");
    const quiz = page.locator(`#${founderQuizMeta.sectionId}`);
    await quiz.getByRole("button", { name: founderQuizMeta.startLabel }).click();
    const out = founderQuestions[0].answers.find(
      (a) => a.value === founderQuestions[0].disqualify_if_value,
    )!;
    await quiz.getByRole("button", { name: out.label }).click();
    await quiz
      .getByRole("heading", { name: founderQuizMeta.disqualifiedTitle })
      .waitFor({ timeout: 1_000 });
    await expect(focused(page)).resolves.toBe(`H3:${founderQuizMeta.disqualifiedTitle}`);
    await quiz.getByText(founderQuestions[0].disqualify_message!).waitFor();
    await expectNoAxeViolationsInBothThemes(page);
    await quiz.getByRole("button", { name: founderQuizMeta.retakeLabel }).click();
    await quiz.getByText("Question 1 of 12").waitFor({ timeout: 1_000 });
    await expect
      .poll(() => beacons(page))
      .toEqual(steps("founder", ["started", "disqualified", "started"]));
    await context.close();
  });
});

/** Values for questions 1–7 and the budget answer of question 8. */
const STAKER = { values: [2, 1, 2, 1, 2, 0, 1], budget: stakerQuestions[7].answers[1] };

async function stakerQuestion(page: Page, test: Locator, i: number, value: number, keys: boolean) {
  await test.getByText(`Question ${i + 1} of 8`).waitFor({ timeout: 1_000 });
  await expect(focused(page)).resolves.toBe(`H3:${stakerQuestions[i].text}`);
  const next = test.getByRole("button", {
    name: i === 7 ? stakerTestMeta.lastLabel : stakerTestMeta.nextLabel,
  });
  await expect(next.isDisabled()).resolves.toBe(true);
  const answers = stakerQuestions[i].answers;
  const label = answers.find((a) => a.value === value)!.label;
  if (keys) {
    // Tab into the group (its first radio), the arrows move and check, as a radio group does.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    for (const answer of answers) {
      if (answer.label === label) break;
      await page.keyboard.press("ArrowDown");
    }
    await expect(focused(page)).resolves.toContain(label);
  } else await test.getByRole("radio", { name: label, exact: true }).click();
  const radio = test.getByRole("radio", { name: label, exact: true });
  await expect(radio.getAttribute("aria-checked")).resolves.toBe("true");
  await expect(test.locator('[role=radio][aria-checked="true"]:visible').count()).resolves.toBe(1);
  await test.getByText(`Question ${i + 1} of 8`).waitFor(); // choosing only highlights
  if (keys) {
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
  } else await next.click();
}

async function expectStakerResult(test: Locator) {
  const tier = stakerTier(stakerScore(STAKER.values));
  const plan = planForBudget(STAKER.budget.value);
  await test.getByRole("heading", { name: tier.title, exact: true }).waitFor({ timeout: 1_000 });
  const table = test.getByRole("table", { name: stakerTestMeta.planLabel });
  await expect(table.getByRole("row").count()).resolves.toBe(2);
  await expect(table.getByRole("row").nth(1).getByRole("cell").allTextContents()).resolves.toEqual([
    plan.level,
    String(plan.founders_to_back),
    plan.credits_per_founder,
    plan.investing_power,
  ]);
  return stakerTiers.indexOf(tier);
}

describe("The staker test, before the page's scripts (ADR 225)", () => {
  it("smoke: starts, chooses by pointer and keyboard, scores with every script held back, keeps its place through hydration", async () => {
    expect(stakerPlans.length).toBeGreaterThan(1);
    const { context, page, release, errors } = await phone("/venturestakers");
    const test = page.locator(`#${stakerTestMeta.sectionId}`);
    await test.getByRole("button", { name: stakerTestMeta.startLabel }).click();
    for (const [i, value] of STAKER.values.entries())
      await stakerQuestion(page, test, i, value, i % 2 === 1);
    await stakerQuestion(page, test, 7, STAKER.budget.value, false);
    const tier = await expectStakerResult(test);
    await expectNoAxeViolationsInBothThemes(page);
    await expect(isHydrated(page)).resolves.toBe(false);
    await expect
      .poll(() => beacons(page))
      .toEqual(steps("staker", ["started", "finished", `band:${tier}`]));

    // 'Take the test again' goes back to the start, cleared; hydration comes mid-test.
    await test.getByRole("button", { name: stakerTestMeta.retakeLabel }).click();
    await test.getByRole("button", { name: stakerTestMeta.startLabel }).click();
    for (const [i, value] of STAKER.values.slice(0, 3).entries())
      await stakerQuestion(page, test, i, value, false);
    release();
    await waitForHydration(page);
    await test.getByText("Question 4 of 8").waitFor();
    for (const [i, value] of STAKER.values.entries())
      if (i >= 3) await stakerQuestion(page, test, i, value, i % 2 === 0);
    await stakerQuestion(page, test, 7, STAKER.budget.value, true);
    await expectStakerResult(test);
    await expectNoAxeViolationsInBothThemes(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
