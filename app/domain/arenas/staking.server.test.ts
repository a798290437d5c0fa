import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";
import { testDb } from "../../../tests/support/database.ts";
import { exportPersonalData } from "../../features/members/data-export.server.ts";
import { deleteAccount } from "../accounts/account-deletion.server.ts";
import type { ArenaMailDeps } from "./arena-mail.server.ts";
import { releaseSeat } from "./invitations.server.ts";
import { addFounder, LineUpFixed, removeFounder } from "./lineup.server.ts";
import {
  arenaResults,
  closeDueStaking,
  closeStaking,
  NotASeatHolder,
  openStaking,
  OverAllowance,
  publishResults,
  saveStakes,
  setStakingClosesAt,
  StakingClosed,
  StakingNotReady,
} from "./staking.server.ts";

// Staking inside an Arena (ADR 215) on both databases: the line-up, the window, the
// allowance the database keeps (also from two connections at once, on PostgreSQL), seats
// that go, the freeze at closing, the results and their e-mails.
let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

const SYSTEM = { kind: "system" } as const;
const deps = (): ArenaMailDeps => ({ db: t.db, outbox: t.services.outbox, publicUrl: t.origin });
let seq = 0;

async function arena(opts: { pool?: number; tokens?: number; seats?: number } = {}) {
  const name = `Stake Arena ${randomBytes(3).toString("hex")}`;
  const [row] = await t.query(
    `insert into arenas (name, slug, seats, kickoff_on, status, grant_pool, tokens_per_seat)
     values ($1, $2, $3, '2027-03-12', 'open', $4, $5) returning id, slug`,
    [
      name,
      name.toLowerCase().replaceAll(" ", "-"),
      opts.seats ?? 50,
      opts.pool ?? 1001,
      opts.tokens ?? 100,
    ],
  );
  return { id: row!.id as string, slug: row!.slug as string, name };
}
async function holder(arenaId: string, opts: { status?: string } = {}) {
  const id = `st${randomBytes(4).toString("hex")}${seq++}`;
  await t.query("insert into users (id, name, email, email_verified) values ($1, $2, $3, true)", [
    id,
    `Holder ${seq}`,
    `${id}@example.com`,
  ]);
  const [row] = await t.query(
    `insert into arena_invitations (arena_id, user_id, place, status, expires_at)
     values ($1, $2, $3, $4, now() + interval '7 days') returning id`,
    [arenaId, id, seq, opts.status ?? "seated"],
  );
  return { userId: id, invitationId: row!.id as string };
}
const founder = (arenaId: string, venture: string) =>
  addFounder(
    deps(),
    arenaId,
    {
      founderName: `Founder of ${venture}`,
      ventureName: venture,
      pitch: `${venture} in one line.`,
      email: `${venture.toLowerCase().replaceAll(" ", "")}@founders.example`,
      pitchUrl: null,
      submission: null,
    },
    SYSTEM,
  ) as Promise<string>;
const stakes = (entries: [string, number][]) => new Map(entries);
const staked = async (arenaId: string) =>
  (await t.query(
    `select i.user_id, sum(s.tokens)::int as tokens from arena_stakes s
     join arena_invitations i on i.id = s.invitation_id where s.arena_id = $1 group by i.user_id`,
    [arenaId],
  )) as { user_id: string | null; tokens: number }[];
const queued = async (key: string) =>
  (await t.query("select 1 from outbox where dedupe_key like $1", [key])).length;

describe("the line-up and the window", () => {
  it("adds and removes founders until staking opens, audited by name", async () => {
    const a = await arena();
    const first = await founder(a.id, "Solar Bikes");
    await founder(a.id, "Root Loop");
    await expect(openStaking(deps(), a.id, SYSTEM)).rejects.toBeInstanceOf(StakingNotReady);
    expect(await removeFounder(t.db, a.id, first, SYSTEM)).toBe(true);
    await founder(a.id, "Kelp Works");
    const h = await holder(a.id);
    expect(await openStaking(deps(), a.id, SYSTEM)).toBe(1);
    expect(await queued(`arena-open:${h.invitationId}`)).toBe(1);
    await expect(founder(a.id, "Too Late")).rejects.toBeInstanceOf(LineUpFixed);
    // The database refuses it too, whatever writes.
    await expect(t.query("delete from arena_founders where arena_id = $1", [a.id])).rejects.toThrow(
      /line-up is fixed/,
    );
    const audit = await t.query(
      "select action, details from audit_log where target = $1 order by id",
      [`arena:${a.id}`],
    );
    expect(audit.map((r) => r.action)).toEqual([
      "arena.lineup.add",
      "arena.lineup.add",
      "arena.lineup.remove",
      "arena.lineup.add",
      "arena.staking.open",
    ]);
    expect(audit[2]!.details).toMatchObject({ venture: "Solar Bikes" });
  });

  it("needs a seat holder to open, and opens once", async () => {
    const a = await arena();
    await founder(a.id, "One");
    await founder(a.id, "Two");
    await holder(a.id, { status: "invited" });
    await expect(openStaking(deps(), a.id, SYSTEM)).rejects.toBeInstanceOf(StakingNotReady);
    await holder(a.id);
    await openStaking(deps(), a.id, SYSTEM);
    await expect(openStaking(deps(), a.id, SYSTEM)).rejects.toThrow();
  });
});

