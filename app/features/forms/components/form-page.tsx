import { useLocation } from "react-router";
import type { FormDefinition } from "~/content/forms";
import { founderQuizResult, quizResultText } from "../quiz-result";
import type { FormActionResult } from "../forms.schema";
import { NativeForm } from "./native-form";
import { WaitingCommunities } from "./waiting-communities";

/**
 * The quiz result a founder arrives with (docs/product.md#native-forms); the page is prerendered,
 * so it shows once the page reads its address. The submission takes the result from the same
 * address.
 */
function CarriedQuizResult() {
  const { search } = useLocation();
  const result = founderQuizResult(new URLSearchParams(search));
  if (!result) return null;
  return (
    <p
      role="note"
      className="mb-6 rounded-md border border-primary/30 bg-secondary px-3 py-2 font-medium text-secondary-foreground"
    >
      {quizResultText(result)}
    </p>
  );
}

/** The page around a native form: heading, subtitle and the form card. */
export function FormPage({
  form,
  result,
  pageSearch,
}: {
  form: FormDefinition;
  result?: FormActionResult;
  /** The form page's URL parameters, when this is the answer to a post (ADR 207). */
  pageSearch?: string;
}) {
  return (
    <div className="bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto max-w-3xl px-4 py-12 md:py-16">
        <header className="mb-8 text-center">
          <h1 className="text-3xl font-bold tracking-tight md:text-5xl">{form.heading}</h1>
          <p className="mt-3 text-lg text-muted-foreground">{form.subtitle}</p>
        </header>
        <div className="relative rounded-lg border bg-card p-6 shadow-sm md:p-8">
          <p className="mb-6 text-muted-foreground">{form.description}</p>
          {form.name === "founder-signup" ? <CarriedQuizResult /> : null}
          <NativeForm form={form} result={result} pageSearch={pageSearch} />
        </div>
        {form.name === "launch-arena" ? <WaitingCommunities /> : null}
      </div>
    </div>
  );
}
