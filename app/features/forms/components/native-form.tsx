import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { Field, FormMessage } from "~/components/ui/field";
import { HONEYPOT_FIELD, type FormDefinition, type FormField } from "~/content/forms";
import { cn } from "~/lib/cn";
import { parseForm, type FieldErrors, type FormActionResult } from "../forms.schema";

const selectClass =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive md:text-sm";

function FieldControl({
  form,
  field,
  error,
  defaultValue,
}: {
  form: FormDefinition;
  field: FormField;
  error?: string;
  defaultValue?: string;
}) {
  const common = { name: field.name, required: field.required, defaultValue } as const;
  let control;
  if (field.kind === "select") {
    control = (
      <select {...common} defaultValue={defaultValue ?? ""} className={selectClass}>
        <option value="">Select…</option>
        {field.options?.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === "textarea") {
    control = <Textarea {...common} rows={5} />;
  } else {
    const listId = field.suggest ? `${form.name}-${field.name}-options` : undefined;
    const props = { ...common, type: field.kind, placeholder: field.placeholder };
    control = listId ? (
      <SuggestedInput {...props} listId={listId} autoComplete="off" />
    ) : (
      <Input {...props} autoComplete={field.autoComplete} />
    );
  }
  return (
    <Field
      id={`${form.name}-${field.name}`}
      label={field.label}
      required={field.required}
      description={field.hint}
      errors={error}
      className={cn(field.kind === "textarea" && "sm:col-span-2")}
    >
      {control}
    </Field>
  );
}

/**
 * A text field with the open Arenas' names as suggestions (ADR 215): the page is static, so
 * the names come from /arenas' loader once the page has loaded; typing works before that.
 */
function SuggestedInput({ listId, ...props }: React.ComponentProps<"input"> & { listId: string }) {
  const arenas = useFetcher<{ arenas: { name: string }[] }>();
  const { load } = arenas;
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void load("/arenas");
  }, [load]);
  return (
    <>
      <Input {...props} list={listId} />
      <datalist id={listId}>
        {arenas.data?.arenas.map((a) => (
          <option key={a.name} value={a.name} />
        ))}
      </datalist>
    </>
  );
}

/** Where a form posts (ADR 207): its page is static, so the submission has its own address. */
export const submissionPath = (form: FormDefinition) => `/forms/${form.name}`;

/**
 * The page's URL parameters for the post. On the static page they are known only in the
 * browser (so after hydration: the prerendered HTML has none, and a post made before then
 * sends the Referer instead); the answer to a post carries them (`carried`).
 */
function usePageSearch(carried: string | undefined) {
  const { search } = useLocation();
  const [pageSearch, setPageSearch] = useState(carried ?? "");
  useEffect(() => {
    if (carried === undefined) setPageSearch(search);
  }, [carried, search]);
  return pageSearch;
}

/**
 * A native form (docs/architecture.md D3): works before JavaScript loads (the browser posts to
 * /forms/<name>, which answers with the page and its result; the action validates with the same
 * schema); with JavaScript the schema runs first, the post goes through a fetcher and the answer
 * shows in place, focus moving to the first field in error.
 */
export function NativeForm({
  form,
  result: posted,
  pageSearch,
}: {
  form: FormDefinition;
  result?: FormActionResult;
  pageSearch?: string;
}) {
  const fetcher = useFetcher<FormActionResult>();
  const result = fetcher.data ?? posted;
  const busy = fetcher.state !== "idle";
  const search = usePageSearch(pageSearch);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const serverErrors = result && !result.ok ? (result.fieldErrors ?? null) : null;
  const errors = clientErrors ?? serverErrors ?? {};
  const values = (result && !result.ok && result.values) || {};

  const focusFirstError = (errs: FieldErrors) => {
    const first = form.fields.find((f) => errs[f.name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${form.name}-${first.name}`)?.focus();
  };

  useEffect(() => {
    if (result?.ok) successRef.current?.focus();
    else if (result?.fieldErrors) {
      setClientErrors(null);
      focusFirstError(result.fieldErrors);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per action result, not per render
  }, [result]);

  if (result?.ok) {
    return (
      <section
        aria-labelledby={`${form.name}-success`}
        className="rounded-lg border border-success/40 bg-success/10 p-6"
        role="status"
      >
        <h2
          id={`${form.name}-success`}
          ref={successRef}
          tabIndex={-1}
          className="text-2xl font-semibold text-success"
        >
          {form.successTitle}
        </h2>
        <p className="mt-2">{form.successBody}</p>
        {result.data?.email ? (
          <p className="mt-2 text-sm text-muted-foreground">
            Confirmation sent to <strong>{result.data.email}</strong>.
          </p>
        ) : null}
      </section>
    );
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const entries = Object.fromEntries(
      [...new FormData(event.currentTarget)].filter(
        (e): e is [string, string] => typeof e[1] === "string",
      ),
    );
    const parsed = parseForm(form.name, entries);
    if (!parsed.ok) {
      event.preventDefault();
      setClientErrors(parsed.errors);
      focusFirstError(parsed.errors);
    } else {
      setClientErrors(null);
    }
  };

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={`${submissionPath(form)}${search}`}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="form-heading"
      className="grid gap-6"
    >
      <h2 id="form-heading" className="text-xl font-semibold">
        Your details
      </h2>
      <p className="-mt-4 text-sm text-muted-foreground">
        Fields marked{" "}
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <FormMessage error={result && !result.ok && !result.fieldErrors ? result.error : null} />
      <div className="grid gap-5 sm:grid-cols-2">
        {form.fields.map((field) => (
          <FieldControl
            key={field.name}
            form={form}
            field={field}
            error={errors[field.name]}
            defaultValue={values[field.name]}
          />
        ))}
      </div>
      {/* Honeypot: invisible to people and assistive technology; bots that fill it are ignored. */}
      <div
        aria-hidden="true"
        className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden"
      >
        <label htmlFor={`${form.name}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`${form.name}-${HONEYPOT_FIELD}`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Sending…" : form.submitLabel}
        </Button>
      </div>
    </fetcher.Form>
  );
}