describe("stakes", () => {
  it("keeps the allowance, the seat and the window, in the page and in the database", async () => {
    const a = await arena({ tokens: 100 });
    const f1 = await founder(a.id, "Alpha");
    const f2 = await founder(a.id, "Beta");
    const h = await holder(a.id);
    const invited = await holder(a.id, { status: "invited" });
    // Not open yet.
    await expect(
      saveStakes(t.db, { arenaId: a.id, userId: h.userId, stakes: stakes([[f1, 10]]) }),
    ).rejects.toBeInstanceOf(StakingClosed);
    await openStaking(deps(), a.id, SYSTEM);
    await saveStakes(t.db, {
      arenaId: a.id,
      userId: h.userId,
      stakes: stakes([
        [f1, 60],
        [f2, 40],
      ]),
    });
    await expect(
      saveStakes(t.db, {
        arenaId: a.id,
        userId: h.userId,
        stakes: stakes([
          [f1, 61],
          [f2, 40],
        ]),
      }),
    ).rejects.toBeInstanceOf(OverAllowance);
    expect(await staked(a.id)).toEqual([{ user_id: h.userId, tokens: 100 }]);
    // Moving tokens between founders in one save is fine.
    await saveStakes(t.db, {
      arenaId: a.id,
      userId: h.userId,
      stakes: stakes([
        [f1, 0],
        [f2, 100],
      ]),
    });
    await expect(
      saveStakes(t.db, { arenaId: a.id, userId: invited.userId, stakes: stakes([[f1, 1]]) }),
    ).rejects.toBeInstanceOf(NotASeatHolder);
    // Whatever writes: above the allowance, a non-seat holder, another Arena's founder.
    await expect(
      t.query(
        "insert into arena_stakes (invitation_id, founder_id, arena_id, tokens) values ($1, $2, $3, 1)",
        [h.invitationId, f1, a.id],
      ),
    ).rejects.toThrow(/above the tokens per seat/);
    await expect(
      t.query(
        "insert into arena_stakes (invitation_id, founder_id, arena_id, tokens) values ($1, $2, $3, 1)",
        [invited.invitationId, f1, a.id],
      ),
    ).rejects.toThrow(/only a seat holder/);
    const other = await arena();
    const elsewhere = await founder(other.id, "Elsewhere");
    await expect(
      t.query(
        "insert into arena_stakes (invitation_id, founder_id, arena_id, tokens) values ($1, $2, $3, 1)",
        [h.invitationId, elsewhere, a.id],
      ),
    ).rejects.toThrow(/founder of the seat's arena/);
    // The allowance cannot drop below what a member has staked while open.
    await expect(
      t.query("update arenas set tokens_per_seat = 50 where id = $1", [a.id]),
    ).rejects.toThrow(/below what a member has staked/);
  });

  it("goes with a seat released or an account deleted before closing; stays after", async () => {
    const a = await arena({ pool: 1000 });
    const f1 = await founder(a.id, "Gamma");
    const f2 = await founder(a.id, "Delta");
    const [r, d, kept, gone] = [
      await holder(a.id),
      await holder(a.id),
      await holder(a.id),
      await holder(a.id),
    ];
    await openStaking(deps(), a.id, SYSTEM);
    for (const h of [r, d, kept, gone])
      await saveStakes(t.db, {
        arenaId: a.id,
        userId: h.userId,
        stakes: stakes([
          [f1, 30],
          [f2, 20],
        ]),
      });
    await releaseSeat(deps(), {
      arenaId: a.id,
      invitationId: r.invitationId,
      reason: "test",
      actor: SYSTEM,
    });
    await t.query("delete from users where id = $1", [d.userId]);
    expect((await staked(a.id)).length).toBe(2);
    await closeStaking(t.db, a.id, SYSTEM);
    // Frozen: no write, by the page or by SQL.
    await expect(
      saveStakes(t.db, { arenaId: a.id, userId: kept.userId, stakes: stakes([[f1, 1]]) }),
    ).rejects.toBeInstanceOf(StakingClosed);
    await expect(
      t.query("update arena_stakes set tokens = 1 where arena_id = $1", [a.id]),
    ).rejects.toThrow(/not open/);
    await expect(t.query("delete from arena_stakes where arena_id = $1", [a.id])).rejects.toThrow(
      /frozen/,
    );
    await expect(t.query("update arenas set grant_pool = 5 where id = $1", [a.id])).rejects.toThrow(
      /frozen/,
    );
    // An account deleted after closing: its tokens stay in the totals, nobody's name on them.
    await t.query("delete from users where id = $1", [gone.userId]);
    const after = await staked(a.id);
    expect(after.map((s) => s.tokens).sort()).toEqual([50, 50]);
    expect(after.some((s) => s.user_id === null)).toBe(true);
    const results = await arenaResults(t.db, a.id, 1000);
    expect(results.founders.map((f) => [f.tokens, f.stakers, f.grant])).toEqual([
      [60, 2, 600],
      [40, 2, 400],
    ]);
  });

  it("puts stakes in the member's data and erases a founder's address on request", async () => {
    const a = await arena();
    const f1 = await founder(a.id, "Privacy One");
    await founder(a.id, "Privacy Two");
    const h = await holder(a.id);
    await openStaking(deps(), a.id, SYSTEM);
    await saveStakes(t.db, { arenaId: a.id, userId: h.userId, stakes: stakes([[f1, 7]]) });
    const data = await exportPersonalData(t.db, { userId: h.userId });
    expect(data.arenaStakes).toEqual([
      expect.objectContaining({ arena: a.name, venture: "Privacy One", tokens: 7 }),
    ]);
    const summary = await deleteAccount(
      { db: t.db, addressHashKey: t.services.addressHashKey },
      { email: "privacyone@founders.example" },
      { kind: "cli" },
    );
    expect(summary.account).toBe(false);
    const [row] = await t.query("select email, venture_name from arena_founders where id = $1", [
      f1,
    ]);
    expect(row).toEqual({ email: null, venture_name: "Privacy One" });
  });

  it("closes on time by the job, publishes, and e-mails founders and seat holders", async () => {
    const a = await arena({ pool: 1001 });
    const f1 = await founder(a.id, "Epsilon");
    const f2 = await founder(a.id, "Zeta");
    const h = await holder(a.id);
    await openStaking(deps(), a.id, SYSTEM);
    await saveStakes(t.db, {
      arenaId: a.id,
      userId: h.userId,
      stakes: stakes([
        [f1, 2],
        [f2, 1],
      ]),
    });
    await setStakingClosesAt(t.db, a.id, new Date(Date.now() + 3_600_000));
    expect(await closeDueStaking(t.db, new Date())).toEqual({ closed: 0 });
    expect(await closeDueStaking(t.db, new Date(Date.now() + 3_600_001))).toEqual({ closed: 1 });
    const results = await publishResults(deps(), a.id, SYSTEM);
    expect(results.founders.map((f) => f.grant)).toEqual([667, 334]);
    expect(await queued(`arena-grant:${f1}`)).toBe(1);
    expect(await queued(`arena-results:${h.invitationId}`)).toBe(1);
    const grant = await t.mail.waitFor("epsilon@founders.example", /Your grant from/);
    expect(grant.text).toContain("$667");
    await t.mail.waitFor(`${h.userId}@example.com`, /The results of/);
    const actions = await t.query(
      "select action, actor from audit_log where target = $1 and action like 'arena.staking.%' order by id",
      [`arena:${a.id}`],
    );
    expect(actions).toEqual([
      { action: "arena.staking.open", actor: "system" },
      { action: "arena.staking.close", actor: "system" },
      { action: "arena.staking.publish", actor: "system" },
    ]);
  });

  it("never lets stakes pass the allowance or the window, and grants add up, under random operations", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(
          fc.record({
            kind: fc.constantFrom("save", "save", "save", "release", "delete", "allowance"),
            who: fc.nat(),
            tokens: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 5, maxLength: 5 }),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        async (nFounders, allowance, pool, ops) => {
          const a = await arena({ pool, tokens: allowance });
          const founders: string[] = [];
          for (let i = 0; i < nFounders; i++) founders.push(await founder(a.id, `V${i}`));
          const holders = [await holder(a.id), await holder(a.id), await holder(a.id)];
          await openStaking(deps(), a.id, SYSTEM);
          for (const o of ops) {
            const h = holders[o.who % holders.length]!;
            if (o.kind === "save")
              await saveStakes(t.db, {
                arenaId: a.id,
                userId: h.userId,
                stakes: new Map(founders.map((f, i) => [f, o.tokens[i] ?? 0])),
              }).catch((e: unknown) => {
                if (!(e instanceof OverAllowance || e instanceof NotASeatHolder)) throw e;
              });
            else if (o.kind === "release")
              await releaseSeat(deps(), {
                arenaId: a.id,
                invitationId: h.invitationId,
                reason: "x",
                actor: SYSTEM,
              });
            else if (o.kind === "delete")
              await t.query("delete from users where id = $1", [h.userId]);
            else
              await t
                .query("update arenas set tokens_per_seat = $2 where id = $1", [
                  a.id,
                  o.tokens[0]! + 1,
                ])
                .catch(() => undefined);
            const [check] = await t.query(
              `select a.tokens_per_seat as allowance,
                 (select coalesce(max(x.n), 0)::int from (select sum(tokens) as n from arena_stakes
                   where arena_id = a.id group by invitation_id) x) as most,
                 (select count(*)::int from arena_stakes s join arena_invitations i on i.id = s.invitation_id
                   where s.arena_id = a.id and (i.status <> 'seated' or i.user_id is null)) as stray
               from arenas a where a.id = $1`,
              [a.id],
            );
            expect(check!.most as number).toBeLessThanOrEqual(check!.allowance as number);
            expect(check!.stray).toBe(0);
          }
          await closeStaking(t.db, a.id, SYSTEM);
          const results = await arenaResults(t.db, a.id, pool);
          const total = results.founders.reduce((n, f) => n + f.tokens, 0);
          if (total === 0) expect(results.noTokens).toBe(true);
          else expect(results.founders.reduce((n, f) => n + f.grant, 0)).toBe(pool);
        },
      ),
      { numRuns: testDb === "postgres" ? 12 : 8 },
    );
  });
});

