// Concurrency (ADR 080): 300 sign-ups through 30 referrers and their e-mail
// confirmations at 50 concurrent connections, on the embedded database and on
// PostgreSQL — no 5xx, and every data rule of docs/architecture.md holds afterwards.
import { describe, expect, test } from "vitest";
import { DEFAULT_MILESTONES } from "../../app/content/milestones.ts";
import { freshDatabase } from "../support/database.ts";
import {
  confirm,
  createReferrers,
  expectDataRulesHold,
  pool,
  signUp,
  startServer,
  withDatabase,
} from "./support.ts";

const MEMBERS = 300;
const REFERRERS = 30;
const CONNECTIONS = 50;

describe.each(["embedded", "postgres"] as const)("concurrency on %s", (kind) => {
  test(`${MEMBERS} sign-ups through ${REFERRERS} referrers and their confirmations at ${CONNECTIONS} connections keep every invariant`, async () => {
    const db = await freshDatabase(kind);
    const server = await startServer({ databaseEnv: db.env, env: { RATE_LIMIT: "off" } });
    try {
      const referrers = await createReferrers(server.url, REFERRERS, kind);
      const answers = await pool(MEMBERS, CONNECTIONS, (i) =>
        signUp(server.url, `${kind}-member${i}@load.test`, referrers[i % REFERRERS]),
      );
      const failedSignUps = answers
        .filter((a) => a.status !== 200)
        .map((a) => `${a.email}: ${a.status}`);
      expect(failedSignUps).toEqual([]);

      const confirmations = await pool(MEMBERS, CONNECTIONS, (i) =>
        confirm(server.mail, answers[i].email),
      );
      const failedConfirmations = confirmations.filter((s) => s === 0 || s >= 400);
      expect(failedConfirmations).toEqual([]);

      expect(await server.stop()).toBe(0);
      const invariants = await expectDataRulesHold(server);
      expect(invariants.users).toBe(MEMBERS + REFERRERS);
      // Each referrer: 25 for joining + 25 per confirmed referral, 10 referrals each, and the
      // bonus of every milestone of the default ladder (seeded on the first start) reached.
      const bonus = DEFAULT_MILESTONES.filter((m) => m.threshold <= MEMBERS / REFERRERS).reduce(
        (sum, m) => sum + m.bonusPoints,
        0,
      );
      const perReferrer = await withDatabase(server, (run) =>
        run("select referral_count, points_total from profiles where id = any($1::text[])", [
          referrers,
        ]),
      );
      expect(perReferrer).toHaveLength(REFERRERS);
      for (const row of perReferrer) {
        expect(Number(row.referral_count)).toBe(MEMBERS / REFERRERS);
        expect(Number(row.points_total)).toBe(25 + 25 * (MEMBERS / REFERRERS) + bonus);
      }
    } finally {
      await server.close();
      await db.cleanup();
    }
  });
});
