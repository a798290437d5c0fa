// Drizzle view of db/migrations (the SQL there is the source of truth; db/schema.test.ts
// fails when the two differ in a table, column, type, nullability or index).
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// better-auth's models (user, session, account, verification, rateLimit).
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    referrerId: text("referrer_id"),
    // The mailbox already paid a referral (0009, ADR 190): its referral is an 'alias'.
    aliasOfPaid: boolean("alias_of_paid").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One mailbox, many aliases (0009, ADR 190): mailbox_key() is a SQL function.
    index("users_mailbox_key_idx").using("btree", sql`mailbox_key(${t.email})`),
    index("users_unconfirmed_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`not ${t.emailVerified}`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("sessions_user_id_idx").on(t.userId),
    index("sessions_expires_idx").on(t.expiresAt),
  ],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("verifications_identifier_idx").on(t.identifier),
    index("verifications_expires_idx").on(t.expiresAt),
  ],
);

export const rateLimits = pgTable(
  "rate_limits",
  {
    id: text("id").primaryKey(),
    key: text("key").notNull().unique(),
    count: integer("count").notNull(),
    lastRequest: bigint("last_request", { mode: "number" }).notNull(),
    /** When the row's window ends (ms); expired rows are deleted (migration 0006). */
    expiresAt: bigint("expires_at", { mode: "number" }),
  },
  (t) => [
    index("rate_limits_last_request_idx").on(t.lastRequest),
    index("rate_limits_expires_at").on(t.expiresAt),
  ],
);

