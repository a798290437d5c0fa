import { readdir, readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it, onTestFinished } from "vitest";
import { capitalStackMeta, pathways } from "../../app/content/capital-stack.ts";
import { faqItems } from "../../app/content/faq.ts";
import { founderBands, founderQuestions, founderQuizMeta } from "../../app/content/founder-quiz.ts";
import { resultSharingToasts } from "../../app/content/result-sharing.ts";
import { examQuestions, sampleExamMeta, sampleExamToasts } from "../../app/content/sample-exam.ts";
import { simulatorMeta } from "../../app/content/simulator.ts";
import { stakerQuestions, stakerTestMeta } from "../../app/content/staker-test.ts";
import { resultQuery } from "../../app/lib/bands.ts";
import { expectNoAxeViolations, waitForHydration } from "../support/browser.ts";
import { freePort, spawnServer, type RunningServer } from "../support/server.ts";
import { startSite } from "../support/site.ts";

let server: RunningServer;
let browser: Browser;

startSite((site) => ({ server, browser } = site), { env: { RATE_LIMIT_FORM_MAX: "5" } });

/** `path` opened at its section `id`, hydrated: the section. */
async function openSection(page: Page, path: string, id: string) {
  await page.goto(`${server.url}${path}#${id}`);
  await waitForHydration(page);
  return page.locator(`section#${id}`);
}

