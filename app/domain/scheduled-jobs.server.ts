// Every scheduled job, registered in this one place (docs/architecture.md D17, ADR 141): each
// runs inside the server, once per database at a time (a PostgreSQL advisory lock), on the
// period it names. server/main.ts starts the runner; tests run a job with an injected clock.
import { createAvatarStore } from "../lib/avatar.server.ts";
import type { Database } from "../lib/db.server.ts";
import type { Env } from "../lib/env.server.ts";
import type { JobRunner } from "../lib/jobs.server.ts";
import type { MailCap } from "../lib/mail-cap.server.ts";
import { vacuumJob } from "../lib/vacuum.server.ts";
import { unconfirmedAccountsJob } from "./accounts/unconfirmed-accounts.server.ts";
import { counterRollupJob } from "./counters/counter-rollup.server.ts";
import { confirmReminderJob } from "./mail/confirm-reminder.server.ts";
import type { MemberMailDeps } from "./mail/member-mail.server.ts";
import type { Outbox } from "./mail/outbox.server.ts";
import { arenaJob } from "./arenas/arena-job.server.ts";
import { stakingClockJob } from "./arenas/staking-clock.server.ts";
import { weeklyDigestJob } from "./mail/weekly-digest.server.ts";
import { milestoneMailJob } from "./milestones/milestone-mail.server.ts";
import { retentionJob } from "./privacy/retention.server.ts";

export function registerJobs(
  jobs: JobRunner,
  deps: {
    env: Env;
    database: Database;
    addressHashKey: string;
    memberMail: MemberMailDeps;
    mayMail: MailCap;
    outbox: Outbox;
  },
) {
  const { env, database, addressHashKey, memberMail, mayMail } = deps;
  jobs.register(retentionJob(env));
  jobs.register(
    unconfirmedAccountsJob({ addressHashKey, removeAvatar: createAvatarStore(env).remove }),
  );
  jobs.register(confirmReminderJob({ ...memberMail, mayMail }));
  jobs.register(
    weeklyDigestJob(memberMail, {
      zone: env.OPERATOR_TIME_ZONE,
      weekday: env.DIGEST_WEEKDAY,
      hour: env.DIGEST_HOUR,
    }),
  );
  jobs.register(milestoneMailJob(memberMail));
  jobs.register(counterRollupJob());
  jobs.register(arenaJob({ outbox: deps.outbox, publicUrl: env.PUBLIC_URL }));
  jobs.register(
    stakingClockJob({
      outbox: deps.outbox,
      publicUrl: env.PUBLIC_URL,
      zone: env.OPERATOR_TIME_ZONE,
    }),
  );
  // A PostgreSQL server vacuums itself (autovacuum); PGlite has no such daemon.
  if (database.kind === "embedded") jobs.register(vacuumJob());
}
