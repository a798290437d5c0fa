// (d) 'Invite Next' of 500 at 1,000 vs 100,000 members (ADR 211; docs/architecture.md budget:
// within 3× at 100k of the same at 1k), on the databases seeded for the leaderboard rows: an
// Arena open to all with 10,000 seats, the invitations and their e-mails queued in the one
// transaction that holds the Arena's row, as the admin's click does. Median of three Arenas.
import { openDatabase } from "../app/lib/db.server.ts";
import { createOutbox } from "../app/domain/mail/outbox.server.ts";
import { inviteNext } from "../app/domain/arenas/invitations.server.ts";

const silent = { warn() {}, error() {} };

/** Median ms of inviting 500 into a fresh open Arena; a string is why it was not measured. */
export async function arenaInviteMs(dataDir: string): Promise<number | string> {
  const database = await openDatabase({ dataDir });
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
