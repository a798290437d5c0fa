import { memberText, referralLink } from "~/content/members";
import { shareCopy } from "~/content/sharing";
import { changedSinceAccepted, LEGAL_VERSIONS } from "~/lib/legal-versions";
import type { Db } from "~/lib/db.server";
import type { Services } from "~/domain/services.server";
import { acceptedVersions } from "~/domain/accounts/sign-up.server";
import { highestMilestones } from "~/domain/milestones/milestones.server";
import { siteConfig } from "~/lib/site-config";
import type { Session } from "~/domain/accounts/session.server";
import {
  getProfile,
  getUserRank,
  joinedReferrals,
  pendingReferralCount,
  publicRows,
  recentActivity,
  topLeaders,
} from "./members.server";
import { shareTargets } from "./share";

/** The documents with a new date since the member agreed to them (ADR 182). */
export async function legalUpdatesFor(db: Db, userId: string) {
  const changed = changedSinceAccepted(await acceptedVersions(db, userId));
  return changed.map((document) => ({ document, version: LEGAL_VERSIONS[document] }));
}

/** Everything the dashboard shows (docs/product.md#dashboard), for the signed-in member only. */
export async function loadDashboard(services: Services, session: Session) {
  const db = services.database.db;
  const userId = session.user.id;
  const [profile, rank, activity, leaders, referrals, pending, legalUpdates] = await Promise.all([
    getProfile(db, userId),
    getUserRank(db, userId),
    recentActivity(db, userId),
    topLeaders(db),
    joinedReferrals(db, userId),
    pendingReferralCount(db, userId),
    legalUpdatesFor(db, userId),
  ]);
  if (!profile) throw new Error(`profile missing for user ${userId}`);
  // The leaders' milestone badges (ADR 192), as on the leaderboard: none on failure.
  const badges = await highestMilestones(
    db,
    leaders.map((l) => l.id),
  ).catch((err: unknown) => {
    services.log.error({ err }, "dashboard leader badges load failed");
    return new Map<string, string>();
  });
  const link = referralLink(services.env.origin, profile.id);
  return {
    user: {
      id: userId,
      name: profile.name,
      email: session.user.email,
      emailVerified: session.user.emailVerified,
    },
    profile: {
      nickname: profile.nickname,
      avatarUrl: profile.avatarUrl,
      pointsTotal: profile.pointsTotal,
      referralCount: profile.referralCount,
      createdAt: profile.createdAt.toISOString(),
    },
    rank,
    activity: activity.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    leaders: publicRows(leaders, userId).map((row, i) => ({
      ...row,
      milestone: badges.get(leaders[i]!.id) ?? null,
    })),
    referrals,
    pending,
    referralLink: link,
    legalUpdates,
    share: shareTargets(
      (channel) => referralLink(services.env.origin, profile.id, channel),
      { body: memberText.dashboard.shareText, subject: shareCopy.shareEmailSubject },
      siteConfig.shareNetwork,
    ),
  };
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;
