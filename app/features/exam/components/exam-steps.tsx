import { memo } from "react";
import { Button } from "~/components/ui/button";
import { CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Field } from "~/components/ui/field";
import { examQuestions, sampleExamMeta } from "~/content/sample-exam";
import { OWN_ATTRIBUTE } from "~/lib/own-attribute";
import { IslandScript } from "~/components/island-script";
import { examProgress } from "../exam";

// The sample exam's start form and every question, rendered by React and run by the exam's own
// module (../exam.island.ts, ADR 228): the attributes `data-exam-*` are its contract. React
// never handles these controls and never changes what it rendered here (the component is
// memoised and its props do not change), so the state the module keeps in the DOM — the
// view, the question shown, the answers, the shuffled options — survives hydration whenever it
// happens. The texts the module rewrites carry suppressHydrationWarning; the options are
// inner HTML, which React neither hydrates nor compares, since the module reorders them.

const total = examQuestions.length;

/** Where the taker is, as templates the module fills ({n}, {total}, {p}). */
const COUNT_TEXT = "Question {n} of {total}";
const PERCENT_TEXT = "{p}% Complete";
const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

/**
 * The exam's container's attributes: its module's mark (../exam.island.ts, ADR 228), whose
 * clicks are never held (`data-vs-own`).
 */
export const examAttributes = { "data-vs-exam": "", [OWN_ATTRIBUTE]: "" };

/**
 * The Radix RadioCard's look (app/components/ui/radio-group.tsx), set once on each group for
 * its options (`*:`), its indicator drawn by CSS: the options are many, and in every page load.
 */
const GROUP_CLASS =
  "grid gap-2 *:flex *:w-full *:items-center *:gap-3 *:rounded-md *:border *:border-input *:bg-background *:px-4 *:py-3 *:text-left *:text-sm *:transition-colors *:hover:bg-muted *:focus-visible:outline-2 *:focus-visible:outline-offset-2 *:focus-visible:outline-ring *:data-[state=checked]:border-primary *:data-[state=checked]:bg-secondary";
const MARK_CLASS =
  "flex size-4 shrink-0 items-center justify-center rounded-full border border-primary";
const DOT_CLASS = "hidden size-2 rounded-full bg-primary group-data-[state=checked]:block";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** Each question's options as ARIA radios (the exam's module shuffles them at each start). */
const optionsHtml = examQuestions.map((q) =>
  q.options
    .map(
      (option, i) =>
        `<button type="button" role="radio" aria-checked="false" data-state="unchecked" tabindex="${i ? -1 : 0}" value="${escapeHtml(option)}" class="group"><span aria-hidden="true" class="${MARK_CLASS}"><span class="${DOT_CLASS}"></span></span><span>${escapeHtml(option)}</span></button>`,
    )
    .join(""),
);

/** An inline message the exam's module fills (a toast's title and text); `text` from the server. */
function ExamAlert({ text }: { text?: string }) {
  return (
    <div
      role="alert"
      data-exam-alert=""
      hidden={!text}
      className="flex flex-col gap-1 rounded-md border border-destructive bg-destructive/10 px-4 py-3 text-sm text-destructive"
    >
      <p className="font-semibold" suppressHydrationWarning>
        {""}
      </p>
      <p suppressHydrationWarning>{text ?? ""}</p>
    </div>
  );
}

/**
 * The start form and the quiz (hidden). `error`: the server's answer to a start form or a
 * submission posted without its module (no JavaScript at all).
 */
export const ExamSteps = memo(function ExamSteps(props: {
  error?: string;
  onSubmit(event: React.FormEvent<HTMLFormElement>): void;
}) {
  const first = examProgress(1, total);
  return (
    <>
      <IslandScript name="exam" />
      <CardHeader data-exam-part="start">
        <h2 className="text-xl font-semibold">{sampleExamMeta.startHeading}</h2>
        <CardDescription>{`${total} questions. Enter your name and email to start; we'll email you your results.`}</CardDescription>
      </CardHeader>
      <CardContent data-exam-part="start">
        {/* Posts to the action only without JavaScript (the exam's module answers it otherwise). */}
        <form method="post" noValidate data-exam-start="" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="start" />
          <ExamAlert text={props.error} />
          {(
            [
              ["name", sampleExamMeta.nameLabel, "text"],
              ["email", sampleExamMeta.emailLabel, "email"],
            ] as const
          ).map(([name, label, type]) => (
            <Field key={name} id={`exam-${name}`} label={label} className="flex flex-col">
              <Input id={`exam-${name}`} name={name} type={type} autoComplete={name} />
            </Field>
          ))}
          <Button type="submit" size="lg" className="self-start">
            {sampleExamMeta.startLabel}
          </Button>
        </form>
      </CardContent>
      <CardContent data-exam-part="quiz" hidden className="pt-6">
        <form
          method="post"
          noValidate
          data-exam-quiz=""
          data-exam-step="0"
          onSubmit={props.onSubmit}
          className="flex flex-col gap-6"
        >
          <input type="hidden" name="name" />
          <input type="hidden" name="email" />
          <div className="flex flex-col gap-2">
            <div className="flex items-center justify-between text-sm text-muted-foreground">
              <p
                aria-live="polite"
                aria-atomic="true"
                data-text={COUNT_TEXT}
                suppressHydrationWarning
              >
                {fill(COUNT_TEXT, { n: 1, total })}
              </p>
              <p data-text={PERCENT_TEXT} suppressHydrationWarning>
                {fill(PERCENT_TEXT, { p: first })}
              </p>
            </div>
            <div
              role="progressbar"
              aria-label="Quiz progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={first}
              className="relative h-2 w-full overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full bg-primary transition-transform"
                style={{ transform: `translateX(-${100 - first}%)` }}
              />
            </div>
          </div>
          {examQuestions.map((q, i) => (
            <div key={q.id} data-exam-q="" hidden={i > 0} className="flex flex-col gap-4">
              <h2 id={`exam-q${q.id}`} tabIndex={-1} className="text-lg font-semibold">
                {q.question}
              </h2>
              <div
                role="radiogroup"
                aria-labelledby={`exam-q${q.id}`}
                className={GROUP_CLASS}
                dangerouslySetInnerHTML={{ __html: optionsHtml[i] }}
              />
              <input type="hidden" name={`q${q.id}`} data-exam-answer="" />
            </div>
          ))}
          <ExamAlert />
          <div className="flex justify-between gap-4">
            <Button type="button" variant="outline" disabled data-exam-prev="">
              {sampleExamMeta.previousLabel}
            </Button>
            <Button type="button" data-exam-next="">
              {sampleExamMeta.nextLabel}
            </Button>
            <Button type="submit" hidden data-exam-submit="">
              <span>{sampleExamMeta.submitLabel}</span>
              <span hidden>{sampleExamMeta.submittingLabel}</span>
            </Button>
          </div>
        </form>
      </CardContent>
    </>
  );
});
