// The hero A/B beacon's input (ADR 010). Shared by the browser (what it sends) and
// server/api/events.ts (what it accepts).
import { z } from "zod";
import { founderBands } from "../../content/founder-quiz.ts";
import { stakerTiers } from "../../content/staker-test.ts";
import { bandStep, ctaStep, QUIZZES, type QuizName } from "../../lib/quiz-funnel.ts";

import { HERO_EVENT_TYPES, type HeroEventType } from "./hero-events.ts";

export { HERO_EVENT_TYPES, type HeroEventType };

/** The anonymous visitor id kept in the vs_vid cookie: random, URL-safe, 16–64 characters. */
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;
export const VisitorIdSchema = z.string().regex(VISITOR_ID);

export const HeroEventSchema = z
  .object({
    variant: z.enum(["A", "B"], { error: "variant must be 'A' or 'B'" }),
    event_type: z.enum(HERO_EVENT_TYPES, {
      error: "event_type must be one of page_view, click_primary_cta, click_secondary_cta",
    }),
    // The page's own visitor id (measure.island.ts's), used only without a vs_vid cookie.
    visitor: z.string().regex(VISITOR_ID, { error: "visitor must be a visitor id" }).optional(),
  })
  .strict();

export type HeroEvent = z.infer<typeof HeroEventSchema>;

export type ParsedBeacon = { ok: true; event: HeroEvent } | { ok: false; message: string };

/** Parses a raw beacon body into an event, or a message that says what is wrong. */
export function parseHeroBeacon(body: unknown): ParsedBeacon {
  let text: string;
  if (typeof body === "string") text = body;
  else if (body instanceof Uint8Array) text = new TextDecoder().decode(body);
  else
    return {
      ok: false,
      message: 'Request body must be a JSON object like {"variant":"A","event_type":"page_view"}.',
    };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: "Request body is not valid JSON." };
  }
  if (json === null || typeof json !== "object" || Array.isArray(json)) {
    return {
      ok: false,
      message: 'Request body must be a JSON object like {"variant":"A","event_type":"page_view"}.',
    };
  }
  const result = HeroEventSchema.safeParse(json);
  if (!result.success) {
    return { ok: false, message: result.error.issues.map((issue) => issue.message).join("; ") };
  }
  return { ok: true, event: result.data };
}

/** 'Stop Test' and 'Restart Test' of the A/B Tests section (ADR 186). */
export const HERO_REASON_MAX = 500;
export const HeroStopSchema = z.object({
  intent: z.literal("stop"),
  variant: z.enum(["A", "B"], { error: "Choose the variant to show to everyone." }),
  reason: z
    .string()
    .trim()
    .min(1, "A reason is required.")
    .max(HERO_REASON_MAX, `At most ${HERO_REASON_MAX} characters.`),
});
export const HeroRunActionSchema = z.discriminatedUnion("intent", [
  HeroStopSchema,
  z.object({ intent: z.literal("restart") }),
]);

/** The quiz funnel beacon's input (ADR 186): a quiz and one of its steps. */
export const QuizEventSchema = z
  .object({
    quiz: z.enum(QUIZZES, { error: "quiz must be 'founder' or 'staker'" }),
    step: z.string().max(60),
  })
  .strict();
export type QuizEvent = z.infer<typeof QuizEventSchema>;

/** The bands (founder quiz) or tiers (staker test) of a quiz, in content order. */
export const quizBands = (quiz: QuizName) => (quiz === "founder" ? founderBands : stakerTiers);

/** The steps a quiz has: only these are counted (the database checks their shape too). */
export function quizSteps(quiz: QuizName): string[] {
  const bands = quizBands(quiz);
  return [
    "started",
    "finished",
    ...(quiz === "founder" ? ["disqualified"] : []),
    ...bands.map((_, i) => bandStep(i)),
    ...bands.flatMap((band, i) => band.ctas.map((_, j) => ctaStep(i, j))),
  ];
}

/** Parses a raw quiz beacon body, like parseHeroBeacon. */
export function parseQuizBeacon(
  body: unknown,
): { ok: true; event: QuizEvent } | { ok: false; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(
      typeof body === "string"
        ? body
        : body instanceof Uint8Array
          ? new TextDecoder().decode(body)
          : "",
    );
  } catch {
    return { ok: false, message: "Request body is not valid JSON." };
  }
  const result = QuizEventSchema.safeParse(json);
  if (!result.success)
    return { ok: false, message: result.error.issues.map((issue) => issue.message).join("; ") };
  if (!quizSteps(result.data.quiz).includes(result.data.step))
    return { ok: false, message: `Unknown step of the ${result.data.quiz} quiz.` };
  return { ok: true, event: result.data };
}
