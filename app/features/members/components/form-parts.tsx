import { type ReactNode, useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Field, FormMessage } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { EMAIL_MAX_LENGTH, MAX_PASSWORD_LENGTH, NAME_MAX_LENGTH } from "~/lib/limits";

/** A centred card with the page's single h1 (member auth screens). */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}

type FieldProps = { label: string; name: string; error?: boolean } & React.ComponentProps<"input">;

/** A member form's text input in the one `Field`; the presets below add its name and limits. */

export function InputField({ label, name, error, className, ...props }: FieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} className={className}>
      <Input id={id} name={name} aria-invalid={error || undefined} {...props} />
    </Field>
  );
}

/** The member forms' e-mail, name and password fields, with their limits (app/lib/limits.ts). */
export function EmailField(props: Omit<FieldProps, "name">) {
  return (
    <InputField
      name="email"
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      {...props}
    />
  );
}

export function NameField(props: Omit<FieldProps, "name">) {
  return <InputField name="name" autoComplete="name" maxLength={NAME_MAX_LENGTH} {...props} />;
}

export function PasswordField({
  name = "password",
  autoComplete = "current-password",
  ...props
}: Omit<FieldProps, "name"> & { name?: string }) {
  return (
    <InputField
      name={name}
      type="password"
      autoComplete={autoComplete}
      maxLength={MAX_PASSWORD_LENGTH}
      {...props}
    />
  );
}

/**
 * A member form posting to its route: the fields, the one message, the submit button. With
 * an `intent` (a page with several forms) the form names it and its button sits at the start.
 */
export function MemberForm({
  error,
  submit,
  busy,
  intent,
  children,
  ...props
}: {
  error?: string | null;
  submit: string;
  busy: string;
  intent?: string;
} & Omit<React.ComponentProps<typeof Form>, "method">) {
  return (
    <Form method="post" className="grid gap-4" {...props}>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {children}
      <FormMessage error={error} />
      <SubmitButton
        label={submit}
        busyLabel={busy}
        intent={intent}
        className={intent ? "justify-self-start" : "w-full"}
      />
    </Form>
  );
}

/** Below an auth card's form: a line of text and the link to the other screen. */
export function AuthSwitch({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <p className="mt-4 text-center text-sm text-muted-foreground">
      {text}{" "}
      <Link to={to} className="font-medium text-primary underline underline-offset-4">
        {label}
      </Link>
    </p>
  );
}

/** True while this route's form with the given intent (if any) is being submitted. */
export function useSubmitting(intent?: string) {
  const navigation = useNavigation();
  if (navigation.state !== "submitting") return false;
  if (!intent) return true;
  return navigation.formData?.get("intent") === intent;
}

export function SubmitButton({
  label,
  busyLabel,
  intent,
  className,
  ...props
}: { label: string; busyLabel: string; intent?: string } & React.ComponentProps<typeof Button>) {
  const busy = useSubmitting(intent);
  return (
    <Button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      disabled={busy}
      className={className}
      {...props}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}

// The session watch is shared with the admin screens (app/lib/use-session-watch.ts).
export { announceAuthChange } from "~/lib/use-session-watch";
