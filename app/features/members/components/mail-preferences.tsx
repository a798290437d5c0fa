import { useId } from "react";
import { mailPreferencesText as t } from "~/content/member-mail";
import { SectionCard } from "~/components/section-card";
import { MemberForm } from "./form-parts";

/** The names the form posts and the action reads (app/features/members/profile-actions.server.ts). */
export const MAIL_PREFERENCE_FIELDS = {
  referralUpdates: "referralUpdates",
  weeklyDigest: "weeklyDigest",
  programmeNews: "programmeNews",
  founderUpdates: "founderUpdates",
} as const;

function Choice(props: { name: string; label: string; hint: string; defaultChecked: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        id={id}
        name={props.name}
        value="on"
        defaultChecked={props.defaultChecked}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 shrink-0 accent-primary"
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="font-medium">
          {props.label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {props.hint}
        </p>
      </div>
    </div>
  );
}

/** /profile 'E-mail preferences' (ADR 191): its own card, form and intent. */
export function MailPreferences({
  preferences,
  error,
}: {
  preferences: {
    referralUpdates: boolean;
    weeklyDigest: boolean;
    programmeNews: boolean;
    founderUpdates: boolean;
  };
  error?: string | null;
}) {
  return (
    <SectionCard title={t.title} description={t.description}>
      <MemberForm intent="mail-preferences" error={error} submit={t.save} busy={t.saving}>
        <fieldset className="grid gap-4">
          <legend className="sr-only">{t.title}</legend>
          <Choice
            name={MAIL_PREFERENCE_FIELDS.programmeNews}
            label={t.news}
            hint={t.newsHint}
            defaultChecked={preferences.programmeNews}
          />
          <Choice
            name={MAIL_PREFERENCE_FIELDS.founderUpdates}
            label={t.updates}
            hint={t.updatesHint}
            defaultChecked={preferences.founderUpdates}
          />
          <Choice
            name={MAIL_PREFERENCE_FIELDS.referralUpdates}
            label={t.referral}
            hint={t.referralHint}
            defaultChecked={preferences.referralUpdates}
          />
          <Choice
            name={MAIL_PREFERENCE_FIELDS.weeklyDigest}
            label={t.digest}
            hint={t.digestHint}
            defaultChecked={preferences.weeklyDigest}
          />
        </fieldset>
      </MemberForm>
    </SectionCard>
  );
}
