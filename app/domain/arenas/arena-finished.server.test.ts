import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";
import { testDb } from "../../../tests/support/database.ts";
import { runArenaJob, refillArena } from "./arena-job.server.ts";
import type { ArenaMailDeps } from "./arena-mail.server.ts";
import { ArenaFinished, giveUpSeat, inviteNext, releaseSeat } from "./invitations.server.ts";
import { addFounder, FounderAlreadyInLineUp } from "./lineup.server.ts";
import { remindClosingSoon, setClosingTime } from "./staking-clock.server.ts";
import {
  closeStaking,
  NotWholeTokens,
  openStaking,
  OverAllowance,
  publishResults,
  saveStakes,
} from "./staking.server.ts";
import { parseStakes } from "./staking.schema.ts";

// Inside the Arena, second pass (ADRs 229–230) on both databases: a finished Arena invites,
// refills, releases and frees nothing (the database refuses it too); one entry per founder per
// Arena, by a key (from two connections at once on PostgreSQL); the founder and holder
// e-mails; the closing time told once per seat; the allowance and whole tokens on the server.
let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

const SYSTEM = { kind: "system" } as const;
const deps = (): ArenaMailDeps => ({ db: t.db, outbox: t.services.outbox, publicUrl: t.origin });
const clock = () => ({ ...deps(), zone: "UTC" });
let seq = 0;

async function arena(opts: { seats?: number; tokens?: number } = {}) {
  const name = `Second Arena ${randomBytes(3).toString("hex")}`;
  const [row] = await t.query(
    `insert into arenas (name, slug, seats, kickoff_on, status, grant_pool, tokens_per_seat)
     values ($1, $2, $3, '2099-03-12', 'open', 1001, $4) returning id, slug`,
    [name, name.toLowerCase().replaceAll(" ", "-"), opts.seats ?? 50, opts.tokens ?? 100],
  );
  return { id: row!.id as string, slug: row!.slug as string, name };
}
/** A confirmed member (in every open-to-all Arena's line), seated or invited when asked. */
async function member(arenaId?: string, status?: "seated" | "invited") {
  const id = `sp${randomBytes(4).toString("hex")}${seq++}`;
  await t.query("insert into users (id, name, email, email_verified) values ($1, $2, $3, true)", [
    id,
    `Member ${seq}`,
    `${id}@example.com`,
  ]);
  if (!arenaId || !status) return { userId: id, invitationId: "" };
  const [row] = await t.query(
    `insert into arena_invitations (arena_id, user_id, place, status, expires_at)
     values ($1, $2, $3, $4, now() + interval '7 days') returning id`,
    [arenaId, id, seq, status],
  );
  return { userId: id, invitationId: row!.id as string };
}
const founder = (arenaId: string, venture: string, email?: string) =>
  addFounder(
    deps(),
    arenaId,
    {
      founderName: `Founder of ${venture}`,
      ventureName: venture,
      pitch: `${venture} in one line.`,
      email: email ?? `${venture.toLowerCase().replaceAll(" ", "")}@founders.example`,
      pitchUrl: null,
      submission: null,
    },
    SYSTEM,
  ) as Promise<string>;
/** The outbox rows with this key (a sent row keeps its key, not its message). */
const mails = async (key: string) =>
  await t.query("select 1 from outbox where dedupe_key like $1", [key]);
const statuses = async (arenaId: string) =>
  (
    await t.query(
      "select status from arena_invitations where arena_id = $1 order by place, status",
      [arenaId],
    )
  ).map((r) => r.status as string);

