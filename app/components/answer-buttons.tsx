import { useEffect, useRef } from "react";
import { cn } from "~/lib/cn";

/**
 * Answers that are chosen at once (the founder quiz records and advances on a click):
 * each answer is a button, as pressing it is an action. Every button is a tab stop and
 * the arrow keys also move between them, so a keyboard user can read every option
 * before choosing with Enter or Space.
 */
export function AnswerButtons<T>({
  labelledBy,
  options,
  onChoose,
  autoFocus,
}: {
  labelledBy: string;
  options: { label: string; value: T }[];
  onChoose(value: T): void;
  autoFocus?: boolean;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (autoFocus) refs.current[0]?.focus();
  }, [autoFocus]);

  function move(to: number) {
    const next = (to + options.length) % options.length;
    refs.current[next]?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    if (event.key === "ArrowDown" || event.key === "ArrowRight") move(index + 1);
    else if (event.key === "ArrowUp" || event.key === "ArrowLeft") move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(options.length - 1);
    else return;
    event.preventDefault();
  }

  return (
    <div role="group" aria-labelledby={labelledBy} className="grid gap-2">
      {options.map((option, index) => (
        <button
          key={option.label}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          onKeyDown={(e) => onKeyDown(e, index)}
          onClick={() => onChoose(option.value)}
          className={cn(
            "w-full rounded-md border border-input bg-background px-4 py-3 text-left text-sm font-medium transition-colors hover:border-primary hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
