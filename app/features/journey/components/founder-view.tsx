import { useState } from "react";
import { Form, Link, useActionData, useNavigation, useSubmit } from "react-router";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Button } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { useResultToast } from "~/components/use-result-toast";
import {
  formatJourneyDate,
  journeyCopy,
  JOURNEY_LIMITS,
  UPDATE_KIND_LABELS,
} from "~/content/journey";
import { path } from "~/content/paths";
import type { ActionResult } from "~/lib/action-result";
import type { FounderPage } from "~/features/journey/founder-page.server";
import { ventureHref } from "~/content/journey-dashboard";

const U = journeyCopy.update;

/**
 * /dashboard/ventures/{id}: 'Post an update' (or 'Edit the update' with ?edit=…), and the
 * venture's updates with 'Edit' and 'Delete' (which asks first: a dialog, or without
 * JavaScript the ?delete=… confirmation). Native forms; the server keeps every rule.
 */
export function FounderView({ page }: { page: FounderPage }) {
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  useResultToast(result, { errors: false, idle: navigation.state === "idle" });
  const self = `/dashboard/ventures/${page.venture.id}`;
  const editing = page.editing;
  const failed = result && !result.ok ? result : null;
  const values = failed?.values;
  const errors = failed?.fieldErrors ?? {};
  const submit = useSubmit();
  const [asking, setAsking] = useState<{ id: string; title: string } | null>(null);
  const deleteForm = (id: string) => (
    <Form method="post" action={self}>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="update" value={id} />
      <Button type="submit" variant="destructive">
        {U.deleteConfirm}
      </Button>
    </Form>
  );
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <Link to={path("/dashboard")} className="text-sm underline">
        {journeyCopy.dashboard.yourVenture}
      </Link>
      <h1 className="text-3xl font-bold break-words">{editing ? U.editHeading : U.heading}</h1>
      <p>
        <Link to={ventureHref(page.venture.arena.slug, page.venture.id)} className="underline">
          {page.venture.ventureName}
        </Link>{" "}
        · {page.venture.arena.name}
      </p>
      <Form
        key={editing?.id ?? "new"}
        method="post"
        action={editing ? `${self}?edit=${editing.id}` : self}
        className="grid gap-4 rounded-md border p-4"
      >
        <input type="hidden" name="intent" value={editing ? "edit" : "publish"} />
        {editing ? <input type="hidden" name="update" value={editing.id} /> : null}
        <Field id="update-title" label={U.title} errors={errors.title}>
          <Input
            name="title"
            required
            maxLength={JOURNEY_LIMITS.title}
            defaultValue={values?.title ?? editing?.title ?? ""}
          />
        </Field>
        <Field id="update-body" label={U.body} description={U.bodyHint} errors={errors.body}>
          <Textarea
            name="body"
            rows={8}
            required
            maxLength={JOURNEY_LIMITS.body}
            defaultValue={values?.body ?? editing?.body ?? ""}
          />
        </Field>
        <Field id="update-kind" label={U.kind} errors={errors.kind}>
          <NativeSelect
            name="kind"
            defaultValue={values?.kind ?? editing?.kind ?? "update"}
            className="w-auto"
          >
            {Object.entries(UPDATE_KIND_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <FormMessage error={failed && !failed.fieldErrors ? failed.error : null} />
        {result?.ok ? (
          <noscript>
            <p role="status">{result.message}</p>
          </noscript>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={navigation.state === "submitting"}>
            {editing ? U.save : U.publish}
          </Button>
          {editing ? (
            <Button asChild variant="outline">
              <Link to={self}>{U.cancel}</Link>
            </Button>
          ) : null}
        </div>
      </Form>
      {page.deleting ? (
        <section
          aria-labelledby="update-delete"
          className="grid gap-3 rounded-md border border-destructive p-4"
        >
          <h2 id="update-delete" className="text-xl font-semibold">
            {U.deleteTitle}
          </h2>
          <p className="font-medium break-words">{page.deleting.title}</p>
          <p>{U.deleteBody}</p>
          <div className="flex flex-wrap gap-3">
            {deleteForm(page.deleting.id)}
            <Button asChild variant="outline">
              <Link to={self}>{U.cancel}</Link>
            </Button>
          </div>
        </section>
      ) : null}
      <section aria-labelledby="your-updates" className="grid gap-3">
        <h2 id="your-updates" className="text-2xl font-semibold">
          {journeyCopy.dashboard.yourUpdates}
        </h2>
        {page.updates.length === 0 ? <p>{journeyCopy.venture.noUpdates}</p> : null}
        <ul className="grid gap-3">
          {page.updates.map((u) => (
            <li
              key={u.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
            >
              <div className="grid gap-0.5">
                <p className="font-medium break-words">{u.title}</p>
                <p className="text-sm text-muted-foreground">
                  <time dateTime={u.createdAt}>{formatJourneyDate(u.createdAt)}</time> ·{" "}
                  {UPDATE_KIND_LABELS[u.kind]}
                </p>
              </div>
              <div className="flex gap-2">
                <Button asChild variant="outline" size="sm">
                  <Link to={`${self}?edit=${u.id}`} aria-label={`${U.edit}: ${u.title}`}>
                    {U.edit}
                  </Link>
                </Button>
                <Button asChild variant="outline" size="sm">
                  <Link
                    to={`${self}?delete=${u.id}`}
                    aria-label={`${U.delete}: ${u.title}`}
                    onClick={(event) => {
                      // With JavaScript the dialog asks; without, the ?delete= page does.
                      event.preventDefault();
                      setAsking({ id: u.id, title: u.title });
                    }}
                  >
                    {U.delete}
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <ConfirmDialog
        item={asking}
        onClose={() => setAsking(null)}
        title={U.deleteTitle}
        description={U.deleteBody}
        cancel={U.cancel}
        confirm={U.deleteConfirm}
        onConfirm={(item) =>
          void submit({ intent: "delete", update: item.id }, { method: "post", action: self })
        }
      />
    </div>
  );
}