/** Failed sign-ins per account and per account + network (migration 0006, ADR 180). */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull(),
    windowStartedAt: bigint("window_started_at", { mode: "number" }).notNull(),
    lockedUntil: bigint("locked_until", { mode: "number" }),
    expiresAt: bigint("expires_at", { mode: "number" }).notNull(),
  },
  (t) => [index("sign_in_failures_expires_at").on(t.expiresAt)],
);

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    nickname: text("nickname"),
    avatarUrl: text("avatar_url"),
    pointsTotal: integer("points_total").notNull().default(0),
    referralCount: integer("referral_count").notNull().default(0),
    createdAt: createdAt(),
    // Set while an admin has suspended the member (db/migrations/0007_member_admin.sql).
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    // The hero run and variant seen when joining, with consent (0011_hero_runs.sql, ADR 186).
    heroTest: text("hero_test"),
    heroVariant: text("hero_variant", { enum: ["A", "B"] }),
    // Role, community and first touch (0012_sign_up_sources.sql, ADR 193).
    memberRole: text("member_role", { enum: ["staker", "founder", "organiser"] }),
    communityId: uuid("community_id").references(() => communities.id),
    landingPath: text("landing_path"),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    // When the member confirmed their address (0026_member_history.sql, by a trigger on users).
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    index("profiles_leaderboard_idx").on(t.pointsTotal.desc(), t.createdAt.asc(), t.id.asc()),
    // Case-insensitive prefix search (0007): lower(x) text_pattern_ops.
    index("profiles_name_prefix_idx").using("btree", sql`lower(${t.name}) text_pattern_ops`),
    index("profiles_nickname_prefix_idx").using(
      "btree",
      sql`lower(${t.nickname}) text_pattern_ops`,
    ),
    index("profiles_email_prefix_idx").using("btree", sql`lower(${t.email}) text_pattern_ops`),
    index("profiles_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("profiles_suspended_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.suspendedAt} is not null`),
    // Members a milestone's threshold edit concerns (0014).
    index("profiles_referral_count_idx")
      .on(t.referralCount)
      .where(sql`${t.referralCount} > 0`),
    index("profiles_community_idx")
      .on(t.communityId)
      .where(sql`${t.communityId} is not null`),
    index("profiles_member_role_idx")
      .on(t.memberRole)
      .where(sql`${t.memberRole} is not null`),
  ],
);

// Communities a member names at sign-up (0012_sign_up_sources.sql): `key` folds case and
// spaces; a merged community stays as an alias of the one it was merged into.
export const communities = pgTable("communities", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  key: text("key").notNull().unique(),
  mergedInto: uuid("merged_into").references((): AnyPgColumn => communities.id),
  createdAt: createdAt(),
});

// Sign-ups per UTC day by source, campaign, community and role, kept by triggers (0012): a
// view over the rolled-up rows and the appended deltas (0015, ADR 200).
export const signUpSourcesDaily = pgView("sign_up_sources_daily", {
  day: date("day").notNull(),
  dimension: text("dimension", { enum: ["source", "campaign", "community", "role"] }).notNull(),
  key: text("key").notNull(),
  confirmed: integer("confirmed").notNull(),
  unconfirmed: integer("unconfirmed").notNull(),
}).existing();

export const signUpSourcesRollup = pgTable(
  "sign_up_sources_rollup",
  {
    day: date("day").notNull(),
    dimension: text("dimension", {
      enum: ["source", "campaign", "community", "role"],
    }).notNull(),
    key: text("key").notNull(),
    confirmed: integer("confirmed").notNull().default(0),
    unconfirmed: integer("unconfirmed").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.key] })],
);

export const signUpSourcesDeltas = pgTable("sign_up_sources_deltas", {
  day: date("day").notNull(),
  dimension: text("dimension", { enum: ["source", "campaign", "community", "role"] }).notNull(),
  key: text("key").notNull(),
  confirmed: integer("confirmed").notNull(),
  unconfirmed: integer("unconfirmed").notNull(),
});

export const publicProfiles = pgView("public_profiles", {
  id: text("id").notNull(),
  name: text("name").notNull(),
  nickname: text("nickname"),
  avatarUrl: text("avatar_url"),
  pointsTotal: integer("points_total").notNull(),
  referralCount: integer("referral_count").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
}).existing();

export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    points: integer("points").notNull(),
    kind: text("kind", { enum: ["join", "referral", "adjustment", "milestone"] }).notNull(),
    awardKey: text("award_key").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index("points_ledger_user_idx").on(t.userId, t.createdAt.desc())],
);

// How many profiles have each points total, kept by triggers (0003): the rank is a sum over it.
// A view over the rolled-up rows and the appended deltas (0015, ADR 200).
export const pointsHistogram = pgView("points_histogram", {
  points: integer("points").notNull(),
  members: integer("members").notNull(),
}).existing();

export const pointsHistogramRollup = pgTable("points_histogram_rollup", {
  points: integer("points").primaryKey(),
  members: integer("members").notNull(),
});

export const pointsHistogramDeltas = pgTable("points_histogram_deltas", {
  points: integer("points").notNull(),
  members: integer("members").notNull(),
});

// The same count per points total and hour of joining (UTC), so a leaderboard page among many
// tied members walks one hour's ties at most (0021, ADR 217).
export const pointsHours = pgView("points_hours", {
  points: integer("points").notNull(),
  hour: timestamp("hour").notNull(),
  members: integer("members").notNull(),
}).existing();

export const pointsHoursRollup = pgTable(
  "points_hours_rollup",
  {
    points: integer("points").notNull(),
    hour: timestamp("hour").notNull(),
    members: integer("members").notNull(),
  },
  (t) => [primaryKey({ columns: [t.points, t.hour] })],
);

export const pointsHoursDeltas = pgTable("points_hours_deltas", {
  points: integer("points").notNull(),
  hour: timestamp("hour").notNull(),
  members: integer("members").notNull(),
});

export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referrerId: text("referrer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    // Both null once the referred member deleted their account ('Deleted member', 0005).
    referredUserId: text("referred_user_id")
      .unique()
      .references(() => profiles.id, { onDelete: "set null" }),
    referredEmail: text("referred_email"),
    status: text("status", { enum: ["pending", "joined", "void"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
    joinedAt: timestamp("joined_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    flags: text("flags").array().$type<ReferralFlag[]>().notNull().default([]),
    flagsClearedAt: timestamp("flags_cleared_at", { withTimezone: true }),
    // 'Approve Referral' on an alias (0020): paid at confirmation despite the flag.
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    // The ledger row that paid it (0009, ADR 190): a void reverses that row.
    paidAwardKey: text("paid_award_key").unique(),
  },
  (t) => [
    index("referrals_referrer_idx").on(t.referrerId, t.status, t.createdAt.desc()),
    index("referrals_flagged_idx")
      .on(t.referrerId)
      .where(
        sql`cardinality(${t.flags}) > 0 and ${t.flagsClearedAt} is null and ${t.status} <> 'void'`,
      ),
    index("referrals_joined_at_idx")
      .on(t.joinedAt, t.referrerId)
      .where(sql`${t.status} = 'joined'`),
  ],
);

export const REFERRAL_FLAGS = ["disposable", "network", "self", "alias"] as const;
export type ReferralFlag = (typeof REFERRAL_FLAGS)[number];

// Keyed hashes of sign-up networks for the burst rule (0007), kept for an hour.
export const signupNetworks = pgTable(
  "signup_networks",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    networkHash: text("network_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("signup_networks_hash_idx").on(t.networkHash, t.createdAt),
    index("signup_networks_time_idx").on(t.createdAt),
  ],
);

// A change-of-address link works once (db/migrations/0009_impostors.sql, ADR 190): the
// SHA-256 of each token that changed an address, until the token would have expired.
export const usedChangeTokens = pgTable(
  "used_change_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("used_change_tokens_expires_idx").on(t.expiresAt)],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["admin"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const articles = pgTable(
  "articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull(),
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [index("articles_created_idx").on(t.createdAt.desc())],
);

export const articleSlugRedirects = pgTable("article_slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  articleId: uuid("article_id")
    .notNull()
    .references(() => articles.id, { onDelete: "cascade" }),
});

export const abTestEvents = pgTable(
  "ab_test_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    testName: text("test_name").notNull().default("hero-messaging"),
    variant: text("variant", { enum: ["A", "B"] }).notNull(),
    eventType: text("event_type", {
      enum: ["page_view", "click_primary_cta", "click_secondary_cta"],
    }).notNull(),
    visitorId: text("visitor_id").notNull(),
    timestamp: timestamp("timestamp", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index("ab_test_events_agg_idx").on(t.testName, t.variant, t.eventType),
    index("ab_test_events_time_idx").on(t.timestamp.desc()),
  ],
);

// Kept by triggers on ab_test_events (db/migrations/0002_admin_ab_counters.sql).
export const abTestCounters = pgTable(
  "ab_test_counters",
  {
    testName: text("test_name").notNull(),
    variant: text("variant", { enum: ["A", "B"] }).notNull(),
    metric: text("metric", {
      enum: ["page_view", "click_primary_cta", "click_secondary_cta", "visitors"],
    }).notNull(),
    value: bigint("value", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.testName, t.variant, t.metric] })],
);

export const abTestVisitors = pgTable(
  "ab_test_visitors",
  {
    testName: text("test_name").notNull(),
    variant: text("variant", { enum: ["A", "B"] }).notNull(),
    visitorId: text("visitor_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.testName, t.variant, t.visitorId] })],
);

// Kept by triggers on ab_test_events (db/migrations/0008_growth_counters.sql).
export const abTestDaily = pgTable(
  "ab_test_daily",
  {
    testName: text("test_name").notNull(),
    variant: text("variant", { enum: ["A", "B"] }).notNull(),
    day: date("day").notNull(),
    pageViews: bigint("page_views", { mode: "number" }).notNull().default(0),
    primaryClicks: bigint("primary_clicks", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.testName, t.day, t.variant] })],
);

// Runs of the hero test (db/migrations/0011_hero_runs.sql, ADR 186): a run's events,
// counters and sign-ups carry its test_name.
export const abTestRuns = pgTable(
  "ab_test_runs",
  {
    testName: text("test_name").primaryKey(),
    experiment: text("experiment").notNull(),
    run: integer("run").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    stoppedAt: timestamp("stopped_at", { withTimezone: true }),
    shownVariant: text("shown_variant", { enum: ["A", "B"] }),
    stopReason: text("stop_reason"),
  },
  (t) => [
    unique().on(t.experiment, t.run),
    // At most one run of an experiment collects figures at a time.
    uniqueIndex("ab_test_runs_one_running")
      .on(t.experiment)
      .where(sql`${t.stoppedAt} is null`),
  ],
);

// Kept by triggers on profiles and users (db/migrations/0011_hero_runs.sql): a view over the
// rolled-up rows and the appended deltas (0015, ADR 200).
export const abTestSignups = pgView("ab_test_signups", {
  testName: text("test_name").notNull(),
  variant: text("variant", { enum: ["A", "B"] }).notNull(),
  day: date("day").notNull(),
  signups: bigint("signups", { mode: "number" }).notNull(),
  confirmed: bigint("confirmed", { mode: "number" }).notNull(),
}).existing();

export const abTestSignupsRollup = pgTable(
  "ab_test_signups_rollup",
  {
    testName: text("test_name")
      .notNull()
      .references(() => abTestRuns.testName),
    variant: text("variant", { enum: ["A", "B"] }).notNull(),
    day: date("day").notNull(),
    signups: bigint("signups", { mode: "number" }).notNull().default(0),
    confirmed: bigint("confirmed", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.testName, t.day, t.variant] })],
);

export const abTestSignupsDeltas = pgTable("ab_test_signups_deltas", {
  testName: text("test_name").notNull(),
  variant: text("variant", { enum: ["A", "B"] }).notNull(),
  day: date("day").notNull(),
  signups: integer("signups").notNull(),
  confirmed: integer("confirmed").notNull(),
});

// Anonymous quiz funnel counts (db/migrations/0011_hero_runs.sql).
export const quizFunnelDaily = pgTable(
  "quiz_funnel_daily",
  {
    quiz: text("quiz", { enum: ["founder", "staker"] }).notNull(),
    day: date("day").notNull(),
    step: text("step").notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.quiz, t.day, t.step] })],
);

// Kept by triggers on users and referrals (db/migrations/0008_growth_counters.sql): a view
// over the rolled-up rows and the appended deltas (0015, ADR 200).
export const growthDaily = pgView("growth_daily", {
  day: date("day").notNull(),
  confirmed: integer("confirmed").notNull(),
  unconfirmed: integer("unconfirmed").notNull(),
  referred: integer("referred").notNull(),
  joined: integer("joined").notNull(),
}).existing();

export const growthDailyRollup = pgTable("growth_daily_rollup", {
  day: date("day").primaryKey(),
  confirmed: integer("confirmed").notNull().default(0),
  unconfirmed: integer("unconfirmed").notNull().default(0),
  referred: integer("referred").notNull().default(0),
  joined: integer("joined").notNull().default(0),
});

export const growthDailyDeltas = pgTable("growth_daily_deltas", {
  day: date("day").notNull(),
  confirmed: integer("confirmed").notNull(),
  unconfirmed: integer("unconfirmed").notNull(),
  referred: integer("referred").notNull(),
  joined: integer("joined").notNull(),
});

export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    formName: text("form_name", {
      enum: ["launch-arena", "founder-signup", "qai-enrollment"],
    }).notNull(),
    email: text("email").notNull(),
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    urlParams: jsonb("url_params").$type<Record<string, string>>().notNull().default({}),
    heroVariant: text("hero_variant", { enum: ["A", "B"] }),
    // 'The Builder (14 / 24)': a founder's quiz result carried into the application (0011).
    quizResult: text("quiz_result"),
    createdAt: createdAt(),
    // The open Arena a founder application names (0024_staking.sql).
    arenaId: uuid("arena_id").references((): AnyPgColumn => arenas.id, { onDelete: "set null" }),
  },
  (t) => [
    index("form_submissions_form_idx").on(t.formName, t.createdAt.desc()),
    index("form_submissions_arena_idx")
      .on(t.arenaId)
      .where(sql`arena_id IS NOT NULL`),
    index("form_submissions_created_idx").on(t.createdAt),
    index("form_submissions_email_idx").using("btree", sql`lower(${t.email})`),
  ],
);

// Append-only (db/migrations/0004_audit_log.sql): write through app/domain/audit.server.ts.
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: createdAt(),
    actor: text("actor", { enum: ["admin", "member", "cli", "system"] }).notNull(),
    actorId: text("actor_id"),
    action: text("action").notNull(),
    target: text("target"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("audit_log_time_idx").on(t.createdAt.desc(), t.id.desc()),
    index("audit_log_action_idx").on(t.action, t.createdAt.desc(), t.id.desc()),
    index("audit_log_target_idx").on(t.target, t.createdAt.desc(), t.id.desc()),
    index("audit_log_member_idx")
      .on(t.actorId, t.createdAt.desc())
      .where(sql`${t.actor} = 'member'`),
  ],
);

// Keyed hashes of deleted members' addresses whose referral was paid (0005, ADR 140).
export const paidReferralAddresses = pgTable("paid_referral_addresses", {
  addressHash: text("address_hash").primaryKey(),
});

// Scheduled jobs (app/lib/jobs.server.ts): the last run of each, across instances.
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastStatus: text("last_status", { enum: ["ok", "failed"] }),
  lastResult: jsonb("last_result").$type<Record<string, number>>().notNull().default({}),
});

// The legal versions a member agreed to (0010, ADR 182): app/domain/accounts/sign-up.server.ts.
export const legalAcceptances = pgTable(
  "legal_acceptances",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    document: text("document", { enum: ["terms-of-service", "privacy-policy"] }).notNull(),
    version: text("version").notNull(),
    via: text("via", { enum: ["sign-up", "notice"] }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.document, t.version] })],
);

// Milestones (0014_milestones.sql, ADR 192): the ladder, and who holds what. The database
// awards and takes back (milestones_sync); write milestones through
// app/domain/milestones/milestones.server.ts.
export const milestones = pgTable(
  "milestones",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().unique(),
    threshold: integer("threshold").notNull(),
    description: text("description").notNull().default(""),
    bonusPoints: integer("bonus_points").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Its holders come first in every Arena's line (0018_arenas.sql).
    earlyArenaAccess: boolean("early_arena_access").notNull().default(false),
  },
  (t) => [index("milestones_threshold_idx").on(t.threshold)],
);

export const memberMilestones = pgTable(
  "member_milestones",
  {
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    milestoneId: uuid("milestone_id")
      .notNull()
      .references(() => milestones.id, { onDelete: "restrict" }),
    bonusPoints: integer("bonus_points").notNull(),
    awardedAt: timestamp("awarded_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.milestoneId] }),
    index("member_milestones_milestone_idx").on(t.milestoneId),
    index("member_milestones_unnotified_idx")
      .on(t.awardedAt)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

// Content seeded once on the first start (0014): a row means it was seeded.
export const contentSeeds = pgTable("content_seeds", {
  name: text("name").primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});

// E-mail to members (0013, ADR 191): app/domain/mail/member-mail.server.ts.
export const mailPreferences = pgTable("mail_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  referralUpdates: boolean("referral_updates").notNull().default(true),
  weeklyDigest: boolean("weekly_digest").notNull().default(false),
  // The third list (0019, ADR 212): the operator's broadcasts. On by default.
  programmeNews: boolean("programme_news").notNull().default(true),
  // The fourth list (0030, ADR 231): founders' updates and rounds. On by default.
  founderUpdates: boolean("founder_updates").notNull().default(true),
  listKey: text("list_key")
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const MEMBER_MAIL_KINDS = [
  "referral-joined",
  "referral-confirmed",
  "milestone",
  "confirm-reminder",
  "weekly-digest",
] as const;

export const memberMails = pgTable(
  "member_mails",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: MEMBER_MAIL_KINDS }).notNull(),
    mailKey: text("mail_key").notNull().unique(),
    status: text("status", { enum: ["sent", "capped"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("member_mails_user_idx").on(t.userId, t.createdAt.desc())],
);

// A member's story (db/migrations/0026_member_history.sql): each e-mail the outbox sent them
// (kind and subject, never the body) and each change of a list, with how. Written by triggers.
export const memberMailLog = pgTable(
  "member_mail_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    subject: text("subject"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("member_mail_log_user_idx").on(t.userId, t.sentAt.desc()),
    index("member_mail_log_sent_idx").on(t.sentAt),
  ],
);

export const mailListChanges = pgTable(
  "mail_list_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    list: text("list", { enum: ["referral", "digest", "news", "updates"] }).notNull(),
    subscribed: boolean("subscribed").notNull(),
    how: text("how", { enum: ["link", "one-click", "profile"] }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_list_changes_user_idx").on(t.userId, t.changedAt.desc())],
);

// The e-mail outbox (db/migrations/0016_outbox.sql, ADR 208).
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    message: jsonb("message").$type<Record<string, unknown>>(),
    dedupeKey: text("dedupe_key").unique(),
    status: text("status", { enum: ["queued", "sent", "failed", "dead"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    // A message rendered when sent (db/migrations/0017): whose confirmation it is.
    userId: text("user_id"),
    callback: text("callback"),
    leasedBy: text("leased_by"),
    // The claim's fencing token (db/migrations/0025, ADR 224).
    leaseToken: uuid("lease_token"),
    // What a row rendered when sent is about: an update or a round (0030, ADR 232).
    ref: uuid("ref"),
  },
  (t) => [
    index("outbox_due_idx")
      .on(t.nextAttemptAt, t.id)
      .where(sql`status = 'queued'`),
    index("outbox_dead_idx")
      .on(t.createdAt)
      .where(sql`status = 'dead'`),
  ],
);

// The mail relay's shared health (db/migrations/0025, ADR 224): one row.
export const mailRelay = pgTable("mail_relay", {
  id: integer("id").primaryKey(),
  failingSince: timestamp("failing_since", { withTimezone: true }),
  pausedUntil: timestamp("paused_until", { withTimezone: true }),
  failures: integer("failures").notNull().default(0),
  lastError: text("last_error"),
  updatedAt: updatedAt(),
});

// Arenas (db/migrations/0018_arenas.sql, ADRs 209–211): write them through
// app/domain/arenas/arenas.server.ts.
// 'finished': its results published (db/migrations/0029_arena_finished.sql, ADR 229).
export const ARENA_STATUSES = ["draft", "open", "closed", "finished"] as const;
export const STAKING_STATES = ["not_opened", "open", "closed", "published"] as const;
export const INVITATION_STATUSES = [
  "invited",
  "seated",
  "declined",
  "expired",
  "released",
] as const;

export const arenas = pgTable(
  "arenas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    communityId: uuid("community_id").references(() => communities.id),
    seats: integer("seats").notNull(),
    kickoffOn: date("kickoff_on").notNull(),
    location: text("location").notNull().default(""),
    description: text("description").notNull().default(""),
    daysToAccept: integer("days_to_accept").notNull().default(7),
    autoFill: boolean("auto_fill").notNull().default(true),
    status: text("status", { enum: ARENA_STATUSES }).notNull().default("draft"),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Staking (db/migrations/0024_staking.sql, ADR 215).
    grantPool: integer("grant_pool").notNull().default(0),
    tokensPerSeat: integer("tokens_per_seat").notNull().default(100),
    staking: text("staking", { enum: STAKING_STATES }).notNull().default("not_opened"),
    stakingClosesAt: timestamp("staking_closes_at", { withTimezone: true }),
    stakingOpenedAt: timestamp("staking_opened_at", { withTimezone: true }),
    stakingClosedAt: timestamp("staking_closed_at", { withTimezone: true }),
    resultsPublishedAt: timestamp("results_published_at", { withTimezone: true }),
  },
  (t) => [
    index("arenas_status_idx").on(t.status),
    index("arenas_staking_due_idx")
      .on(t.stakingClosesAt)
      .where(sql`staking = 'open'`),
  ],
);

export const arenaInvitations = pgTable(
  "arena_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    arenaId: uuid("arena_id")
      .notNull()
      .references(() => arenas.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => profiles.id, { onDelete: "set null" }),
    place: integer("place").notNull(),
    status: text("status", { enum: INVITATION_STATUSES }).notNull().default("invited"),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    releaseReason: text("release_reason"),
    refillDue: boolean("refill_due").notNull().default(false),
  },
  (t) => [
    unique().on(t.arenaId, t.userId),
    index("arena_invitations_status_idx").on(t.arenaId, t.status),
    index("arena_invitations_user_idx").on(t.userId),
    index("arena_invitations_open_idx")
      .on(t.expiresAt)
      .where(sql`status = 'invited'`),
    index("arena_invitations_refill_idx")
      .on(t.arenaId)
      .where(sql`refill_due`),
  ],
);

// An Arena's line-up and its seat holders' stakes (db/migrations/0024_staking.sql, ADR 215):
// write them through app/domain/arenas/staking.server.ts and lineup.server.ts.
export const arenaFounders = pgTable(
  "arena_founders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    arenaId: uuid("arena_id")
      .notNull()
      .references(() => arenas.id, { onDelete: "cascade" }),
    place: integer("place").notNull(),
    founderName: text("founder_name").notNull(),
    ventureName: text("venture_name").notNull(),
    pitch: text("pitch").notNull(),
    email: text("email"),
    pitchUrl: text("pitch_url"),
    submissionId: uuid("submission_id").references(() => formSubmissions.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.arenaId, t.place),
    index("arena_founders_email_idx").using("btree", sql`lower(${t.email})`),
    // One entry per founder per Arena (0029_arena_finished.sql, ADR 230).
    uniqueIndex("arena_founders_email_once").using("btree", t.arenaId, sql`lower(${t.email})`),
  ],
);

export const arenaStakes = pgTable(
  "arena_stakes",
  {
    invitationId: uuid("invitation_id")
      .notNull()
      .references(() => arenaInvitations.id, { onDelete: "cascade" }),
    founderId: uuid("founder_id")
      .notNull()
      .references(() => arenaFounders.id, { onDelete: "cascade" }),
    // No key to arenas: the seat's key takes the stakes with the Arena (0028).
    arenaId: uuid("arena_id").notNull(),
    tokens: integer("tokens").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.invitationId, t.founderId] }),
    index("arena_stakes_arena_idx").on(t.arenaId, t.founderId, t.tokens),
    index("arena_stakes_founder_idx").on(t.founderId),
  ],
);

// After the grant, the journey (db/migrations/0030_journey.sql, ADRs 231–233).
export const UPDATE_KINDS = ["update", "discovery", "milestone"] as const;

export const ventureUpdates = pgTable(
  "venture_updates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    founderId: uuid("founder_id")
      .notNull()
      .references(() => arenaFounders.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => profiles.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    kind: text("kind", { enum: UPDATE_KINDS }).notNull().default("update"),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    // When its e-mails were queued (the outbox worker's lane, ADR 232); null: not yet.
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("venture_updates_founder_idx").on(t.founderId, t.createdAt.desc()),
    index("venture_updates_unmailed_idx")
      .on(t.createdAt)
      .where(sql`mailed_at is null and hidden_at is null`),
    index("venture_updates_author_idx").on(t.authorId),
  ],
);

export const ventureFollows = pgTable(
  "venture_follows",
  {
    founderId: uuid("founder_id")
      .notNull()
      .references(() => arenaFounders.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.founderId, t.userId] }),
    index("venture_follows_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

export const ventureRounds = pgTable(
  "venture_rounds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    founderId: uuid("founder_id")
      .notNull()
      .references(() => arenaFounders.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    closesOn: date("closes_on").notNull(),
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("venture_rounds_founder_idx").on(t.founderId, t.createdAt.desc())],
);

export const roundInterests = pgTable(
  "round_interests",
  {
    roundId: uuid("round_id")
      .notNull()
      .references(() => ventureRounds.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    shareEmail: boolean("share_email").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.userId] }),
    index("round_interests_user_idx").on(t.userId),
  ],
);

// Broadcasts (db/migrations/0019_broadcasts.sql, ADRs 212–214): app/domain/broadcasts/.
// Members an admin left out of one Arena's line (db/migrations/0027_arena_line.sql, ADR 221).
export const arenaExclusions = pgTable(
  "arena_exclusions",
  {
    arenaId: uuid("arena_id")
      .notNull()
      .references(() => arenas.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.arenaId, t.userId] }),
    index("arena_exclusions_user_idx").on(t.userId),
  ],
);

export const mailSuppressions = pgTable("mail_suppressions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  reason: text("reason", { enum: ["bounce", "complaint"] }).notNull(),
  createdAt: createdAt(),
});

export const BROADCAST_STATUSES = [
  "draft",
  "scheduled",
  "sending",
  "paused",
  "sent",
  "cancelled",
] as const;
export const AUDIENCE_KINDS = ["all", "community", "role", "arena"] as const;

export const broadcasts = pgTable(
  "broadcasts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull(),
    body: text("body").notNull().default(""),
    audienceKind: text("audience_kind", { enum: AUDIENCE_KINDS }).notNull().default("all"),
    audienceValue: text("audience_value"),
    status: text("status", { enum: BROADCAST_STATUSES }).notNull().default("draft"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    pausedReason: text("paused_reason"),
    recipients: integer("recipients").notNull().default(0),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** When its recipient rows were written (by the outbox worker, 0022); null: not yet. */
    frozenAt: timestamp("frozen_at", { withTimezone: true }),
    /** The last 'Resume' (0025): the self-pause counts failures after it only. */
    resumedAt: timestamp("resumed_at", { withTimezone: true }),
  },
  (t) => [
    index("broadcasts_created_idx").on(t.createdAt.desc()),
    index("broadcasts_due_idx")
      .on(t.scheduledAt)
      .where(sql`status = 'scheduled'`),
    index("broadcasts_unfrozen_idx")
      .on(t.startedAt)
      .where(sql`frozen_at is null and status in ('sending', 'paused')`),
  ],
);

export const broadcastRecipients = pgTable(
  "broadcast_recipients",
  {
    broadcastId: uuid("broadcast_id")
      .notNull()
      .references(() => broadcasts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    state: text("state", { enum: ["queued", "sending", "sent", "failed", "skipped"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    leasedBy: text("leased_by"),
    lastError: text("last_error"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    leaseToken: uuid("lease_token"),
  },
  (t) => [
    primaryKey({ columns: [t.broadcastId, t.userId] }),
    index("broadcast_recipients_due_idx")
      .on(t.broadcastId, t.nextAttemptAt)
      .where(sql`state in ('queued', 'sending')`),
    index("broadcast_recipients_claimed_idx")
      .on(t.claimedAt)
      .where(sql`claimed_at is not null`),
    index("broadcast_recipients_user_idx").on(t.userId),
  ],
);