/** A toast's text (the toast region also repeats it for screen readers, hence first()). */
function toastText(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// ---------------------------------------------------------------- sample exam

async function startExam(page: Page, url: string, name: string, email: string) {
  await page.goto(url + "/sample-exam");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("button", { name: "Start Quiz" }).click();
  await page.getByText("Question 1 of 15").waitFor();
}

/** Answers every question (correctly or with the first wrong option) and submits. */
async function answerAll(page: Page, correct: boolean, submit = true) {
  for (const [i, q] of examQuestions.entries()) {
    await page.getByText(`Question ${i + 1} of 15`).waitFor();
    await page.getByText(`${Math.round(((i + 1) / 15) * 100)}% Complete`).waitFor();
    await page.getByRole("heading", { name: q.question }).waitFor();
    const choice = correct ? q.correctAnswer : q.options.find((o) => o !== q.correctAnswer)!;
    await page.getByRole("radio", { name: choice, exact: true }).click();
    if (i < examQuestions.length - 1)
      await page.getByRole("button", { name: "Next", exact: true }).click();
  }
  if (submit) await page.getByRole("button", { name: "Submit Quiz" }).click();
}

/** Every question answered correctly, as the exam form's fields. */
const correctFields = Object.fromEntries(examQuestions.map((q) => [`q${q.id}`, q.correctAnswer]));

/** Posts the exam form as a browser without JavaScript would, from the address `ip`. */
function postExam(fields: Record<string, string>, ip: string) {
  return fetch(server.url + "/sample-exam", {
    method: "POST",
    headers: {
      origin: server.url,
      "x-forwarded-for": ip,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields),
  });
}

/** The quiz's end after a failed send: the 'Submission Error' toast over the full results. */
async function failedSendResults(page: Page) {
  await toastText(page, sampleExamToasts.failed.title).waitFor();
  await toastText(page, sampleExamToasts.failed.description).waitFor();
  await page.getByRole("heading", { name: "Quiz Complete!" }).waitFor();
  await page.getByText("You scored 15 out of 15").waitFor();
}

describe("QAI sample exam", () => {
  it("smoke: validates the start form, walks the exam all correct, shows 100% and e-mails the results", async () => {
    const page = await browser.newPage();
    await page.goto(server.url + "/sample-exam");
    await waitForHydration(page);
    await expect(
      page.getByRole("link", { name: "Back to Education" }).getAttribute("href"),
    ).resolves.toBe("/education");
    await page.getByRole("heading", { level: 1, name: "QAI Sample Exam" }).waitFor();

    await page.getByRole("button", { name: "Start Quiz" }).click();
    await toastText(page, sampleExamToasts.missing.title).waitFor();
    await toastText(page, sampleExamToasts.missing.description).waitFor();
    await page.getByRole("textbox", { name: "Name" }).fill("Ada Lovelace");
    await page.getByRole("textbox", { name: "Email" }).fill("ada at example");
    await page.getByRole("button", { name: "Start Quiz" }).click();
    await toastText(page, sampleExamToasts.invalidEmail.description).waitFor();
    await page.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
    await page.getByRole("button", { name: "Start Quiz" }).click();

    await page.getByText("Question 1 of 15").waitFor();
    await page.getByText("7% Complete").waitFor();
    await expect(page.getByRole("button", { name: "Previous" }).isDisabled()).resolves.toBe(true);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await toastText(page, sampleExamToasts.answerRequired.description).waitFor();
    await expectNoAxeViolations(page);

    // Previous goes back and keeps the answer.
    await page.getByRole("radio", { name: examQuestions[0].correctAnswer }).click();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByText("Question 2 of 15").waitFor();
    await page.getByRole("button", { name: "Previous" }).click();
    await page.getByText("Question 1 of 15").waitFor();
    await expect(
      page
        .getByRole("radio", { name: examQuestions[0].correctAnswer })
        .getAttribute("aria-checked"),
    ).resolves.toBe("true");

    await answerAll(page, true);
    await page.getByRole("heading", { name: "Quiz Complete!" }).waitFor();
    await toastText(page, sampleExamToasts.sent.title).waitFor();
    await toastText(page, sampleExamToasts.sent.description).waitFor();
    await page
      .getByText("Thank you, Ada Lovelace! Your results have been sent to ada@example.com.")
      .waitFor();
    await page.getByText("100%", { exact: true }).waitFor();
    await page.getByText("You scored 15 out of 15").waitFor();
    await expect(page.getByText(/^Correct answer:/).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);

    const mail = await server.mail.waitFor("ada@example.com", /QAI Sample Exam/);
    expect(mail.text).toContain("You scored 15 out of 15 (100%).");
    expect(mail.text).toContain("Hi Ada Lovelace,");
    for (const q of examQuestions)
      expect(mail.text).toContain(`Your answer: ${q.correctAnswer} (Correct)`);

    await page.getByRole("button", { name: "Take Quiz Again" }).click();
    await page.getByRole("button", { name: "Start Quiz" }).waitFor();
    await page.close();
  });

  it("shows 0% with every wrong answer in red beside the correct one, and e-mails the review", async () => {
    const page = await browser.newPage();
    await startExam(page, server.url, "Bob", "bob@example.com");
    // The options are shuffled on every start; the question order is kept.
    const first = await page.getByRole("radio").allTextContents();
    expect([...first].sort()).toEqual([...examQuestions[0].options].sort());
    await answerAll(page, false, false);
    // Hold the submission until the button has been seen reading 'Submitting...' and disabled.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/sample-exam*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Submit Quiz" }).click();
    const submitting = page.getByRole("button", { name: "Submitting..." });
    await submitting.waitFor();
    await expect(submitting.isDisabled()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Previous" }).isDisabled()).resolves.toBe(true);
    release();
    await page.getByRole("heading", { name: "Quiz Complete!" }).waitFor();
    await page.getByText("0%", { exact: true }).waitFor();
    await page.getByText("You scored 0 out of 15").waitFor();
    for (const q of examQuestions) {
      const expected = examQuestions.filter((o) => o.correctAnswer === q.correctAnswer).length;
      await expect(
        page.getByText(`Correct answer: ${q.correctAnswer}`, { exact: true }).count(),
      ).resolves.toBe(expected);
    }
    const mail = await server.mail.waitFor("bob@example.com", /QAI Sample Exam/);
    expect(mail.text).toContain("You scored 0 out of 15 (0%).");
    expect(mail.text).toContain("Incorrect. Correct answer: Marketplace");
    await page.close();
  });

  it("smoke: works without JavaScript as two form posts, and e-mails the results", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + "/sample-exam");
    await page.getByRole("button", { name: "Start Quiz" }).click();
    await page.getByRole("alert").getByText(sampleExamToasts.missing.description).waitFor();
    await page.getByRole("textbox", { name: "Name" }).fill("Nojs Taker");
    await page.getByRole("textbox", { name: "Email" }).fill("nojs@example.com");
    await page.getByRole("button", { name: "Start Quiz" }).click();
    for (const q of examQuestions) {
      const group = page.getByRole("group", { name: `${q.id}. ${q.question}` });
      await group
        .getByRole("radio", { name: q.id === 1 ? "Subscription" : q.correctAnswer, exact: true })
        .check();
    }
    await page.getByRole("button", { name: "Submit Quiz" }).click();
    await page.getByRole("heading", { name: "Quiz Complete!" }).waitFor();
    await page.getByText("You scored 14 out of 15").waitFor();
    await page.getByText("93%", { exact: true }).waitFor();
    await page
      .getByText(`${sampleExamToasts.sent.title} ${sampleExamToasts.sent.description}`)
      .waitFor();
    await page.getByText("Correct answer: Marketplace").waitFor();
    const mail = await server.mail.waitFor("nojs@example.com", /QAI Sample Exam/);
    expect(mail.text).toContain("You scored 14 out of 15 (93%).");
    await expect(
      page.getByRole("link", { name: "Take Quiz Again" }).getAttribute("href"),
    ).resolves.toBe("/sample-exam");
    await context.close();
  });

  it("recomputes the score on the server and refuses bad input with 400", async () => {
    const bad = await postExam(
      { name: "Eve", email: "eve@example.com", ...correctFields, q4: "Maybe" },
      "203.0.113.1",
    );
    expect(bad.status).toBe(400);
    const noMail = await postExam(
      { name: "Eve", email: "not-an-email", ...correctFields },
      "203.0.113.1",
    );
    expect(noMail.status).toBe(400);
    // A client-sent score is ignored: the e-mail carries the score of the answers.
    const forged = await postExam(
      {
        name: "Eve",
        email: "eve@example.com",
        score: "15",
        percentage: "100",
        ...correctFields,
        q1: "Subscription",
      },
      "203.0.113.1",
    );
    expect(forged.status).toBe(200);
    const mail = await server.mail.waitFor("eve@example.com", /QAI Sample Exam/);
    expect(mail.text).toContain("You scored 14 out of 15 (93%).");
  });

  it("rate-limits submissions per address and per IP", async () => {
    const post = (email: string, ip: string) =>
      postExam({ name: "Rate", email, ...correctFields }, ip);
    const byAddress: number[] = [];
    for (let i = 0; i < 6; i++)
      byAddress.push((await post("same@example.com", `198.51.100.${i + 1}`)).status);
    expect(byAddress).toEqual([200, 200, 200, 200, 200, 429]);
    const byIp: number[] = [];
    for (let i = 0; i < 6; i++)
      byIp.push((await post(`r${i}@example.com`, "198.51.100.200")).status);
    expect(byIp).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("still shows the results with the 'Submission Error' toast when the e-mail cannot be sent", async () => {
    // A server whose SMTP_URL points at a closed port: every e-mail fails.
    const failing = await spawnServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` },
    });
    onTestFinished(() => failing.close());
    const page = await browser.newPage();
    await startExam(page, failing.url, "Cy", "cy@example.com");
    await answerAll(page, true);
    await failedSendResults(page);
    expect(failing.mail.messages).toHaveLength(0);
    await page.close();
  }, 180_000);
});

describe("QAI sample exam when sending fails", () => {
  for (const [what, answer] of [
    ["the request fails (network error)", "abort"],
    ["the server answers 500", 500],
    ["the server answers 502 from a proxy", 502],
    ["a rate limit answers 429", 429],
  ] as const) {
    it(`moves to the results with 'Submission Error' when ${what}, and does not claim they were sent`, async () => {
      const context = await browser.newContext();
      await context.route(
        (url) => url.pathname === "/sample-exam.data",
        async (route) => {
          if (route.request().method() !== "POST") return route.continue();
          if (answer === "abort") return route.abort("connectionreset");
          return route.fulfill({
            status: answer,
            contentType: answer === 502 ? "text/html" : "application/json",
            body: answer === 502 ? "<h1>Bad Gateway</h1>" : '{"error":"Too many requests"}',
          });
        },
      );
      const page = await context.newPage();
      await startExam(page, server.url, "Dee", "dee@example.com");
      await answerAll(page, true);
      await failedSendResults(page);
      await page.getByText(sampleExamMeta.thankYou("Dee", "dee@example.com", false)).waitFor();
      await expect(page.getByText(/have been sent/).count()).resolves.toBe(0);
      await expect(page.getByText("Unexpected Application Error!").count()).resolves.toBe(0);
      await context.close();
    });
  }
});

// ------------------------------------------------------------ shared helpers

async function newClipboardPage(url: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ acceptDownloads: true });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: url });
  const page = await context.newPage();
  return { context, page };
}

/** Clicks the button, waits for the download, and checks its name and PNG signature. */
async function expectPngDownload(page: Page, buttonName: string, fileName: string) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: buttonName }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.length).toBeGreaterThan(1000);
  await toastText(page, resultSharingToasts.downloaded.title).waitFor();
  await toastText(page, resultSharingToasts.downloaded.description).waitFor();
}

/**
 * The result (and the card drawn into the PNG, which is part of it) carries no credit line:
 * the emoji's licence is credited once, on /accessibility (ADR 183).
 */
async function expectNoCredit(result: Locator) {
  await expect(result.innerText()).resolves.not.toMatch(/Emoji graphics|Twemoji|CC-BY/);
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

// ------------------------------------------------------ founder readiness quiz

/** Answer labels (questions 1–12, no disqualifying answer) whose values add up to `target`. */
function founderAnswersFor(target: number): string[] {
  const choices = founderQuestions.map((q) => q.answers.filter((a) => a.value >= 0));
  const mins = choices.map((c) => Math.min(...c.map((a) => a.value)));
  let remaining = target;
  return choices.map((c, i) => {
    const restMin = mins.slice(i + 1).reduce((s, v) => s + v, 0);
    const pick = [...c]
      .sort((a, b) => b.value - a.value)
      .find((a) => remaining - a.value >= restMin)!;
    remaining -= pick.value;
    return pick.label;
  });
}

async function openFounderQuiz(page: Page) {
  const quiz = await openSection(page, "/founders", "founder-readiness-quiz");
  await quiz.getByText(founderQuizMeta.estimate).waitFor();
  await quiz.getByRole("button", { name: founderQuizMeta.startLabel }).click();
  return quiz;
}

describe("Founder Readiness Quiz", () => {
  for (const [score, bandIndex] of [
    [8, 0],
    [16, 1],
    [17, 2],
  ] as const) {
    it(`${score === 17 ? "smoke: " : ""}scores ${score} → ${founderBands[bandIndex].title}`, async () => {
      const page = await browser.newPage();
      // With measurement consent the funnel's steps go out (ADR 186): nothing else of the quiz.
      // They are read from the requests: the result's application link is a page load.
      const sent: string[] = [];
      if (bandIndex === 1) {
        await page.context().addCookies([{ name: "vs_consent", value: "all", url: server.url }]);
        // (A beacon's body is readable from a routed request only.)
        await page.route("**/api/quiz-events", async (route) => {
          sent.push(route.request().postData() ?? "");
          await route.continue();
        });
      }
      const steps = () => sent;
      const quiz = await openFounderQuiz(page);
      const labels = founderAnswersFor(score);
      for (const [i, label] of labels.entries()) {
        await quiz.getByText(`Question ${i + 1} of 12`).waitFor();
        const bar = quiz.getByRole("progressbar");
        expect(Number(await bar.getAttribute("aria-valuenow"))).toBeCloseTo(
          ((i + 1) / 12) * 100,
          5,
        );
        await quiz.getByRole("heading", { name: founderQuestions[i].text }).waitFor();
        await quiz.getByRole("button", { name: label, exact: true }).click();
      }
      const band = founderBands[bandIndex];
      await quiz.getByRole("heading", { name: band.title }).waitFor();
      // The result is announced: its heading takes focus.
      await expect(
        page.evaluate(
          () => document.activeElement?.tagName + ":" + document.activeElement?.textContent,
        ),
      ).resolves.toBe(`H3:${band.title}`);
      await quiz.getByText(`Your Score: ${score} / 24`).waitFor();
      await quiz.getByText(band.description).waitFor();
      await quiz.getByRole("img", { name: `${band.title} icon` }).waitFor();
      for (const cta of band.ctas) {
        // An application carries the result (docs/product.md#native-forms).
        const carried =
          cta.target === "/founder-signup" ? `?${resultQuery("founder", band.title, score)}` : "";
        await expect(
          quiz.getByRole("link", { name: cta.label }).getAttribute("href"),
        ).resolves.toBe(cta.target + carried);
      }
      for (const size of ["$25,000", "$50,000", "$100,000"])
        await quiz.getByRole("rowheader", { name: size }).waitFor();
      await quiz.getByRole("cell", { name: "830–1,250" }).waitFor();
      await expectNoAxeViolations(page);
      if (bandIndex === 1) {
        await quiz.getByRole("link", { name: band.ctas[0].label }).click();
        await page.waitForURL((url) => url.pathname === "/founder-signup");
        await page.getByText(`Your quiz result: ${band.title} (${score} / 24)`).waitFor();
        await expect
          .poll(steps)
          .toEqual(
            ["started", "finished", "band:1", "cta:1-0"].map((step) =>
              JSON.stringify({ quiz: "founder", step }),
            ),
          );
      }
      await page.close();
    });
  }

  it("disqualifies a founder who already raised equity or debt, and retakes", async () => {
    const page = await browser.newPage();
    const quiz = await openFounderQuiz(page);
    await quiz.getByRole("button", { name: "Already raised equity or debt" }).click();
    await quiz.getByRole("heading", { name: "Not Quite Ready Yet" }).waitFor();
    await quiz.getByText(founderQuestions[0].disqualify_message!).waitFor();
    await expect(
      quiz.getByRole("link", { name: "Explore Learning Resources" }).getAttribute("href"),
    ).resolves.toBe("/education");
    await expectNoAxeViolations(page);
    await quiz.getByRole("button", { name: "Retake Quiz" }).click();
    await quiz.getByText("Question 1 of 12").waitFor();
    await page.close();
  });

  it("is operable with the keyboard alone: arrows move focus, Enter chooses", async () => {
    const page = await browser.newPage();
    const quiz = await openSection(page, "/founders", "founder-readiness-quiz");
    await quiz.getByRole("button", { name: founderQuizMeta.startLabel }).focus();
    await page.keyboard.press("Enter");
    await quiz.getByText("Question 1 of 12").waitFor();
    // Progress is announced politely; the answer group is named by the question.
    await expect(quiz.getByText("Question 1 of 12").getAttribute("aria-live")).resolves.toBe(
      "polite",
    );
    await quiz.getByRole("group", { name: founderQuestions[0].text }).waitFor();
    await page.keyboard.press("ArrowDown");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      founderQuestions[0].answers[1].label,
    );
    await quiz.getByText("Question 1 of 12").waitFor(); // moving focus does not answer
    await page.keyboard.press("Enter");
    await quiz.getByText("Question 2 of 12").waitFor();
    // Focus moves to the new question in an effect, which can run just after it shows.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(founderQuestions[1].answers[0].label);
    await page.close();
  });

  it("downloads the result card as my-founder-readiness-result.png and copies the share link", async () => {
    const { context, page } = await newClipboardPage(server.url);
    const quiz = await openFounderQuiz(page);
    for (const label of founderAnswersFor(24))
      await quiz.getByRole("button", { name: label, exact: true }).click();
    await quiz.getByText("Your Score: 24 / 24").waitFor();
    await expectNoCredit(quiz);
    await expectPngDownload(page, founderQuizMeta.downloadLabel, "my-founder-readiness-result.png");
    await quiz.getByRole("button", { name: founderQuizMeta.shareLabel }).click();
    await toastText(page, resultSharingToasts.copied.title).waitFor();
    await toastText(page, resultSharingToasts.copied.description).waitFor();
    const text = await readClipboard(page);
    expect(text).toContain(founderBands[2].title);
    expect(text.endsWith(`${server.url}/founders#founder-readiness-quiz`)).toBe(true);
    await context.close();
  });

  it("shows the failure toasts when the image cannot be drawn or the link cannot be copied", async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("denied")) },
      });
    });
    const quiz = await openFounderQuiz(page);
    for (const label of founderAnswersFor(12))
      await quiz.getByRole("button", { name: label, exact: true }).click();
    await quiz.getByText("Your Score: 12 / 24").waitFor();
    await quiz.getByRole("button", { name: founderQuizMeta.shareLabel }).click();
    await toastText(page, resultSharingToasts.copyFailed.description).waitFor();
    await page.evaluate(() => {
      // html-to-image clones the card before drawing it; a card that cannot be cloned is a failed image.
      const original = Node.prototype.cloneNode;
      Node.prototype.cloneNode = function (this: Node, deep?: boolean) {
        if (this instanceof HTMLElement && this.closest("section#founder-readiness-quiz"))
          throw new Error("blocked");
        return original.call(this, deep);
      };
    });
    await quiz.getByRole("button", { name: founderQuizMeta.downloadLabel }).click();
    await toastText(page, resultSharingToasts.imageFailed.description).waitFor();
    await page.close();
  });
});