describe("a finished Arena", () => {
  it("publishing finishes it: nothing invites, refills, releases or gives up a seat after", async () => {
    const a = await arena({ seats: 4 });
    const f1 = await founder(a.id, "Kelp Works");
    await founder(a.id, "Tidal Grid");
    const [h1, h2] = [await member(a.id, "seated"), await member(a.id, "seated")];
    const invited = await member(a.id, "invited");
    await member(); // next in line
    await openStaking(deps(), a.id, SYSTEM);
    await saveStakes(t.db, { arenaId: a.id, userId: h1.userId, stakes: new Map([[f1, 60]]) });
    await closeStaking(t.db, a.id, SYSTEM);
    await publishResults(deps(), a.id, SYSTEM);
    const [row] = await t.query("select status, staking from arenas where id = $1", [a.id]);
    expect(row).toEqual({ status: "finished", staking: "published" });
    // The open invitation lapsed with the publishing; nobody is owed a seat.
    expect(await statuses(a.id)).toEqual(["seated", "seated", "expired"]);
    const before = await statuses(a.id);

    await expect(
      inviteNext(deps(), { arenaId: a.id, count: 1, actor: SYSTEM }),
    ).rejects.toBeInstanceOf(ArenaFinished);
    await expect(
      releaseSeat(deps(), {
        arenaId: a.id,
        invitationId: h2.invitationId,
        reason: "Late",
        actor: SYSTEM,
      }),
    ).rejects.toBeInstanceOf(ArenaFinished);
    await expect(giveUpSeat(t.db, { slug: a.slug, userId: h1.userId })).rejects.toBeInstanceOf(
      ArenaFinished,
    );
    // A seat owed before (as a release would have left it) is never refilled, by hand or job.
    await t.query("update arena_invitations set refill_due = true where id = $1", [
      invited.invitationId,
    ]);
    expect(await refillArena(deps(), a.id)).toBe(0);
    expect((await runArenaJob(deps(), new Date(Date.now() + 30 * 86_400_000))).refilled).toBe(0);
    expect(await statuses(a.id)).toEqual(before);

    // The database refuses it whatever writes: an invitation, a status change, reopening.
    await expect(
      t.query(
        `insert into arena_invitations (arena_id, user_id, place, expires_at)
         values ($1, $2, 99, now() + interval '1 day')`,
        [a.id, (await member()).userId],
      ),
    ).rejects.toThrow(/arena has finished/);
    await expect(
      t.query("update arena_invitations set status = 'released' where id = $1", [h2.invitationId]),
    ).rejects.toThrow(/arena has finished/);
    await expect(
      t.query("update arenas set status = 'open' where id = $1", [a.id]),
    ).rejects.toThrow(/stays finished/);
    // Only publishing finishes an Arena.
    const other = await arena();
    await expect(
      t.query("update arenas set status = 'finished' where id = $1", [other.id]),
    ).rejects.toThrow(/arenas_finished_published/);
    // A deleted account's seat stays a seat, with nobody's name; its stakes stay totals.
    await t.query("delete from users where id = $1", [h1.userId]);
    expect(await statuses(a.id)).toEqual(before);
    const [gone] = await t.query(
      "select user_id, (select sum(tokens)::int from arena_stakes where invitation_id = i.id) as tokens from arena_invitations i where id = $1",
      [h1.invitationId],
    );
    expect(gone).toEqual({ user_id: null, tokens: 60 });
  });

  it("the results e-mail lists each holder's stakes; the grant e-mail the tokens, stakers and pool", async () => {
    const a = await arena();
    const f1 = await founder(a.id, "Reef Labs");
    const f2 = await founder(a.id, "Moss Mill");
    const [h1, h2] = [await member(a.id, "seated"), await member(a.id, "seated")];
    await openStaking(deps(), a.id, SYSTEM);
    await saveStakes(t.db, {
      arenaId: a.id,
      userId: h1.userId,
      stakes: new Map([
        [f1, 60],
        [f2, 30],
      ]),
    });
    await saveStakes(t.db, { arenaId: a.id, userId: h2.userId, stakes: new Map([[f1, 10]]) });
    await closeStaking(t.db, a.id, SYSTEM);
    await publishResults(deps(), a.id, SYSTEM);
    const mine = await t.mail.waitFor(`${h1.userId}@example.com`, /The results of/);
    expect(mine.text).toContain("60 tokens on Reef Labs");
    expect(mine.text).toContain("30 tokens on Moss Mill");
    expect(mine.text).toContain("10 tokens unused");
    expect(mine.text).toContain(`/arenas/${a.slug}#results`);
    expect(await mails(`arena-grant:${f1}`)).toHaveLength(1);
    const grant = await t.mail.waitFor("reeflabs@founders.example", /Your grant from/);
    expect(grant.text).toContain("2 stakers staked 70 tokens on Reef Labs");
    expect(grant.text).toContain("pool of $1,001");
    expect(grant.text).toContain(
      "Create an account (or log in) with this address to post updates to the stakers.",
    );
    expect(grant.text).toContain(`/arenas/${a.slug}/ventures/${f1}`);
    const [audit] = await t.query(
      "select details from audit_log where target = $1 and action = 'arena.staking.publish'",
      [`arena:${a.id}`],
    );
    expect((audit!.details as { grants: unknown[] }).grants[0]).toMatchObject({
      venture: "Reef Labs",
      tokens: 70,
      stakers: 2,
    });
  });
});

