import { describe, expect, it } from "vitest";
import { examQuestions } from "~/content/sample-exam";
import { examProgress, prepareExam, scoreExam, shuffle, validateStart } from "./exam";
import { ExamSubmissionSchema, submissionFromForm } from "./exam.schema";

const allCorrect = Object.fromEntries(examQuestions.map((q) => [q.id, q.correctAnswer]));
const allWrong = Object.fromEntries(
  examQuestions.map((q) => [q.id, q.options.find((o) => o !== q.correctAnswer)!]),
);

describe("sample exam content", () => {
  it("has 15 questions, ids 1–15, each correct answer among its options", () => {
    expect(examQuestions.map((q) => q.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    for (const q of examQuestions) expect(q.options).toContain(q.correctAnswer);
    expect(examQuestions.map((q) => q.correctAnswer)).toEqual([
      "Marketplace",
      "Dilution",
      "$2.12",
      "False",
      "$4,285,714",
      "False",
      "$800,000",
      "Funding",
      "a threat",
      "Community",
      "$1,550,390",
      "Investment / Investor's Negotiated Equity Ownership",
      "Participating Preferred Stock",
      "Yes",
      "$337,500",
    ]);
    expect(examQuestions[13]).toMatchObject({ type: "true-false", options: ["Yes", "No"] });
  });
});

describe("exam scoring", () => {
  it("scores all correct as 15/15 = 100%", () => {
    expect(scoreExam(examQuestions, allCorrect)).toMatchObject({
      correct: 15,
      total: 15,
      percentage: 100,
    });
  });
  it("scores all wrong as 0/15 = 0% with the correct answers in the review", () => {
    const s = scoreExam(examQuestions, allWrong);
    expect(s).toMatchObject({ correct: 0, total: 15, percentage: 0 });
    expect(s.review[0]).toMatchObject({ isCorrect: false, correctAnswer: "Marketplace" });
  });
  it("rounds the percentage: 1/15 → 7, 2/15 → 13, 8/15 → 53, 14/15 → 93", () => {
    for (const [n, pct] of [
      [1, 7],
      [2, 13],
      [8, 53],
      [14, 93],
    ]) {
      const answers = { ...allWrong };
      for (const q of examQuestions.slice(0, n)) answers[q.id] = q.correctAnswer;
      expect(scoreExam(examQuestions, answers).percentage).toBe(pct);
    }
  });
  it("progress is round(n / N × 100)", () => {
    expect(examProgress(1, 15)).toBe(7);
    expect(examProgress(8, 15)).toBe(53);
    expect(examProgress(15, 15)).toBe(100);
  });
});

describe("shuffling", () => {
  it("keeps the question order and the option set", () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const prepared = prepareExam(examQuestions, random);
    expect(prepared.map((q) => q.id)).toEqual(examQuestions.map((q) => q.id));
    for (const [i, q] of prepared.entries())
      expect([...q.options].sort()).toEqual([...examQuestions[i].options].sort());
    expect(prepared.some((q, i) => q.options.join() !== examQuestions[i].options.join())).toBe(
      true,
    );
  });
  it("does not change its input", () => {
    const items = [1, 2, 3];
    shuffle(items, () => 0);
    expect(items).toEqual([1, 2, 3]);
  });
});

describe("start validation (docs/product.md#sample-exam)", () => {
  it.each([
    ["", "a@b.co", "missing"],
    ["  ", "a@b.co", "missing"],
    ["Ann", " ", "missing"],
    ["Ann", "not-an-email", "invalidEmail"],
    ["Ann", "a b@c.co", "invalidEmail"],
    ["Ann", "a@b", "invalidEmail"],
    ["Ann", "ann@example.com", null],
  ])("(%j, %j) → %s", (name, email, problem) => {
    expect(validateStart(name, email)).toBe(problem);
  });
});

describe("submission schema", () => {
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return submissionFromForm(f);
  };
  const answerFields = Object.fromEntries(examQuestions.map((q) => [`q${q.id}`, q.correctAnswer]));

  it("accepts a complete attempt", () => {
    const parsed = ExamSubmissionSchema.safeParse(
      form({ name: " Ann ", email: "ann@example.com", ...answerFields }),
    );
    expect(parsed.success).toBe(true);
    expect(parsed.data?.name).toBe("Ann");
  });
  it("refuses an unknown option, a missing answer, a bad e-mail and a blank name", () => {
    expect(
      ExamSubmissionSchema.safeParse(
        form({ name: "Ann", email: "ann@example.com", ...answerFields, q3: "$9" }),
      ).success,
    ).toBe(false);
    const { q15: _, ...missing } = answerFields;
    expect(
      ExamSubmissionSchema.safeParse(form({ name: "Ann", email: "ann@example.com", ...missing }))
        .success,
    ).toBe(false);
    expect(
      ExamSubmissionSchema.safeParse(form({ name: "Ann", email: "nope", ...answerFields })).success,
    ).toBe(false);
    expect(
      ExamSubmissionSchema.safeParse(form({ name: " ", email: "ann@example.com", ...answerFields }))
        .success,
    ).toBe(false);
  });
});
