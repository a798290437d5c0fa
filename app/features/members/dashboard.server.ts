import { referralLink } from "~/content/members";
import type { Services } from "~/lib/services.server";
import { siteConfig } from "~/lib/site-config";
import {
  getProfile,
  getUserRank,
  joinedReferrals,
  pendingReferralCount,
  publicRows,
  recentActivity,
  topLeaders,
} from "./members.server";
import type { MemberSession } from "./session.server";

/** Everything the dashboard shows (spec §2 'Dashboard', §7 reads), for the signed-in member only. */
export async function loadDashboard(services: Services, session: MemberSession) {
  const db = services.database.db;
  const userId = session.user.id;
  const [profile, rank, activity, leaders, referrals, pending] = await Promise.all([
    getProfile(db, userId),
    getUserRank(db, userId),
    recentActivity(db, userId),
    topLeaders(db),
    joinedReferrals(db, userId),
    pendingReferralCount(db, userId),
  ]);
  if (!profile) throw new Error(`profile missing for user ${userId}`);
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
    leaders: publicRows(leaders, userId),
    referrals,
    pending,
    referralLink: link,
    share: {
      network: siteConfig.shareNetwork.name,
      composeUrl: siteConfig.shareNetwork.composeUrl,
    },
  };
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;
