// Accounts nobody confirmed (ADR 190): after UNCONFIRMED_ACCOUNT_DAYS they are deleted by
// a daily job through the one deletion (ADR 140), so each is audited and its pending
// referral goes with it. Whoever owns the address was told in the confirmation e-mail
// that doing nothing removes the account. Logs counts only.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { deleteAccount } from "./account-deletion.server.ts";
import { sqlRows } from "../../lib/db.server.ts";
import { DAY_MS, type Job, type JobContext } from "../../lib/jobs.server.ts";
import { UNCONFIRMED_ACCOUNT_DAYS } from "../../lib/limits.ts";

/** At most this many a run: a backlog is worked off day by day, in bounded transactions. */
const BATCH = 1000;

export function unconfirmedAccountsJob(deps: {
  addressHashKey: string;
  removeAvatar?: (url: string) => Promise<void>;
}): Job {
  return {
    name: "unconfirmed-accounts",
    async run({ db, now }: JobContext) {
      const before = new Date(now.getTime() - UNCONFIRMED_ACCOUNT_DAYS * DAY_MS).toISOString();
      const stale = await sqlRows(
        db,
        z.object({ id: z.string() }),
        sql`select id from users where email_verified = false
            and created_at < ${before}::timestamptz order by created_at limit ${BATCH}
            for update skip locked`,
      );
      let deleted = 0;
      for (const { id } of stale) {
        // The rows stay locked (for update, above) until the run commits: a confirmation
        // arriving meanwhile waits, then finds no account, rather than being undone.
        const summary = await deleteAccount({ db, ...deps }, { userId: id }, { kind: "system" });
        if (summary.account) deleted += 1;
      }
      return { unconfirmedAccounts: deleted };
    },
  };
}
