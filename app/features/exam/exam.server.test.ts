import { describe, expect, it } from "vitest";
import { examQuestions } from "~/content/sample-exam";
import type { Mail } from "~/lib/email.server";
import { createMailCap, MAIL_PER_RECIPIENT_PER_DAY } from "~/lib/mail-cap.server";
import { captureLog } from "../../../tests/support/log.ts";
import { scoreExam } from "./exam";
import { examActions } from "./exam-actions.server";
import { examResultsMail, submitExam } from "./exam.server";

const answers = Object.fromEntries(examQuestions.map((q) => [String(q.id), q.correctAnswer]));
const env = { RATE_LIMIT_WINDOW_SECONDS: 60, RATE_LIMIT_FORM_MAX: 2 } as Parameters<
  typeof submitExam
>[0]["env"];

function fakeServices(opts: { fail?: boolean; stall?: boolean; formMax?: number } = {}) {
  const sent: Mail[] = [];
  const counts = new Map<string, number>();
  // An in-memory stand-in for the database limiter (same contract: count, then compare).
  const consume = async (key: string, rule: { max: number }) => {
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    return { allowed: n <= rule.max, retryAfter: n <= rule.max ? null : 60 };
  };
  const logged = captureLog();
  return {
    sent,
    keys: counts,
    logged,
    services: {
      env: { ...env, RATE_LIMIT_FORM_MAX: opts.formMax ?? env.RATE_LIMIT_FORM_MAX },
      log: logged.log,
      mailer: {
        from: "test@example.com",
        send: async (mail: Mail) => {
          if (opts.fail) throw new Error("ECONNREFUSED");
          if (opts.stall) await new Promise(() => {});
          sent.push(mail);
        },
      },
      consume,
      mayMail: createMailCap(consume, "test-secret"),
    },
  };
}

describe("sample exam results e-mail", () => {
  it("carries the score, the percentage and a review of every question; the name is escaped in HTML", () => {
    const submission = {
      name: "<b>Ann</b>",
      email: "ann@example.com",
      answers: { ...answers, "1": "Subscription" },
    };
    const mail = examResultsMail(
      submission,
      scoreExam(examQuestions, {
        ...Object.fromEntries(examQuestions.map((q) => [q.id, q.correctAnswer])),
        1: "Subscription",
      }),
    );
    expect(mail.to).toBe("ann@example.com");
    expect(mail.subject).toBe("Your QAI Sample Exam results: 93%");
    expect(mail.text).toContain("You scored 14 out of 15 (93%).");
    expect(mail.text).toContain(
      "Your answer: Subscription (Incorrect. Correct answer: Marketplace)",
    );
    expect(mail.text.match(/Your answer:/g)).toHaveLength(15);
    expect(mail.html).toContain("&#60;b&#62;Ann&#60;/b&#62;");
    expect(mail.html).not.toContain("<b>Ann</b>");
  });
});

/** Ann's all-correct exam, as `submitExam` receives it from the page. */
function submitAnn(
  f: ReturnType<typeof fakeServices>,
  {
    email = "ann@example.com",
    ip = "192.0.2.1",
    waitMs,
  }: { email?: string; ip?: string; waitMs?: number } = {},
) {
  return submitExam(f.services, { name: "Ann", email, answers }, ip, waitMs);
}

describe("submitExam", () => {
  it("recomputes the score from the answers and e-mails it", async () => {
    const f = fakeServices();
    const outcome = await submitAnn(f, { email: "Ann@Example.com" });
    expect(outcome).toMatchObject({
      status: "emailed",
      score: { correct: 15, total: 15, percentage: 100 },
    });
    expect(f.sent).toHaveLength(1);
    expect([...f.keys.keys()].filter((k) => k.startsWith("sample-exam:")).sort()).toEqual([
      "sample-exam:email:ann@example.com",
      "sample-exam:ip:192.0.2.1",
    ]);
  });

  it("reports a mail failure without throwing, still with the score", async () => {
    const f = fakeServices({ fail: true });
    const outcome = await submitAnn(f);
    expect(outcome).toMatchObject({
      status: "mail-failed",
      score: { correct: 15, total: 15, percentage: 100 },
    });
    // The failure is logged with its cause, never with the visitor's address or name.
    expect(f.logged.text()).toContain("ECONNREFUSED");
    expect(f.logged.text()).not.toContain("ann@example.com");
    expect(f.logged.text()).not.toContain("Ann");
  });

  it("stops sending past the limit per address", async () => {
    const f = fakeServices();
    const statuses = [];
    for (const ip of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) {
      statuses.push((await submitAnn(f, { ip })).status);
    }
    expect(statuses).toEqual(["emailed", "emailed", "rate-limited"]);
    expect(f.sent).toHaveLength(2);
  });

  it("answers a rate-limited post without JavaScript with 429 that still carries the score", async () => {
    const f = fakeServices();
    const form = new FormData();
    form.set("name", "Ann");
    form.set("email", "ann@example.com");
    for (const [id, answer] of Object.entries(answers)) form.set(`q${id}`, answer);
    const post = (ip: string) =>
      examActions.submit({
        form,
        services: f.services as unknown as Parameters<typeof examActions.submit>[0]["services"],
        clientIp: ip,
      });
    const first = await post("192.0.2.1");
    expect(first.init?.status ?? 200).toBe(200);
    expect(first.data).toMatchObject({ ok: true, data: { emailed: true } });
    await post("192.0.2.2");
    const refused = await post("192.0.2.3");
    expect(refused.init?.status).toBe(429);
    expect(new Headers(refused.init?.headers).get("retry-after")).toBe("60");
    expect(refused.data).toMatchObject({
      ok: false,
      error: "Too many submissions. Please try again later.",
      data: { emailed: false, taker: { name: "Ann" } },
    });
    // The same score as the accepted post: the page still shows the results.
    const scoreOf = (r: typeof first) => {
      const d = r.data.data;
      return d && "score" in d ? d.score : null;
    };
    expect(scoreOf(refused)).toEqual(scoreOf(first));
    expect(scoreOf(first)).toMatchObject({ correct: examQuestions.length });
    expect(f.sent).toHaveLength(2);
  });

  it(`mails one recipient at most ${MAIL_PER_RECIPIENT_PER_DAY} times a day; later results are still scored and shown`, async () => {
    const f = fakeServices({ formMax: 100 });
    const statuses: string[] = [];
    for (let i = 0; i < MAIL_PER_RECIPIENT_PER_DAY + 2; i++) {
      const email = i % 2 ? "ANN@example.com" : "ann@example.com";
      const outcome = await submitAnn(f, { email, ip: `192.0.2.${i + 1}` });
      expect(outcome.score.percentage).toBe(100);
      statuses.push(outcome.status);
    }
    expect(statuses).toEqual([
      ...Array(MAIL_PER_RECIPIENT_PER_DAY).fill("emailed"),
      "mail-capped",
      "mail-capped",
    ]);
    expect(f.sent).toHaveLength(MAIL_PER_RECIPIENT_PER_DAY);
  });

  it("stops waiting for a stalled mail server after the wait bound and reports a failed send", async () => {
    const f = fakeServices({ stall: true });
    const outcome = await submitAnn(f, { waitMs: 50 });
    expect(outcome.status).toBe("mail-failed");
  });
});
