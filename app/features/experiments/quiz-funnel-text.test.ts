import { describe, expect, it } from "vitest";
import { disqualifiedText, funnelText } from "./quiz-funnel-text";

describe("a quiz's funnel in words", () => {
  it("reads each step with its share of the step before, rounded", () => {
    expect(funnelText({ started: 12, finished: 9, clicked: 4 })).toBe(
      "Started 12 → Finished 9 (75%) → Clicked 4 (44%)",
    );
    expect(funnelText({ started: 3, finished: 2, clicked: 0 })).toBe(
      "Started 3 → Finished 2 (67%) → Clicked 0 (0%)",
    );
    expect(funnelText({ started: 1500, finished: 1000, clicked: 1 })).toBe(
      "Started 1,500 → Finished 1,000 (67%) → Clicked 1 (0%)",
    );
  });

  it("gives no share after a step nobody reached, and nothing when nothing happened", () => {
    expect(funnelText({ started: 2, finished: 0, clicked: 0 })).toBe(
      "Started 2 → Finished 0 (0%) → Clicked 0",
    );
    expect(funnelText({ started: 0, finished: 0, clicked: 0 })).toBeNull();
  });

  it("counts the disqualified as a share of those who started", () => {
    expect(disqualifiedText({ started: 12, disqualified: 2 })).toBe("Disqualified 2 (17%)");
    expect(disqualifiedText({ started: 0, disqualified: 0 })).toBe("Disqualified 0");
  });
});
