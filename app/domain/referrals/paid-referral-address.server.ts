// "An address that already paid a referral never pays one again" (docs/architecture.md D13,
// ADRs 140 and 143). The address is remembered by its keyed hash only, and only when it leaves
// the account that paid: by deletion or by a confirmed e-mail change.
// Imported by scripts/ and server/ too: relative imports with .ts only.
import { inArray, sql } from "drizzle-orm";
import { paidReferralAddresses } from "../../../db/schema.ts";
import { addressHash, mailboxKey } from "../../lib/address-hash.server.ts";
import type { Queryable } from "../../lib/db.server.ts";

/** Keeps the hash of `email` if the member `userId` joined through a referral that paid. */
export async function rememberIfReferralPaid(
  db: Queryable,
  key: string,
  userId: string,
  email: string,
): Promise<void> {
  await db.execute(
    sql`insert into paid_referral_addresses (address_hash)
        select ${addressHash(key, mailboxKey(email))}
        where exists (select 1 from referrals where referred_user_id = ${userId} and status = 'joined')
        on conflict do nothing`,
  );
}

/**
 * Whether `email` (in any alias form: the mailbox key, ADR 190) has paid a referral before.
 * Hashes kept before ADR 190 are of the address without its +tag only: checked too.
 */
export async function referralPaidBefore(db: Queryable, key: string, email: string) {
  const hashes = [addressHash(key, mailboxKey(email)), addressHash(key, email)];
  const rows = await db
    .select({ hash: paidReferralAddresses.addressHash })
    .from(paidReferralAddresses)
    .where(inArray(paidReferralAddresses.addressHash, hashes))
    .limit(1);
  return rows.length > 0;
}