/** Settles when `other` has settled or waits on a lock; says which. */
async function settledOrWaiting(other: Promise<unknown>) {
  let settled = false;
  void other.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let i = 0; i < 100 && !settled; i++) {
    const [row] = await t.query(`select count(*)::int as n from pg_locks where not granted
       and pid in (select pid from pg_stat_activity where datname = current_database())`);
    if ((row!.n as number) > 0) return "waiting";
    await new Promise((r) => setTimeout(r, 20));
  }
  return settled ? "settled" : "neither";
}

// Two connections at once: each alone is within the allowance, together they are not. On
// PostgreSQL only: the embedded database runs one transaction at a time.
describe.skipIf(testDb !== "postgres")("two saves of one member at once", () => {
  it("the database refuses the second when together they pass the allowance", async () => {
    const a = await arena({ tokens: 100 });
    const f1 = await founder(a.id, "Left");
    const f2 = await founder(a.id, "Right");
    const h = await holder(a.id);
    await openStaking(deps(), a.id, SYSTEM);
    const insert =
      "insert into arena_stakes (invitation_id, founder_id, arena_id, tokens) values ($1, $2, $3, 60)";
    let second: Promise<unknown> = Promise.resolve();
    await t.services.database.rawTransaction(async (run) => {
      await run(insert, [h.invitationId, f1, a.id]);
      second = t.query(insert, [h.invitationId, f2, a.id]);
      expect(await settledOrWaiting(second)).toBe("waiting");
    });
    await expect(second).rejects.toThrow(/above the tokens per seat/);
    expect(await staked(a.id)).toEqual([{ user_id: h.userId, tokens: 60 }]);
  });

  it("a close waits for a save in flight; a save after the close is refused", async () => {
    const a = await arena({ tokens: 100 });
    const f1 = await founder(a.id, "Before");
    await founder(a.id, "After");
    const [h, late] = [await holder(a.id), await holder(a.id)];
    await openStaking(deps(), a.id, SYSTEM);
    let close: Promise<unknown> = Promise.resolve();
    await t.services.database.rawTransaction(async (run) => {
      await run(
        "insert into arena_stakes (invitation_id, founder_id, arena_id, tokens) values ($1, $2, $3, 30)",
        [h.invitationId, f1, a.id],
      );
      close = closeStaking(t.db, a.id, SYSTEM);
      expect(await settledOrWaiting(close)).toBe("waiting");
    });
    await close;
    expect((await arenaResults(t.db, a.id, 1001)).founders[0]!.tokens).toBe(30);
    await expect(
      saveStakes(t.db, { arenaId: a.id, userId: late.userId, stakes: stakes([[f1, 5]]) }),
    ).rejects.toBeInstanceOf(StakingClosed);
  });

  it("two saves through the page: one wins whole, the other is refused or replaces it", async () => {
    const a = await arena({ tokens: 100 });
    const f1 = await founder(a.id, "Up");
    const f2 = await founder(a.id, "Down");
    const h = await holder(a.id);
    await openStaking(deps(), a.id, SYSTEM);
    await Promise.allSettled([
      saveStakes(t.db, { arenaId: a.id, userId: h.userId, stakes: stakes([[f1, 70]]) }),
      saveStakes(t.db, { arenaId: a.id, userId: h.userId, stakes: stakes([[f2, 70]]) }),
    ]);
    expect((await staked(a.id))[0]!.tokens).toBe(70);
  });
});
