import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { examQuestions, sampleExamToasts } from "../../app/content/sample-exam.ts";
import { axeViolations, launchBrowser, waitForHydration } from "../support/browser.ts";
import { freePort, spawnServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([spawnServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A toast's text (the toast region also repeats it for screen readers, hence first()). */
function toastText(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

async function expectNoAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

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
async function answerAll(page: Page, correct: boolean) {
  for (const [i, q] of examQuestions.entries()) {
    await page.getByText(`Question ${i + 1} of 15`).waitFor();
    await page.getByText(`${Math.round(((i + 1) / 15) * 100)}% Complete`).waitFor();
    await page.getByRole("heading", { name: q.question }).waitFor();
    const choice = correct ? q.correctAnswer : q.options.find((o) => o !== q.correctAnswer)!;
    await page.getByRole("radio", { name: choice, exact: true }).click();
    if (i < examQuestions.length - 1) await page.getByRole("button", { name: "Next", exact: true }).click();
  }
  await page.getByRole("button", { name: "Submit Quiz" }).click();
}

describe("QAI sample exam", () => {
  it("smoke: validates the start form, walks the exam all correct, shows 100% and e-mails the results", async () => {
    const page = await browser.newPage();
    await page.goto(server.url + "/sample-exam");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Back to Education" }).getAttribute("href")).resolves.toBe("/education");
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
    await expect(page.getByRole("radio", { name: examQuestions[0].correctAnswer }).getAttribute("aria-checked")).resolves.toBe("true");

    await answerAll(page, true);
    await page.getByRole("heading", { name: "Quiz Complete!" }).waitFor();
    await toastText(page, sampleExamToasts.sent.title).waitFor();
    await toastText(page, sampleExamToasts.sent.description).waitFor();
    await page.getByText("Thank you, Ada Lovelace! Your results have been sent to ada@example.com.").waitFor();
    await page.getByText("100%", { exact: true }).waitFor();
    await page.getByText("You scored 15 out of 15").waitFor();
    await expect(page.getByText(/^Correct answer:/).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);

    const mail = await server.mail.waitFor("ada@example.com", /QAI Sample Exam/);
    expect(mail.text).toContain("You scored 15 out of 15 (100%).");
    expect(mail.text).toContain("Hi Ada Lovelace,");
    for (const q of examQuestions) expect(mail.text).toContain(`Your answer: ${q.correctAnswer} (Correct)`);

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
    await answerAll(page, false);
    await page.getByRole("heading", { name: "Quiz Complete!" }).waitFor();
    await page.getByText("0%", { exact: true }).waitFor();
    await page.getByText("You scored 0 out of 15").waitFor();
    for (const q of examQuestions) {
      const expected = examQuestions.filter((o) => o.correctAnswer === q.correctAnswer).length;
      await expect(page.getByText(`Correct answer: ${q.correctAnswer}`, { exact: true }).count()).resolves.toBe(expected);
    }
    const mail = await server.mail.waitFor("bob@example.com", /QAI Sample Exam/);
    expect(mail.text).toContain("You scored 0 out of 15 (0%).");
    expect(mail.text).toContain("Incorrect. Correct answer: Marketplace");
    await page.close();
  });

  it("recomputes the score on the server and refuses bad input with 400", async () => {
    const post = (fields: Record<string, string>, ip: string) =>
      fetch(server.url + "/sample-exam", {
        method: "POST",
        headers: { origin: server.url, "x-forwarded-for": ip, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    const answers = Object.fromEntries(examQuestions.map((q) => [`q${q.id}`, q.correctAnswer]));
    const bad = await post({ name: "Eve", email: "eve@example.com", ...answers, q4: "Maybe" }, "203.0.113.1");
    expect(bad.status).toBe(400);
    const noMail = await post({ name: "Eve", email: "not-an-email", ...answers }, "203.0.113.1");
    expect(noMail.status).toBe(400);
    // A client-sent score is ignored: the e-mail carries the score of the answers.
    const forged = await post(
      { name: "Eve", email: "eve@example.com", score: "15", percentage: "100", ...answers, q1: "Subscription" },
      "203.0.113.1",
    );
    expect(forged.status).toBe(200);
    const mail = await server.mail.waitFor("eve@example.com", /QAI Sample Exam/);
    expect(mail.text).toContain("You scored 14 out of 15 (93%).");
  });

  it("rate-limits submissions per address and per IP", async () => {
    const answers = Object.fromEntries(examQuestions.map((q) => [`q${q.id}`, q.correctAnswer]));
    const post = (email: string, ip: string) =>
      fetch(server.url + "/sample-exam", {
        method: "POST",
        headers: { origin: server.url, "x-forwarded-for": ip, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ name: "Rate", email, ...answers }),
      });
    const byAddress: number[] = [];
    for (let i = 0; i < 6; i++) byAddress.push((await post("same@example.com", `198.51.100.${i + 1}`)).status);
    expect(byAddress).toEqual([200, 200, 200, 200, 200, 429]);
    const byIp: number[] = [];
    for (let i = 0; i < 6; i++) byIp.push((await post(`r${i}@example.com`, "198.51.100.200")).status);
    expect(byIp).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("still shows the results with the 'Submission Error' toast when the e-mail cannot be sent", async () => {
    // A server whose SMTP_URL points at a closed port: every e-mail fails.
    const failing = await spawnServer({ env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } });
    onTestFinished(() => failing.close());
    const page = await browser.newPage();
    await startExam(page, failing.url, "Cy", "cy@example.com");
    await answerAll(page, true);
    await toastText(page, sampleExamToasts.failed.title).waitFor();
    await toastText(page, sampleExamToasts.failed.description).waitFor();
    await page.getByRole("heading", { name: "Quiz Complete!" }).waitFor();
    await page.getByText("You scored 15 out of 15").waitFor();
    expect(failing.mail.messages).toHaveLength(0);
    await page.close();
  }, 180_000);
});
