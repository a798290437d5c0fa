import type * as React from "react";
import { useFetcher, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { authCopy } from "~/content/admin";
import { MAX_PASSWORD_LENGTH } from "~/lib/limits";
import { Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";

const copy = authCopy.reauth;

/** The admin sign-in screens' card: the page's h1, a line under it, the form. */
export function AdminAuthCard({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <section className={cn("mx-auto flex max-w-md items-center px-4 py-12", className)}>
      <Card className="w-full">
        <CardHeader>
          <h1 className="text-2xl font-bold">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}

/** Asks an admin whose sign-in is older than 12 hours for the password again (ADR 180). */
export function ReauthCard() {
  const fetcher = useFetcher<{ error?: string }>();
  const location = useLocation();
  const error = fetcher.data?.error;
  return (
    <AdminAuthCard title={copy.title} description={copy.description} className="min-h-[60vh]">
      <fetcher.Form method="post" action="/auth" className="grid gap-4">
        <input type="hidden" name="intent" value="reauth" />
        <input type="hidden" name="next" value={location.pathname + location.search} />
        <Field id="reauth-password" label={copy.password}>
          <Input
            id="reauth-password"
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={MAX_PASSWORD_LENGTH}
            required
          />
        </Field>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit">{copy.submit}</Button>
      </fetcher.Form>
    </AdminAuthCard>
  );
}
