import { useRef, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { memberText } from "~/content/members";
import { privacyText as t } from "~/content/privacy";
import type { ActionResult } from "~/lib/action-result";
import { MAX_PASSWORD_LENGTH } from "~/lib/limits";
import { FormMessage } from "~/components/ui/field";
import { SectionCard } from "~/components/section-card";
import { path } from "~/content/paths";
import { InputField, SubmitButton } from "./form-parts";

type Result = ActionResult<unknown> | undefined;

/** What deletion removes and keeps (the dialog and the no-JavaScript panel say the same). */
function Consequences() {
  return (
    <div className="grid gap-3 text-sm text-muted-foreground">
      {(
        [
          [t.deletedHeading, t.deletedList],
          [t.keptHeading, t.keptList],
        ] as const
      ).map(([heading, items]) => (
        <div key={heading}>
          <h3 className="font-semibold text-foreground">{heading}</h3>
          <ul className="ml-5 list-disc">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
      <p className="font-medium text-foreground">{t.irreversible}</p>
    </div>
  );
}

const passwordField = (
  <InputField
    label={memberText.profile.currentPassword}
    name="currentPassword"
    type="password"
    autoComplete="current-password"
    required
    maxLength={MAX_PASSWORD_LENGTH}
  />
);

/**
 * /profile 'Your Data' (ADR 140). Both buttons work without JavaScript: the download is a
 * plain GET of /profile/data (an attachment), and 'Delete Account' opens the confirmation
 * as a panel of the page (/profile?delete-account=1); with JavaScript it is a dialog.
 */
export function YourData({ confirming, result }: { confirming: boolean; result: Result }) {
  const [open, setOpen] = useState(false);
  // Not a Radix trigger (it is a GET form's button without JavaScript): focus comes back here.
  const opener = useRef<HTMLButtonElement>(null);
  const fetcher = useFetcher<Result>();
  const dialogError = fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  const pageError =
    result && !result.ok && result.intent === "delete-account" ? result.error : null;
  return (
    <SectionCard title={t.sectionTitle} description={t.sectionIntro} contentClassName="grid gap-6">
      <form method="get" action="/profile/data" className="grid gap-2">
        <p className="text-sm text-muted-foreground">{t.downloadNote}</p>
        <Button type="submit" variant="outline" className="justify-self-start">
          {t.download}
        </Button>
      </form>
      <form method="get" action="/profile#delete-account">
        <input type="hidden" name="delete-account" value="1" />
        <Button
          ref={opener}
          type="submit"
          variant="destructive"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {t.deleteAccount}
        </Button>
      </form>
      {confirming ? (
        <section
          id="delete-account"
          aria-labelledby="delete-account-title"
          className="grid gap-4 rounded-md border border-destructive/40 p-4"
        >
          <h3 id="delete-account-title" className="text-lg font-semibold">
            {t.dialogTitle}
          </h3>
          <p className="text-sm text-muted-foreground">{t.dialogIntro}</p>
          <Consequences />
          <Form method="post" action="/profile?delete-account=1" className="grid gap-4">
            <input type="hidden" name="intent" value="delete-account" />
            {passwordField}
            <FormMessage error={pageError} />
            <div className="flex flex-wrap gap-2">
              <SubmitButton
                label={t.confirm}
                busyLabel={t.deleting}
                intent="delete-account"
                variant="destructive"
              />
              <Button asChild variant="outline">
                <Link to={path("/profile")}>{t.cancel}</Link>
              </Button>
            </div>
          </Form>
        </section>
      ) : null}
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent
          className="max-h-[90dvh] overflow-y-auto"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <AlertDialogTitle>{t.dialogTitle}</AlertDialogTitle>
          <AlertDialogDescription>{t.dialogIntro}</AlertDialogDescription>
          <Consequences />
          <fetcher.Form method="post" action="/profile" className="grid gap-4">
            <input type="hidden" name="intent" value="delete-account" />
            {passwordField}
            <FormMessage error={dialogError} />
            <AlertDialogFooter>
              <AlertDialogCancel type="button">{t.cancel}</AlertDialogCancel>
              <Button type="submit" variant="destructive" disabled={fetcher.state !== "idle"}>
                {fetcher.state !== "idle" ? t.deleting : t.confirm}
              </Button>
            </AlertDialogFooter>
          </fetcher.Form>
        </AlertDialogContent>
      </AlertDialog>
    </SectionCard>
  );
}
