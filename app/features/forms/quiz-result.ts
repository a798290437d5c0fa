// A founder's Founder Readiness Quiz result carried into /founder-signup
// (docs/product.md#native-forms): the result's call to action links
// `?quiz=founder&band=…&score=…`; the form shows it and the submission keeps it. A result that
// does not match the bands is ignored.
import { founderBands, founderQuizMeta } from "../../content/founder-quiz.ts";
import { resultFromQuery } from "../../lib/bands.ts";

/** 'The Builder (14 / 24)', or null. */
export function founderQuizResult(params: URLSearchParams): string | null {
  const result = resultFromQuery(params, "founder", founderBands);
  return result ? `${result.band.title} (${result.score} / ${founderQuizMeta.maxScore})` : null;
}

export const quizResultText = (result: string) => `Your quiz result: ${result}`;