// ---------------------------------------------------------------- staker test

async function openStakerTest(page: Page) {
  const test = await openSection(page, "/venturestakers", "venturestaker-test");
  await test.getByRole("button", { name: stakerTestMeta.startLabel }).click();
  return test;
}

/** Picks answer values for questions 1–7 and a budget label for question 8. */
async function walkStakerTest(
  test: ReturnType<Page["locator"]>,
  values: number[],
  budgetLabel: string,
) {
  for (const [i, value] of values.entries()) {
    await test.getByText(`Question ${i + 1} of 8`).waitFor();
    const next = test.getByRole("button", { name: "Next Question" });
    await expect(next.isDisabled()).resolves.toBe(true);
    const label = stakerQuestions[i].answers.find((a) => a.value === value)!.label;
    await test.getByRole("radio", { name: label }).click();
    await expect(
      test.getByRole("radio", { name: label }).getAttribute("aria-checked"),
    ).resolves.toBe("true");
    await test.getByText(`Question ${i + 1} of 8`).waitFor(); // selecting only highlights
    await next.click();
  }
  await test.getByText("Question 8 of 8").waitFor();
  await expect(test.getByRole("button", { name: "See My Result" }).isDisabled()).resolves.toBe(
    true,
  );
  await test.getByRole("radio", { name: budgetLabel, exact: true }).click();
  await test.getByRole("button", { name: "See My Result" }).click();
}

