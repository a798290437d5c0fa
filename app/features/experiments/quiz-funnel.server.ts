// The quizzes' funnels (ADR 186): anonymous counts per quiz, UTC day and step in
// quiz_funnel_daily, only with measurement consent. No answers, nothing about the person.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { quizFunnelDaily } from "../../../db/schema.ts";
import { mayMeasure } from "../../lib/consent.ts";
import { pgNumber, sqlRows, type Db } from "../../lib/db.server.ts";
import { bandStep, ctaStep, QUIZZES, type QuizName } from "../../lib/quiz-funnel.ts";
import { quizBands, type QuizEvent } from "./experiments.schema.ts";

/** Counts one step unless the visitor did not allow measurement (then nothing is stored). */
export async function recordQuizStep(
  db: Db,
  event: QuizEvent,
  consent: { cookieHeader: string | undefined; gpc: boolean },
): Promise<boolean> {
  if (!mayMeasure(consent)) return false;
  await db
    .insert(quizFunnelDaily)
    .values({
      quiz: event.quiz,
      day: sql`(now() at time zone 'utc')::date`,
      step: event.step,
      count: 1,
    })
    .onConflictDoUpdate({
      target: [quizFunnelDaily.quiz, quizFunnelDaily.day, quizFunnelDaily.step],
      set: { count: sql`${quizFunnelDaily.count} + 1` },
    });
  return true;
}

export type QuizFunnel = {
  quiz: QuizName;
  started: number;
  finished: number;
  disqualified: number;
  /** Finishers who clicked one of their result's calls to action. */
  clicked: number;
  bands: { title: string; reached: number; clicks: { label: string; count: number }[] }[];
};

/** Each quiz's funnel over the last `days` UTC days (a few dozen counter rows at most). */
export async function quizFunnels(db: Db, days: number): Promise<QuizFunnel[]> {
  const rows = await sqlRows(
    db,
    z.object({ quiz: z.enum(quizFunnelDaily.quiz.enumValues), step: z.string(), n: pgNumber }),
    sql`
      select quiz, step, sum(count) as n from quiz_funnel_daily
      where day > (now() at time zone 'utc')::date - ${days}::integer
      group by quiz, step`,
  );
  const count = (quiz: QuizName, step: string) =>
    rows.find((r) => r.quiz === quiz && r.step === step)?.n ?? 0;
  return QUIZZES.map((quiz) => {
    const bands = quizBands(quiz).map((band, i) => ({
      title: band.title,
      reached: count(quiz, bandStep(i)),
      clicks: band.ctas.map((cta, j) => ({ label: cta.label, count: count(quiz, ctaStep(i, j)) })),
    }));
    return {
      quiz,
      started: count(quiz, "started"),
      finished: count(quiz, "finished"),
      disqualified: count(quiz, "disqualified"),
      clicked: bands.reduce((n, b) => n + b.clicks.reduce((m, c) => m + c.count, 0), 0),
      bands,
    };
  });
}
