import { Progress } from "~/components/ui/progress";

/** Where the taker is in a quiz: 'Question n of N' (a live region) over a named progress bar. */
export function QuizProgress({
  index,
  total,
  value,
  label,
}: {
  index: number;
  total: number;
  value: number;
  label: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <p
        className="text-sm font-medium text-muted-foreground"
        aria-live="polite"
        aria-atomic="true"
      >
        {`Question ${index + 1} of ${total}`}
      </p>
      <Progress value={value} aria-label={label} />
    </div>
  );
}