describe("Staker test", () => {
  const cases = [
    {
      values: [1, 1, 1, 1, 1, 0, 0],
      budget: "$100",
      title: "The Observer",
      plan: ["$100", "10", "8–12", "$80–$120"],
      ctas: [["Learn About Us", "/about"]],
    },
    {
      values: [1, 1, 1, 1, 1, 1, 0],
      budget: "$5,000",
      title: "The Explorer",
      plan: ["$5,000", "20", "200–250", "$2,000–$2,500"],
      ctas: [["Explore Staking", "/venturestakers"]],
    },
    {
      values: [2, 2, 2, 2, 2, 0, 0],
      budget: "$10,000+",
      title: "The VentureStaker",
      plan: ["$10,000", "20", "400–500", "$4,000–$5,000"],
      ctas: [
        ["Create Account", "/waitlist"],
        ["Learn How It Works", "#why-venturestaker"],
      ],
    },
  ];
  for (const c of cases) {
    it(`${c.title === "The VentureStaker" ? "smoke: " : ""}scores ${c.values.reduce((a, b) => a + b)} → ${c.title} with the ${c.budget} plan`, async () => {
      const page = await browser.newPage();
      const test = await openStakerTest(page);
      await walkStakerTest(test, c.values, c.budget);
      await test.getByRole("heading", { name: c.title, exact: true }).waitFor();
      const table = test.getByRole("table", { name: "10× Investing Power" });
      await expect(
        table.getByRole("row").nth(1).getByRole("cell").allTextContents(),
      ).resolves.toEqual(c.plan);
      for (const [label, href] of c.ctas) {
        await expect(test.getByRole("link", { name: label }).getAttribute("href")).resolves.toBe(
          href,
        );
      }
      await expectNoAxeViolations(page);
      await test.getByRole("button", { name: "Take the test again" }).click();
      await test.getByRole("button", { name: stakerTestMeta.startLabel }).waitFor();
      await page.close();
    });
  }

  it("downloads venturestaker-the-venturestaker.png and copies the share link", async () => {
    const { context, page } = await newClipboardPage(server.url);
    const test = await openStakerTest(page);
    await walkStakerTest(test, [2, 2, 2, 2, 2, 2, 2], "$1,000");
    await test.getByRole("heading", { name: "The VentureStaker", exact: true }).waitFor();
    await expectNoCredit(test);
    await expectPngDownload(
      page,
      stakerTestMeta.downloadLabel,
      "venturestaker-the-venturestaker.png",
    );
    await test.getByRole("button", { name: stakerTestMeta.shareLabel }).click();
    await toastText(page, resultSharingToasts.copied.title).waitFor();
    await expect(readClipboard(page)).resolves.toBe(
      `${server.url}/venturestakers#venturestaker-test`,
    );
    await context.close();
  });
});

