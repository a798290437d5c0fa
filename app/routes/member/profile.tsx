import { useRef } from "react";
import { data, useActionData, useLoaderData } from "react-router";
import { CardDescription } from "~/components/ui/card";
import { useResultToast } from "~/components/use-result-toast";
import { memberText } from "~/content/members";
import { joiningText } from "~/content/joining";
import { JoiningFields } from "~/features/members/components/joining-fields";
import { joiningOf } from "~/features/members/joining.server";
import { communitySuggestions, publicCommunitiesOf } from "~/domain/attribution/communities.server";
import {
  EmailField,
  MemberForm,
  NameField,
  PasswordField,
} from "~/features/members/components/form-parts";
import { SectionCard } from "~/components/section-card";
import { LoadFailed } from "~/features/members/components/load-failed";
import { YourData } from "~/features/members/components/your-data";
import { MailPreferences } from "~/features/members/components/mail-preferences";
import { mailPreferencesOf } from "~/domain/mail/member-mail.server";
import { profileActions } from "~/features/members/profile-actions.server";
import { requireMember } from "~/features/members/session.server";
import { dispatchIntent } from "~/lib/action-result";
import { useSessionWatch } from "~/lib/use-session-watch";
import { BackLink } from "~/components/back-link";
import { memberMeta } from "~/features/members/member-meta";
import { path } from "~/content/paths";
import type { Route } from "./+types/profile";

const t = memberText.profile;

export const meta = () =>
  memberMeta(t, "Your name, e-mail address and password.", "/profile", true);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  "cache-control": loaderHeaders.get("cache-control") ?? "private, no-store",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireMember(request, context.services);
  // ?delete-account=1: the confirmation as a panel of the page (no JavaScript needed).
  const confirmDelete = new URL(request.url).searchParams.has("delete-account");
  const db = context.services.database.db;
  const [joining, communities, mailPreferences] = await Promise.all([
    joiningOf(db, session.user.id),
    communitySuggestions(publicCommunitiesOf(context.services)),
    mailPreferencesOf(db, session.user.id),
  ]);
  return data(
    {
      name: session.user.name,
      email: session.user.email,
      confirmDelete,
      joining,
      communities,
      mailPreferences,
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context;
  const session = await requireMember(request, services);
  const form = await request.formData();
  const args = { services, clientIp, request, session, form };
  return dispatchIntent(form.get("intent"), profileActions, args);
}

/** docs/product.md#profile: 'Failed to load profile' (details stay in the server log). */
export function ErrorBoundary() {
  return <LoadFailed message={t.loadFailed} />;
}

export default function Profile() {
  const user = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const passwordForm = useRef<HTMLFormElement>(null);
  useSessionWatch({ signedOut: "/login" });
  useResultToast(result, {
    // docs/product.md#profile: the fields are cleared
    onSuccess: (done) => done.intent === "password" && passwordForm.current?.reset(),
  });
  const error = (intent: keyof typeof profileActions) =>
    result && !result.ok && result.intent === intent ? result.error : null;
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
      <BackLink to={path("/dashboard")}>{t.back}</BackLink>
      <h1 className="text-3xl font-bold">{t.heading}</h1>
      <SectionCard title={t.infoTitle}>
        <MemberForm intent="profile" error={error("profile")} submit={t.save} busy={t.saving}>
          <NameField label={t.name} defaultValue={user.name} required />
          <div className="grid gap-1">
            <EmailField label={t.email} defaultValue={user.email} required />
            <CardDescription>{t.emailNote}</CardDescription>
          </div>
          <PasswordField label={t.currentPassword} name="currentPassword" />
        </MemberForm>
      </SectionCard>
      <SectionCard title={t.passwordTitle}>
        <MemberForm
          ref={passwordForm}
          intent="password"
          error={error("password")}
          submit={t.updatePassword}
          busy={t.updating}
        >
          <PasswordField label={t.currentPassword} name="currentPassword" />
          <PasswordField label={t.newPassword} name="newPassword" autoComplete="new-password" />
          <PasswordField
            label={t.confirmNewPassword}
            name="confirmPassword"
            autoComplete="new-password"
          />
        </MemberForm>
      </SectionCard>
      <SectionCard title={joiningText.title}>
        <MemberForm
          intent="joining"
          error={error("joining")}
          submit={joiningText.save}
          busy={joiningText.saving}
        >
          <JoiningFields
            suggestions={user.communities}
            role={user.joining.role}
            community={user.joining.community}
          />
        </MemberForm>
        <p className="mt-4 text-sm text-muted-foreground">
          {joiningText.firstTouch(user.joining.source)}
        </p>
      </SectionCard>
      <MailPreferences preferences={user.mailPreferences} error={error("mail-preferences")} />
      <YourData confirming={user.confirmDelete} result={result} />
    </div>
  );
}
