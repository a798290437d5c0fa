/**
 * Answers that are chosen at once (the founder quiz records and advances on a click): each
 * answer is a button, as pressing it is an action. Every button is a tab stop and the arrow keys
 * (and Home, End) also move between them, so a keyboard user can read every option before
 * choosing with Enter or Space. The quiz's module answers them (app/lib/quiz-engine.ts, ADR 228):
 * `data-value` is recorded, or `out` names the step shown instead; the first takes the focus
 * when its question shows.
 */
export function AnswerButtons({
  labelledBy,
  options,
}: {
  labelledBy: string;
  options: { label: string; value: number; out?: string }[];
}) {
  return (
    <div role="group" aria-labelledby={labelledBy} className="grid gap-2">
      {options.map((option, index) => (
        <button
          key={option.label}
          type="button"
          data-vs-own=""
          data-value={option.value}
          data-out={option.out}
          data-vs-focus={index === 0 ? "" : undefined}
          className="quiz-option font-medium hover:border-primary hover:bg-secondary"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
