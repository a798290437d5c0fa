import { useCallback, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { BackLink } from "~/components/back-link";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { useResultToast } from "~/components/use-result-toast";
import { ADMIN_PATHS } from "~/content/admin-paths";
import { AUDIENCE_LABELS, broadcastCopy, broadcastPath, ROLE_LABELS } from "~/content/broadcasts";
import type { BroadcastDetail } from "~/domain/broadcasts/broadcasts.server";
import { BroadcastSchema } from "~/domain/broadcasts/broadcasts.schema";
import type { ActionResult } from "~/lib/action-result";
import { constraintsOf } from "~/lib/form-constraints";
import { formatInZone, utcToZonedInput } from "~/lib/time-zone";
import type { BroadcastAnswer } from "../admin-actions.server";
import { BroadcastStatus } from "./broadcast-status";

const C = broadcastCopy.page;
const K = constraintsOf(BroadcastSchema);
const FORM_ID = "broadcast-form";
/** A button that posts the page's form as one intent (broadcastActions). */
const intent = (value: string) => ({ type: "submit" as const, name: "intent", value });

type Props = {
  id: string | null;
  broadcast: BroadcastDetail | null;
  draft: { subject: string; body: string; audienceKind: string; audienceValue: string };
  recipients: number | null;
  previewHtml: string;
  /** Who sent or scheduled it, and when (null for a draft). */
  sender: { name: string; at: Date | string } | null;
  communities: { id: string; name: string }[];
  arenas: { id: string; name: string }[];
  zone: string;
  /** The mail relay failing (ADR 224): the lane is paused and probing. */
  relay?: { since: string; nextTry: string | null; lastError: string | null } | null;
};

/** A broadcast's page (ADR 212): compose, preview, test, schedule or send; then its figures. */
export function BroadcastPage(props: Props) {
  const { id, broadcast, draft, zone } = props;
  const action = broadcastPath(id ?? "new");
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const fetcher = useFetcher<ActionResult<BroadcastAnswer>>({ key: "broadcast-page" });
  const onSuccess = useCallback(
    (result: ActionResult<unknown>) => {
      const saved = (result.data as BroadcastAnswer | undefined)?.id;
      if (!id && saved) void navigate(broadcastPath(saved), { replace: true });
    },
    [id, navigate],
  );
  useResultToast(fetcher.data, {
    errors: true,
    idle: fetcher.state === "idle",
    skipStale: true,
    onSuccess,
  });
  const preview = useFetcher<ActionResult<BroadcastAnswer>>();
  const count = useFetcher<{ recipients: number | null }>();
  const [kind, setKind] = useState(draft.audienceKind);
  const [value, setValue] = useState(draft.audienceValue);
  const [confirming, setConfirming] = useState<number | null>(null);
  const recipients = count.data ? count.data.recipients : props.recipients;
  const editable = !broadcast || broadcast.status === "draft" || broadcast.status === "scheduled";

  const recount = (k: string, v: string) => {
    setKind(k);
    setValue(v);
    void count.load(`${action}?${new URLSearchParams({ audienceKind: k, audienceValue: v })}`);
  };
  /** 'Preview' answers beside the form, not as the page's result: its own fetcher. */
  const route = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!(submitter instanceof HTMLButtonElement)) return;
    if (submitter.value === "send") setConfirming(null);
    if (submitter.value !== "preview") return;
    event.preventDefault();
    void preview.submit(submitter, { method: "post", action });
  };
  const previewHtml = preview.data?.ok ? (preview.data.data?.html ?? "") : props.previewHtml;
  const hasMessage = preview.data?.ok ? true : draft.body.trim() !== "";
  const busy = fetcher.state !== "idle";

  return (
    <div className="grid gap-6">
      <BackLink to={ADMIN_PATHS.broadcasts}>{C.back}</BackLink>
      <h2 className="text-2xl font-semibold">{broadcast ? broadcast.subject : C.newTitle}</h2>
      {broadcast ? (
        <BroadcastStatus broadcast={broadcast} zone={zone} relay={props.relay ?? null} />
      ) : null}
      {props.sender ? (
        <p>
          {(broadcast?.status === "scheduled" ? C.scheduledBy : C.sentBy)(
            props.sender.name,
            formatInZone(props.sender.at, zone),
          )}
        </p>
      ) : null}
      {!editable ? (
        <section aria-labelledby="broadcast-sent" className="grid gap-2">
          <h3 id="broadcast-sent" className="sr-only">
            {C.editTitle}
          </h3>
          <p className="text-muted-foreground">{C.readOnly}</p>
          <p>
            <span className="font-medium">{C.subject}:</span> {draft.subject}
          </p>
        </section>
      ) : (
        <fetcher.Form
          ref={form}
          id={FORM_ID}
          key={id ?? "new"}
          method="post"
          action={action}
          onSubmit={route}
          className="grid gap-4"
        >
          <fieldset className="grid gap-4">
            <legend className="sr-only">{broadcast ? C.editTitle : C.newTitle}</legend>
            <Field id="broadcast-subject" label={C.subject}>
              <Input name="subject" {...K.subject} defaultValue={draft.subject} />
            </Field>
            <Field id="broadcast-body" label={C.message} description={C.messageHint}>
              <Textarea name="body" rows={10} {...K.body} defaultValue={draft.body} />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="broadcast-audience" label={C.audience}>
                <NativeSelect
                  name="audienceKind"
                  value={kind}
                  onChange={(e) => recount(e.target.value, "")}
                >
                  {Object.entries(AUDIENCE_LABELS).map(([k, label]) => (
                    <option key={k} value={k}>
                      {label}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              {kind !== "all" ? (
                <Field
                  id="broadcast-audience-value"
                  label={C[kind as "community" | "role" | "arena"]}
                >
                  <NativeSelect
                    name="audienceValue"
                    value={value}
                    onChange={(e) => recount(kind, e.target.value)}
                  >
                    <option value="">{C.choose}</option>
                    {(kind === "role"
                      ? Object.entries(ROLE_LABELS).map(([id, name]) => ({ id, name }))
                      : kind === "arena"
                        ? props.arenas
                        : props.communities
                    ).map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
              ) : null}
            </div>
            <p aria-live="polite" className="font-medium">
              {C.recipients(recipients ?? 0)}
            </p>
            <div className="flex flex-wrap gap-2">
              {/* The first submit button: Enter in a field saves the draft. */}
              <Button {...intent("save")} variant="outline" disabled={busy}>
                {C.saveDraft}
              </Button>
              <Button {...intent("preview")} variant="outline" formNoValidate>
                {C.preview}
              </Button>
              <Button {...intent("test")} variant="outline" disabled={busy}>
                {C.sendTest}
              </Button>
              {/* Asks first ('Send to {n} members?'); its 'Send' posts this form. */}
              <Button
                type="button"
                disabled={busy || !recipients}
                onClick={() => form.current?.reportValidity() && setConfirming(recipients ?? 0)}
              >
                {C.sendNow}
              </Button>
            </div>
            <div className="flex flex-wrap items-end gap-2">
              <Field id="broadcast-at" label={C.scheduleAt} description={C.zone(zone)}>
                <Input
                  name="scheduledAt"
                  type="datetime-local"
                  defaultValue={
                    broadcast?.scheduledAt
                      ? utcToZonedInput(new Date(broadcast.scheduledAt), zone)
                      : ""
                  }
                />
              </Field>
              <Button {...intent("schedule")} variant="outline" disabled={busy}>
                {C.schedule}
              </Button>
            </div>
          </fieldset>
        </fetcher.Form>
      )}
      <section aria-labelledby="broadcast-preview" className="grid gap-2">
        <h3 id="broadcast-preview" className="text-lg font-semibold">
          {C.preview}
        </h3>
        {hasMessage ? (
          // The e-mail's own HTML (rendered and sanitised on the server), in a frame that runs
          // nothing: headings, lists, quotes and links look as the member's mail program shows them.
          <iframe
            title={C.previewFrame}
            srcDoc={previewHtml}
            sandbox=""
            className="h-[36rem] w-full rounded-lg border bg-white"
          />
        ) : (
          <p className="text-muted-foreground">{C.previewEmpty}</p>
        )}
      </section>
      <ConfirmDialog
        item={confirming}
        onClose={() => setConfirming(null)}
        title={C.confirmTitle(confirming ?? 0)}
        description={C.confirmText}
        cancel={C.cancelDialog}
        confirm={C.confirm}
        form={FORM_ID}
        intent="send"
      />
    </div>
  );
}
