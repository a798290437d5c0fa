import { Progress } from "~/components/ui/progress";

/** Where the taker is; the quiz's module writes {n} as the question changes. */
const COUNT_TEXT = "Question {n} of {total}";

/**
 * Where the taker is in a quiz: 'Question n of N' (a live region) over a named progress bar,
 * one for all the questions: the quiz's module moves both (app/lib/quiz-engine.ts, ADR 228), so
 * hydration keeps the text it finds.
 */
export function QuizProgress({ total, label }: { total: number; label: string }) {
  return (
    <div data-vs-progress="" className="flex flex-col gap-2">
      <p
        className="text-sm font-medium text-muted-foreground"
        aria-live="polite"
        aria-atomic="true"
        data-text={COUNT_TEXT.replace("{total}", String(total))}
        suppressHydrationWarning
      >
        {COUNT_TEXT.replace("{n}", "1").replace("{total}", String(total))}
      </p>
      <Progress value={100 / total} aria-label={label} />
    </div>
  );
}
