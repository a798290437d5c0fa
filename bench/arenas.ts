// (d) 'Invite Next' of 500 and a broadcast's freeze at the small and the large list (ADR 211,
// 212; docs/architecture.md budget: within 3×), on the databases seeded for the leaderboard: an
// Arena open to all with 10,000 seats, the invitations and their e-mails queued in the one
// transaction that holds the Arena's row, as the admin's click does. Median of three Arenas.
import { createOutbox } from "../app/domain/mail/outbox.server.ts";
import { inviteNext } from "../app/domain/arenas/invitations.server.ts";
import { freezeAudience } from "../app/domain/broadcasts/audience.server.ts";
import { openBenchDatabase, type DatabaseEnv } from "./seed.ts";
import { broadcasts } from "../db/schema.ts";

const silent = { warn() {}, error() {} };

/** Median ms of inviting 500 into a fresh open Arena; a string is why it was not measured. */
export async function arenaInviteMs(env: DatabaseEnv): Promise<number | string> {
  const database = await openBenchDatabase(env);
  try {
    // The worker never starts: the rows stay queued, as they would until it claims them.
    const outbox = createOutbox({
      db: database.db,
      mailer: { from: "bench@bench.test", send: async () => undefined },
      log: silent,
    });
    const deps = { db: database.db, outbox, publicUrl: "http://127.0.0.1" };
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const [arena] = await database.rawTransaction((run) =>
        run(
          `insert into arenas (name, slug, seats, kickoff_on, status)
           values ($1, $2, 10000, '2027-01-01', 'open') returning id`,
          [`Bench Arena ${i}`, `bench-arena-${i}-${Date.now()}`],
        ),
      );
      const t0 = performance.now();
      const invited = await inviteNext(deps, {
        arenaId: (arena as { id: string }).id,
        count: 500,
        actor: { kind: "system" },
      });
      times.push(performance.now() - t0);
      if (invited !== 500) return `invited ${invited}, not 500`;
    }
    return times.sort((a, b) => a - b)[1]!;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await database.close();
  }
}

/**
 * Microseconds per recipient of freezing an 'All members' broadcast, as the outbox worker does
 * in one transaction after 'Send Now' (ADR 212, 219): a row per recipient by design, so the
 * budget holds the cost of each. Rolled back, so the list stays as seeded; median of three.
 */
export async function freezeUsPerRecipient(env: DatabaseEnv): Promise<number | string> {
  const database = await openBenchDatabase(env);
  try {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const frozen = await database.db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(broadcasts)
            .values({ subject: "Bench", status: "draft" })
            .returning({ id: broadcasts.id });
          throw new Rollback(await freezeAudience(tx, row!.id, { kind: "all", value: null }));
        })
        .catch((e: unknown) => {
          if (e instanceof Rollback) return e.recipients;
          throw e;
        });
      if (!frozen) return "froze no recipients";
      times.push(((performance.now() - t0) * 1000) / frozen);
    }
    return times.sort((a, b) => a - b)[1]!;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await database.close();
  }
}

/** Ends the freeze's transaction without keeping it. */
class Rollback extends Error {
  readonly recipients: number;
  constructor(recipients: number) {
    super("rollback");
    this.recipients = recipients;
  }
}
