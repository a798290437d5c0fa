// "An address that already paid a referral never pays one again" (docs/architecture.md D13,
// ADRs 140 and 143). The address is remembered by its keyed hash only, and only when it leaves
// the account that paid: by deletion or by a confirmed e-mail change.
// Imported by scripts/ and server/ too: relative imports with .ts only.
import { sql } from "drizzle-orm";
import { addressHash, mailboxKey } from "../../lib/address-hash.server.ts";
import { resultRows, type Db } from "../../lib/db.server.ts";

type Executor = Pick<Db, "execute">;

/** Keeps the hash of `email` if the member `userId` joined through a referral that paid. */
export async function rememberIfReferralPaid(
  db: Executor,
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
export async function referralPaidBefore(db: Executor, key: string, email: string) {
  const rows = resultRows(
    await db.execute(
      sql`select 1 from paid_referral_addresses
          where address_hash in (${addressHash(key, mailboxKey(email))}, ${addressHash(key, email)})`,
    ),
  );
  return rows.length > 0;
}
