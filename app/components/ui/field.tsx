import { cloneElement, type ReactElement, type ReactNode } from "react";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";

type ControlProps = {
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
};

/**
 * The one form field (ADR 187, the shadcn way): its label, the control (the one child), an
 * optional description and its errors. The field gives the control its id and links the
 * description and the errors to it with `aria-describedby`; errors also set `aria-invalid`.
 * `required` shows the asterisk the native forms explain; the control's own `required`
 * (from constraintsOf) is what the browser checks.
 */
export function Field({
  id,
  label,
  required = false,
  description,
  errors,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  description?: ReactNode;
  errors?: string | readonly string[] | null;
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const list = errorList(errors);
  const descriptionId = description ? `${id}-hint` : undefined;
  const errorId = list.length ? `${id}-error` : undefined;
  const own = children.props;
  // The control's own references first, each id once.
  const describedBy =
    [...new Set([own["aria-describedby"], descriptionId, errorId].filter(Boolean))].join(" ") ||
    undefined;
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {" "}
            *
          </span>
        ) : null}
      </Label>
      {cloneElement(children, {
        id,
        "aria-describedby": describedBy,
        "aria-invalid": errorId ? true : own["aria-invalid"],
      })}
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={list} />
    </div>
  );
}

function errorList(errors: string | readonly string[] | null | undefined): string[] {
  if (!errors) return [];
  return (typeof errors === "string" ? [errors] : [...errors]).filter(Boolean);
}

/** A field's errors: one line, or a list when there are several. */
export function ErrorList({
  id,
  errors,
}: {
  id?: string;
  errors?: string | readonly string[] | null;
}) {
  const list = errorList(errors);
  if (list.length === 0) return null;
  const className = "text-sm font-medium text-destructive";
  if (list.length === 1)
    return (
      <p id={id} className={className}>
        {list[0]}
      </p>
    );
  return (
    <ul id={id} className={cn(className, "list-disc pl-5")}>
      {list.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** The form's one message; role=alert so it is announced, and visible without JavaScript. */
export function FormMessage({ error }: { error?: string | null }) {
  if (!error) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      {error}
    </p>
  );
}