// ------------------------------------------------- simulator, capital stack, FAQ

describe("Stakers page tools", () => {
  it("are in the server HTML, readable without JavaScript, and load after the page instead of with it", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + "/venturestakers");
    await page.getByRole("spinbutton", { name: simulatorMeta.tokensLabel }).waitFor();
    await page.getByRole("button", { name: "High Growth Pathway" }).waitFor();
    await page.getByRole("button", { name: faqItems[0].question }).waitFor();
    await page.getByRole("button", { name: stakerTestMeta.startLabel }).waitFor();
    await context.close();

    const html = await (await fetch(server.url + "/venturestakers")).text();
    // The page's one module script (started by the head script, ADR 206, 218) names the entry
    // and every module the page loads with it; the four modules that export the tools are
    // not among them: they come after.
    expect(html).toMatch(/<script type="text\/x-vs-module">[^<]*\/assets\/entry\.client-/);
    const assets = new URL("../../build/client/assets/", import.meta.url);
    const tools: string[] = [];
    for (const file of await readdir(assets)) {
      if (!file.endsWith(".js")) continue;
      const code = await readFile(new URL(file, assets), "utf8");
      if (/export\{[^}]*\bas (Simulator|CapitalStack|Faq|StakerTest)\b/.test(code))
        tools.push(file);
    }
    expect(tools).toHaveLength(4);
    for (const file of tools) expect(html).not.toContain(`/assets/${file}`);

    const live = await browser.newPage();
    await live.goto(server.url + "/venturestakers");
    await waitForHydration(live);
    await expect(live.locator("[data-deferred][data-ready]").count()).resolves.toBe(4);
    await live.close();
  });
});

