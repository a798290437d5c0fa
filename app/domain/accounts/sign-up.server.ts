// What a sign-up carries (ADR 182), in one place for every page that creates an account
// (/waitlist, /auth): today the referral (docs/architecture.md D5) and the versions of the
// terms and privacy policy the page asked the joiner to agree to, and the hero variant the
// joiner saw (with consent, ADR 186), and who is joining and from where (docs/architecture.md D24, ADR 193):
// the role and community the joiner gave, and the visit's first touch (with consent).
import { desc, eq } from "drizzle-orm";
import { legalAcceptances, profiles } from "../../../db/schema.ts";
import { resolveCommunity } from "../attribution/communities.server.ts";
import type { Db, Queryable } from "../../lib/db.server.ts";
import type { FirstTouch } from "../../lib/first-touch.ts";
import {
  AGREED_DOCUMENTS,
  type AgreedDocument,
  LEGAL_VERSIONS,
  type LegalVersions,
} from "../../lib/legal-versions.ts";
import type { MemberRole } from "../../lib/member-roles.ts";
import type { Services } from "../services.server.ts";

export type SignUpCarries = {
  /** The referrer's profile id from ?ref=; the database ignores an unknown or self one (D5). */
  referrerId: string | null;
  /** The versions the page's consent line put before the joiner (app/lib/legal-versions.ts). */
  accepted: LegalVersions;
  /** The hero run and variant the joiner saw; null without measurement consent (ADR 186). */
  hero: { heroTest: string; heroVariant: "A" | "B" } | null;
  /** 'I'm joining as' and 'University or community', both optional (D24). */
  role: MemberRole | null;
  community: string | null;
  /** The visit's first touch; null without measurement consent ('unknown', ADR 193). */
  firstTouch: FirstTouch | null;
};

/** What a sign-up from one of the site's forms carries today. */
export function signUpCarries(from: Partial<Omit<SignUpCarries, "accepted">> = {}): SignUpCarries {
  return {
    referrerId: from.referrerId ?? null,
    accepted: { ...LEGAL_VERSIONS },
    hero: from.hero ?? null,
    role: from.role ?? null,
    community: from.community ?? null,
    firstTouch: from.firstTouch ?? null,
  };
}

export type NewAccount = { name: string; email: string; password: string; callbackURL: string };

/**
 * Creates the account through better-auth (its hooks, limits and e-mails; an APIError is
 * thrown as better-auth throws it) and records what the sign-up carries. The referral goes
 * with the user row (the database pays it); the rest is written after. Should that write
 * fail, the account stands and the failure is logged: no record means no consent is claimed.
 */
export async function signUpWith(
  services: Services,
  request: Request,
  account: NewAccount,
  carries: SignUpCarries,
) {
  const result = await services.auth.api.signUpEmail({
    body: { ...account, referrerId: carries.referrerId ?? undefined },
    headers: request.headers,
    returnHeaders: true,
  });
  await recordCarries(services.database.db, result.response.user.id, carries).catch(
    (err: unknown) => services.log.error({ err }, "sign-up carries not recorded"),
  );
  return result;
}

async function recordCarries(db: Db, userId: string, carries: SignUpCarries) {
  await db.transaction(async (tx) => {
    await recordAcceptance(tx, userId, carries.accepted, "sign-up");
    // The counters of ab_test_signups (0011) and sign_up_sources_daily (0012) follow by trigger.
    const communityId = carries.community ? await resolveCommunity(tx, carries.community) : null;
    const set = {
      ...carries.hero,
      ...carries.firstTouch,
      ...(carries.role ? { memberRole: carries.role } : {}),
      ...(communityId ? { communityId } : {}),
    };
    if (Object.keys(set).length) await tx.update(profiles).set(set).where(eq(profiles.id, userId));
  });
}

/** Records that the member agreed to these versions (at sign-up, or from the notice). */
export async function recordAcceptance(
  db: Queryable,
  userId: string,
  versions: LegalVersions,
  via: "sign-up" | "notice",
  documents: AgreedDocument[] = AGREED_DOCUMENTS,
) {
  if (documents.length === 0) return;
  const rows = documents.map((document) => ({
    userId,
    document,
    version: versions[document],
    via,
  }));
  await db.insert(legalAcceptances).values(rows).onConflictDoNothing();
}

/** The latest version of each document the member agreed to (none: never recorded). */
export async function acceptedVersions(db: Db, userId: string) {
  const rows = await db
    .select({ document: legalAcceptances.document, version: legalAcceptances.version })
    .from(legalAcceptances)
    .where(eq(legalAcceptances.userId, userId))
    .orderBy(desc(legalAcceptances.acceptedAt));
  const latest: Partial<LegalVersions> = {};
  for (const row of rows) latest[row.document] ??= row.version;
  return latest;
}
