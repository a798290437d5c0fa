import { Form, Link, useActionData } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { TableCell, TableRow } from "~/components/ui/table";
import { useResultToast } from "~/components/use-result-toast";
import { memberText, POINTS } from "~/content/members";
import type { ActionResult } from "~/lib/action-result";
import { FormMessage } from "~/components/ui/field";
import { SectionCard } from "~/components/section-card";
import { EmailText } from "~/components/email-text";
import { path } from "~/content/paths";
import type { DashboardData } from "../dashboard.server";
import { formatDate } from "../share";
import { announceAuthChange } from "./form-parts";
import { Avatar, AvatarUpload, Nickname } from "./dashboard-identity";
import { ReferralCard, Stat } from "./dashboard-referral-card";
import { LegalUpdateNotice } from "./legal-update-notice";
import { holdersByRank } from "../medals";
import { CardTable, LeaderRow, RankCell } from "./member-tables";

const t = memberText.dashboard;

export type DashboardActionResult = ActionResult;

const points = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

export function DashboardView({
  data,
  startEditingNickname,
  linkError,
  milestones,
  badge,
}: {
  data: DashboardData;
  startEditingNickname: boolean;
  linkError: string | null;
  /** The milestones card, composed by the route (another feature's). */
  milestones?: React.ReactNode;
  /** A leader's milestone badge, from the route (another feature's component). */
  badge?: (milestone: string) => React.ReactNode;
}) {
  const result = useActionData<DashboardActionResult>();
  const { user, profile } = data;
  useResultToast(result);
  const leaderHolders = holdersByRank(data.leaders);
  const resendError = result && !result.ok && result.intent === "resend" ? result.error : null;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <Card>
        <CardContent className="flex flex-col gap-6 p-6 sm:flex-row sm:items-center">
          <div className="flex flex-col items-center gap-3">
            <Avatar name={user.name} url={profile.avatarUrl} />
            <AvatarUpload result={result} />
          </div>
          <div className="flex-1">
            <h1 className="text-2xl font-bold break-words">{t.welcome(user.name)}</h1>
            <Nickname
              nickname={profile.nickname}
              result={result}
              startEditing={startEditingNickname}
            />
          </div>
          <div className="flex gap-2">
            <Button asChild variant="outline">
              <Link to={path("/profile")}>{t.editProfile}</Link>
            </Button>
            <Form
              method="post"
              action="/logout"
              onSubmit={(e) => {
                // With JavaScript: sign out, tell the other tabs, then go home with a fresh page.
                e.preventDefault();
                fetch("/logout", { method: "POST", redirect: "manual", credentials: "same-origin" })
                  .catch(() => undefined)
                  .finally(() => {
                    announceAuthChange();
                    window.location.assign("/");
                  });
              }}
            >
              <Button type="submit" variant="ghost">
                {t.logOut}
              </Button>
            </Form>
          </div>
        </CardContent>
      </Card>

      <LegalUpdateNotice updates={data.legalUpdates} />
      <FormMessage error={linkError} />
      {!user.emailVerified ? (
        <Form
          method="post"
          className="flex flex-wrap items-center gap-3 rounded-md border border-accent-foreground/20 bg-accent px-4 py-3 text-sm text-accent-foreground"
        >
          <p className="flex-1">{memberText.confirm.pending(user.email)}</p>
          <input type="hidden" name="intent" value="resend" />
          <Button type="submit" size="sm" variant="outline">
            {memberText.confirm.resend}
          </Button>
          {resendError ? (
            <div className="basis-full">
              <FormMessage error={resendError} />
            </div>
          ) : null}
        </Form>
      ) : null}

      <div className="grid gap-4 md:grid-cols-4">
        <Card className="bg-primary text-primary-foreground">
          <CardContent className="p-6">
            <h2 className="text-sm font-medium opacity-90">{t.pointsTitle}</h2>
            <p className="mt-1 text-4xl font-bold">
              {profile.pointsTotal.toLocaleString("en-US")}{" "}
              <span className="text-base font-medium">{t.pointsUnit}</span>
            </p>
          </CardContent>
        </Card>
        <Stat label={t.referralsMade} value={String(profile.referralCount)} />
        <Stat label={t.rank} value={data.rank > 0 ? `#${data.rank}` : "—"} />
        <Stat label={t.joined} value={formatDate(profile.createdAt)} />
      </div>

      <ReferralCard link={data.referralLink} share={data.share} />
      {milestones}

      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title={t.activityTitle}>
          {data.activity.length === 0 ? (
            <p className="text-muted-foreground">{t.activityEmpty}</p>
          ) : (
            <CardTable head={[t.description, t.points]} right={[t.points]}>
              {data.activity.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>
                    <div className="break-words">{row.description}</div>
                    <div className="text-xs text-muted-foreground">{formatDate(row.createdAt)}</div>
                  </TableCell>
                  <TableCell className="text-right font-semibold text-success">
                    {points(row.points)}
                  </TableCell>
                </TableRow>
              ))}
            </CardTable>
          )}
        </SectionCard>

        <SectionCard
          title={t.leadersTitle}
          action={
            <Button asChild variant="link" size="sm">
              <Link to={path("/leaderboard")}>{t.viewFull}</Link>
            </Button>
          }
        >
          <CardTable head={[t.rankColumn, t.nameColumn, t.points]} right={[t.points]}>
            {data.leaders.map((row, i) => (
              <LeaderRow key={`${row.rank}-${i}`} mine={row.you}>
                <TableCell>
                  <RankCell rank={row.rank} holders={leaderHolders.get(row.rank)!} />
                </TableCell>
                <TableCell className="break-words">
                  {row.nickname ?? row.name}
                  {row.milestone ? badge?.(row.milestone) : null}
                </TableCell>
                <TableCell className="text-right">
                  {row.pointsTotal.toLocaleString("en-US")}
                </TableCell>
              </LeaderRow>
            ))}
          </CardTable>
        </SectionCard>
      </div>

      {data.referrals.length > 0 ? (
        <SectionCard title={t.referralsTitle}>
          <CardTable
            head={[t.nameColumn, t.emailColumn, t.pointsEarned, t.joinedColumn]}
            stackOnPhone
          >
            {data.referrals.map((row) => (
              <TableRow key={row.id}>
                <TableCell data-label={t.nameColumn} className="break-words">
                  {row.name ?? t.newUser}
                </TableCell>
                <TableCell data-label={t.emailColumn}>
                  {row.maskedEmail ? <EmailText email={row.maskedEmail} /> : "—"}
                </TableCell>
                <TableCell data-label={t.pointsEarned} className="font-semibold text-success">
                  +{POINTS.referral}
                </TableCell>
                <TableCell data-label={t.joinedColumn}>{formatDate(row.joinedAt)}</TableCell>
              </TableRow>
            ))}
          </CardTable>
        </SectionCard>
      ) : null}
      {data.pending > 0 ? (
        <p className="text-sm text-muted-foreground">{t.pending(data.pending)}</p>
      ) : null}
    </div>
  );
}