describe("Simulator", () => {
  /** The stakers page at its simulator, hydrated: the section and its token field. */
  async function openSimulator() {
    const page = await browser.newPage();
    const sim = await openSection(page, "/venturestakers", "simulator");
    return { page, sim, tokens: sim.getByRole("spinbutton", { name: simulatorMeta.tokensLabel }) };
  }

  it("smoke: reveals the results on 'Run Simulation' and updates them live for several ideas", async () => {
    const { page, sim, tokens } = await openSimulator();
    await expect(tokens.inputValue()).resolves.toBe("100");
    await expect(tokens.getAttribute("min")).resolves.toBe("10");
    await expect(tokens.getAttribute("step")).resolves.toBe("10");
    const idea = sim.getByRole("combobox", { name: simulatorMeta.ideaLabel });
    await expect(idea.locator("option:checked").textContent()).resolves.toBe(
      "Peer-to-peer home sharing",
    );
    await expect(sim.getByText(simulatorMeta.invitationLabel).count()).resolves.toBe(0);

    await sim.getByRole("button", { name: "Run Simulation" }).click();
    const figure = (label: string) =>
      sim.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");
    await expect(figure(simulatorMeta.invitationLabel).textContent()).resolves.toBe("$1,000");
    await expect(figure(simulatorMeta.valueTodayLabel).textContent()).resolves.toBe("$14,500,000");

    const cases: [string, string, string, string][] = [
      ["Peer-to-peer taxi rides", "100", "$1,000", "$48,000,000"],
      ["Meeting link generator", "250", "$2,500", "$1,500,000"],
      ["Commission-free stock trading", "10", "$100", "$1,400,000"],
      ["Online payment infrastructure", "1000", "$10,000", "$160,000,000"],
      ["Easy crypto buying and selling", "40", "$400", "$5,200,000"],
    ];
    for (const [name, count, invitation, value] of cases) {
      await idea.selectOption({ label: name });
      await tokens.fill(count);
      await expect.poll(() => figure(simulatorMeta.valueTodayLabel).textContent()).toBe(value);
      await expect(figure(simulatorMeta.invitationLabel).textContent()).resolves.toBe(invitation);
    }
    await expectNoAxeViolations(page);
    await page.close();
  });

  it("shows an inline message instead of a figure for tokens outside 10–1,000 in steps of 10", async () => {
    const { page, sim, tokens } = await openSimulator();
    await tokens.fill("5");
    await sim.getByText(simulatorMeta.invalidTokens).waitFor();
    await sim.getByRole("button", { name: "Run Simulation" }).click();
    for (const bad of ["5", "1010", "15", "", "-10"]) {
      await tokens.fill(bad);
      await sim.getByText(simulatorMeta.invalidTokens).waitFor();
      await expect(sim.getByText(simulatorMeta.valueTodayLabel).count()).resolves.toBe(0);
      await expect(tokens.getAttribute("aria-invalid")).resolves.toBe("true");
    }
    await tokens.fill("1000");
    await sim.getByText("$145,000,000").waitFor();
    await expect(sim.getByText(simulatorMeta.invalidTokens).count()).resolves.toBe(0);
    await page.close();
  });
});

