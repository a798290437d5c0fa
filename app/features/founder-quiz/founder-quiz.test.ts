import { describe, expect, it } from "vitest";
import {
  founderBands,
  founderQuestions,
  founderQuizMeta,
  grantSizingRows,
} from "~/content/founder-quiz";
import {
  answerFounderQuestion,
  founderBand,
  founderProgress,
  founderScore,
  startFounderQuiz,
  type FounderQuizState,
} from "./founder-quiz";

function play(values: number[]): FounderQuizState {
  return values.reduce<FounderQuizState>((s, v) => answerFounderQuestion(s, v), startFounderQuiz());
}

describe("founder quiz content", () => {
  it("has 12 questions with values 2, 1, 0 or −1 and a maximum score of 24", () => {
    expect(founderQuestions).toHaveLength(founderQuizMeta.questionCount);
    for (const q of founderQuestions)
      for (const a of q.answers) expect([2, 1, 0, -1]).toContain(a.value);
    const max = founderQuestions.reduce(
      (s, q) => s + Math.max(...q.answers.map((a) => a.value)),
      0,
    );
    expect(max).toBe(24);
    expect(
      founderQuestions.filter((q) => q.disqualify_if_value !== undefined).map((q) => q.id),
    ).toEqual([1]);
  });

  it("bands cover 0–24 without gaps and the grant table has the spec's rows", () => {
    expect(founderBands.map((b) => [b.min, b.max])).toEqual([
      [0, 8],
      [9, 16],
      [17, 24],
    ]);
    expect(grantSizingRows.map((r) => r.grant_size)).toEqual(["$25,000", "$50,000", "$100,000"]);
  });
});

describe("founder quiz state", () => {
  it("disqualifies on question 1's −1 answer with the spec's message", () => {
    const s = answerFounderQuestion(startFounderQuiz(), -1);
    expect(s).toEqual({
      status: "disqualified",
      message:
        "Staking® is designed for founders *before* outside equity or debt. You may still explore our learning resources.",
    });
  });

  it("advances one question per answer and finishes after question 12", () => {
    let s = startFounderQuiz();
    for (let i = 0; i < 11; i++) {
      s = answerFounderQuestion(s, 1);
      expect(s).toMatchObject({ status: "question", index: i + 1 });
    }
    s = answerFounderQuestion(s, 1);
    expect(s).toEqual({ status: "finished", answers: Array(12).fill(1) });
  });

  it("restart clears answers", () => {
    expect(startFounderQuiz()).toEqual({ status: "question", index: 0, answers: [] });
  });

  it("progress is (index + 1) / 12 × 100", () => {
    expect(founderProgress(0)).toBeCloseTo(100 / 12);
    expect(founderProgress(5)).toBe(50);
    expect(founderProgress(11)).toBe(100);
  });
});

describe("founder bands on every boundary", () => {
  it.each([
    [0, "The Explorer"],
    [8, "The Explorer"],
    [9, "The Builder"],
    [16, "The Builder"],
    [17, "The Staking®-Ready Founder"],
    [24, "The Staking®-Ready Founder"],
  ])("score %i → %s", (score, title) => {
    expect(founderBand(score).title).toBe(title);
  });

  it("scores a played quiz as the sum of its values", () => {
    const s = play([2, 2, 2, 2, 2, 2, 2, 2, 1, 0, 0, 0]);
    expect(s.status).toBe("finished");
    if (s.status === "finished") {
      expect(founderScore(s.answers)).toBe(17);
      expect(founderBand(founderScore(s.answers)).icon).toBe("🔥");
    }
  });
});