describe("one entry per founder per Arena", () => {
  it("refuses the same address twice in one line-up, any case; e-mails the founder once", async () => {
    const a = await arena();
    const id = await founder(a.id, "Solar Bikes", "ana@solar.example");
    await expect(founder(a.id, "Solar Bikes Again", "ANA@solar.example")).rejects.toBeInstanceOf(
      FounderAlreadyInLineUp,
    );
    // The key decides whatever writes.
    await expect(
      t.query(
        `insert into arena_founders (arena_id, place, founder_name, venture_name, pitch, email)
         values ($1, 9, 'Ana', 'Again', 'Again.', 'Ana@Solar.example')`,
        [a.id],
      ),
    ).rejects.toThrow(/arena_founders_email_once/);
    // Another Arena may have the same founder.
    await founder((await arena()).id, "Solar Bikes", "ana@solar.example");
    expect(await mails(`arena-lineup:${id}`)).toHaveLength(1);
    const lineup = await t.mail.waitFor("ana@solar.example", new RegExp(a.name));
    expect(lineup.subject).toBe(`You are in the line-up of ${a.name}`);
    expect(lineup.text).toContain(
      "Create an account (or log in) with this address to post updates to the stakers.",
    );
    expect(lineup.text).toContain(`/arenas/${a.slug}`);
  });

  it.skipIf(testDb !== "postgres")(
    "two connections at once: the key refuses the second",
    async () => {
      const a = await arena();
      const insert = `insert into arena_founders (arena_id, place, founder_name, venture_name, pitch, email)
       values ($1, $2, 'Bo', 'Bo Co', 'A pitch.', $3)`;
      let second: Promise<unknown> = Promise.resolve();
      await t.services.database.rawTransaction(async (run) => {
        await run(insert, [a.id, 1, "bo@co.example"]);
        second = t.query(insert, [a.id, 2, "BO@co.example"]);
        // The second waits for the first's key, then is refused when it commits.
        await new Promise((resolve) => setTimeout(resolve, 200));
      });
      await expect(second).rejects.toThrow(/arena_founders_email_once/);
      const rows = await t.query(
        "select count(*)::int as n from arena_founders where arena_id = $1",
        [a.id],
      );
      expect(rows[0]!.n).toBe(1);
    },
  );
});

