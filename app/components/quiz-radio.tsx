import type * as React from "react";

/**
 * A quiz question's options as a WAI-ARIA radio group drawn as option cards (the look of
 * ui/radio-group's RadioCard), which the quiz's module answers (app/lib/quiz-engine.ts, ADR 228):
 * a click, Space or an arrow checks one and enables its question's `data-vs-next` button. The
 * first is the group's tab stop until one is checked.
 */
export function QuizRadioGroup({
  labelledBy,
  options,
}: {
  labelledBy: string;
  options: { label: string; value: number; plan?: number }[];
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-2">
      {options.map((option, index) => (
        <QuizRadio
          key={option.label}
          data-value={option.value}
          data-plan={option.plan}
          tabIndex={index === 0 ? 0 : -1}
        >
          {option.label}
        </QuizRadio>
      ))}
    </div>
  );
}

function QuizRadio({ children, ...props }: React.ComponentProps<"button">) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked="false"
      data-state="unchecked"
      data-vs-own=""
      className="group quiz-option hover:bg-muted data-[state=checked]:border-primary data-[state=checked]:bg-secondary"
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-4 shrink-0 items-center justify-center rounded-full border border-primary"
      >
        <span className="invisible size-2 rounded-full bg-primary group-data-[state=checked]:visible" />
      </span>
      <span>{children}</span>
    </button>
  );
}
