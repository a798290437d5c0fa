// Referral integrity (ADR 161, docs/architecture.md D16): a referral is flagged for an
// admin to look at, never punished automatically, when the referred address is on a
// maintained disposable-e-mail list, when more than BURST_MAX sign-ups came from one client
// network within BURST_WINDOW, or when the referred address is the referrer's own after
// normalisation (a self-referral through an alias). Only the signal is stored: a keyed hash
// of the network, kept for the hour the rule needs (ADR 161).
// Imported by auth.server.ts: relative imports with .ts only.
import { createHmac } from "node:crypto";
import { createRequire } from "node:module";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { referrals } from "../../../db/schema.ts";
import { mailboxKey } from "../../lib/address-hash.server.ts";
import { clientNetwork } from "../../lib/client-network.ts";
import { pgNumber, sqlRow, type Db, type Tx } from "../../lib/db.server.ts";

/** More than this many sign-ups from one network within the window flag its referrals. */
export const BURST_MAX = 5;
export const BURST_WINDOW_MINUTES = 60;

export { mailboxKey };

let lists: { exact: Set<string>; wildcard: Set<string> } | null = null;

/** Whether the address's domain (or a parent on the wildcard list) is disposable. */
export function isDisposable(email: string): boolean {
  if (!lists) {
    // Loaded on first use (about 120,000 domains), on the server only.
    const require = createRequire(import.meta.url);
    lists = {
      exact: new Set(require("disposable-email-domains") as string[]),
      wildcard: new Set(require("disposable-email-domains/wildcard.json") as string[]),
    };
  }
  const domain = email.trim().toLowerCase().split("@").pop() ?? "";
  if (lists.exact.has(domain)) return true;
  const labels = domain.split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    if (lists.wildcard.has(labels.slice(i).join("."))) return true;
  }
  return false;
}

export function networkHash(key: string, ip: string): string {
  return createHmac("sha256", key)
    .update(`network:${clientNetwork(ip)}`)
    .digest("hex");
}

/** Why a referral looks doubtful: the values `referrals_flags_check` allows. */
export type ReferralFlag = (typeof referrals.$inferSelect.flags)[number];

async function addFlags(tx: Tx, where: ReturnType<typeof sql>, flags: ReferralFlag[]) {
  await tx.execute(sql`
    update referrals set flags = array(
      select distinct f from unnest(flags || ${sql.raw(`array['${flags.join("','")}']::text[]`)}) f order by f)
    where ${where} and not (flags @> ${sql.raw(`array['${flags.join("','")}']::text[]`)})`);
}

/**
 * Records the sign-up's network signal and flags referrals that match a rule. Called right
 * after a user is created (better-auth's user.create.after hook); never blocks the sign-up.
 */
export async function recordSignupSignals(
  db: Db,
  key: string,
  signup: { userId: string; email: string; clientIp: string | null },
): Promise<ReferralFlag[]> {
  return db.transaction(async (tx) => {
    if (signup.clientIp && signup.clientIp !== "unknown") {
      const hash = networkHash(key, signup.clientIp);
      const window = sql`now() - make_interval(mins => ${BURST_WINDOW_MINUTES})`;
      // Signals older than the rule's window serve nothing: they go as new ones arrive.
      await tx.execute(sql`delete from signup_networks where created_at < ${window}`);
      await tx.execute(sql`insert into signup_networks (user_id, network_hash)
        values (${signup.userId}, ${hash}) on conflict do nothing`);
      const seen = await sqlRow(
        tx,
        z.object({ n: pgNumber }),
        sql`select count(*) as n from signup_networks
            where network_hash = ${hash} and created_at >= ${window}`,
      );
      if ((seen?.n ?? 0) > BURST_MAX) {
        await addFlags(
          tx,
          sql`referred_user_id in (select user_id from signup_networks
            where network_hash = ${hash} and created_at >= ${window})`,
          ["network"],
        );
      }
    }
    const referral = await sqlRow(
      tx,
      z.object({ id: z.string(), referrer_email: z.string() }),
      sql`select r.id, p.email as referrer_email from referrals r
          join profiles p on p.id = r.referrer_id where r.referred_user_id = ${signup.userId}`,
    );
    if (!referral) return [];
    const flags: ReferralFlag[] = [];
    if (isDisposable(signup.email)) flags.push("disposable");
    if (mailboxKey(signup.email) === mailboxKey(referral.referrer_email)) flags.push("self");
    if (flags.length) await addFlags(tx, sql`id = ${referral.id}`, flags);
    const [row] = await tx
      .select({ flags: referrals.flags })
      .from(referrals)
      .where(eq(referrals.id, referral.id));
    return row?.flags ?? [];
  });
}

/** A text[] from either driver (node-postgres parses it; PGlite may give '{a,b}'). */
export function pgTextArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === "string" && value.startsWith("{"))
    return value.slice(1, -1).split(",").filter(Boolean);
  return [];
}