describe("the closing time, told", () => {
  it("audits and tells seat holders; 'closes soon' once per holder with tokens left", async () => {
    const a = await arena({ tokens: 100 });
    const f1 = await founder(a.id, "North");
    await founder(a.id, "South");
    const [h1, h2, h3] = [
      await member(a.id, "seated"),
      await member(a.id, "seated"),
      await member(a.id, "seated"),
    ];
    await openStaking(deps(), a.id, SYSTEM);
    await saveStakes(t.db, { arenaId: a.id, userId: h2.userId, stakes: new Map([[f1, 100]]) });
    const now = new Date();
    const at = new Date(now.getTime() + 48 * 3_600_000);
    expect(await setClosingTime(clock(), a.id, at, SYSTEM)).toBe(true);
    expect(await setClosingTime(clock(), a.id, at, SYSTEM)).toBe(false);
    expect(await mails(`arena-closes:${h1.invitationId}:%`)).toHaveLength(1);
    const [audit] = await t.query(
      "select details from audit_log where target = $1 and action = 'arena.staking.closes'",
      [`arena:${a.id}`],
    );
    expect(audit!.details).toEqual({ from: null, to: at.toISOString() });
    // Not yet: more than 24 hours remain.
    expect(await remindClosingSoon(clock(), now)).toBe(0);
    // 24 hours before: h1 and h3 (tokens left), not h2 (all staked); then never again, also
    // from a second instance or after a restart (the same run, again and at once).
    const dayBefore = new Date(at.getTime() - 24 * 3_600_000 + 1000);
    const runs = await Promise.all([
      remindClosingSoon(clock(), dayBefore),
      remindClosingSoon(clock(), dayBefore),
    ]);
    expect(runs[0]! + runs[1]!).toBe(2);
    expect(await remindClosingSoon(clock(), new Date(dayBefore.getTime() + 60_000))).toBe(0);
    expect(await mails(`arena-closes-soon:${h1.invitationId}`)).toHaveLength(1);
    expect(await mails(`arena-closes-soon:${h3.invitationId}`)).toHaveLength(1);
    expect(await mails(`arena-closes-soon:${h2.invitationId}`)).toHaveLength(0);
    const soon = await t.mail.waitFor(`${h1.userId}@example.com`, /closes soon/);
    expect(soon.subject).toBe(`Staking closes soon in ${a.name}`);
    // Closing tells each seat holder.
    await closeStaking(t.db, a.id, SYSTEM, { outbox: t.services.outbox, publicUrl: t.origin });
    expect(await mails(`arena-closed:${h3.invitationId}`)).toHaveLength(1);
    await t.mail.waitFor(`${h3.userId}@example.com`, new RegExp(`Staking has closed in ${a.name}`));
  });
});

describe("the allowance and whole tokens, on the server", () => {
  it("refuses fractions, negatives, exponents and more than the allowance", async () => {
    const form = (value: string) => {
      const f = new FormData();
      f.set("stake-00000000-0000-4000-8000-000000000001", value);
      return f;
    };
    for (const bad of ["12.5", "-5", "1e2", "0x10", " 3 4"])
      expect(parseStakes(form(bad)).ok).toBe(false);
    expect(parseStakes(form(" 40 "))).toMatchObject({ ok: true });
    const a = await arena({ tokens: 100 });
    const f1 = await founder(a.id, "East");
    const f2 = await founder(a.id, "West");
    const h = await member(a.id, "seated");
    await openStaking(deps(), a.id, SYSTEM);
    await expect(
      saveStakes(t.db, {
        arenaId: a.id,
        userId: h.userId,
        stakes: new Map([
          [f1, 60],
          [f2, 60],
        ]),
      }),
    ).rejects.toBeInstanceOf(OverAllowance);
    await expect(
      saveStakes(t.db, { arenaId: a.id, userId: h.userId, stakes: new Map([[f1, -5]]) }),
    ).rejects.toBeInstanceOf(NotWholeTokens);
    await expect(
      saveStakes(t.db, { arenaId: a.id, userId: h.userId, stakes: new Map([[f1, 12.5]]) }),
    ).rejects.toBeInstanceOf(NotWholeTokens);
    const none = await t.query("select count(*)::int as n from arena_stakes where arena_id = $1", [
      a.id,
    ]);
    expect(none[0]!.n).toBe(0);
  });
});