describe("Capital Stack and FAQ", () => {
  it("toggles between the High Growth (default) and Go-for-Profit pathways", async () => {
    const page = await browser.newPage();
    const stack = await openSection(page, "/venturestakers", "capital-stack");
    const high = stack.getByRole("button", { name: "High Growth Pathway" });
    const profit = stack.getByRole("button", { name: "Go-for-Profit Pathway" });
    await expect(high.getAttribute("aria-pressed")).resolves.toBe("true");
    for (const stage of pathways[0].stages)
      await stack.getByRole("heading", { name: stage.title }).waitFor();
    await stack.getByText("25–1000× potential").waitFor();
    await profit.click();
    await expect(profit.getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(high.getAttribute("aria-pressed")).resolves.toBe("false");
    for (const stage of pathways[1].stages)
      await stack.getByRole("heading", { name: stage.title }).waitFor();
    await stack.getByText("5–100× potential").waitFor();
    await expect(stack.getByText("25–1000× potential").count()).resolves.toBe(0);
    await expect(
      stack.getByRole("link", { name: capitalStackMeta.ctaLabel }).getAttribute("href"),
    ).resolves.toBe("/waitlist");
    await page.close();
  });

  it("opens one FAQ item at a time, collapses the open one, and works from the keyboard", async () => {
    const page = await browser.newPage();
    const faq = await openSection(page, "/venturestakers", "faq");
    const triggers = faq.getByRole("button");
    await expect(triggers.count()).resolves.toBe(9);
    const first = faq.getByRole("button", { name: faqItems[0].question });
    const second = faq.getByRole("button", { name: faqItems[3].question });
    await first.click();
    await expect(first.getAttribute("aria-expanded")).resolves.toBe("true");
    await faq.getByText("Anyone can play, and accreditation is not required.").waitFor();
    await second.click();
    await expect(first.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(second.getAttribute("aria-expanded")).resolves.toBe("true");
    await faq.getByText(/top 10%/).waitFor();
    await faq.getByText(/100–1000× potential/).waitFor();
    await second.click();
    await expect(second.getAttribute("aria-expanded")).resolves.toBe("false");
    // Keyboard: Enter opens, Space closes, the arrows move between questions.
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first.getAttribute("aria-expanded")).resolves.toBe("true");
    await page.keyboard.press("Space");
    await expect(first.getAttribute("aria-expanded")).resolves.toBe("false");
    await page.keyboard.press("ArrowDown");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      faqItems[1].question,
    );
    const method = faq.getByRole("button", { name: faqItems[6].question });
    await method.click();
    await faq.getByText(/25,000 hours of research/).waitFor();
    await expectNoAxeViolations(page);
    await page.close();
  });
});

describe("Share previews", () => {
  it.each([
    ["/founders", "founders.png"],
    ["/venturestakers", "venturestakers.png"],
    ["/sample-exam", "sample-exam.png"],
  ])("%s names a shipped 1200×630 Open Graph image", async (path, file) => {
    const html = await (await fetch(server.url + path)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(new RegExp(`/og/${file.replace(".", "\\.")}$`));
    expect(html).toContain(`<meta name="twitter:image" content="${image}"`);
    const res = await fetch(`${server.url}/og/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/png");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]); // IHDR width, height
  });
});
