import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type TestApp, withTestApp } from "../../tests/support/app.ts";
import { testDb } from "../../tests/support/database.ts";
import { createMember } from "../../tests/support/factories.ts";
import { arenaCopy } from "../content/arenas.ts";
import { articleCopy } from "../content/articles.ts";
import { journeyCopy } from "../content/journey.ts";
import { milestoneCopy } from "../content/milestones.ts";
import { stakingCopy } from "../content/staking.ts";
import type { ArenaMailDeps } from "../domain/arenas/arena-mail.server.ts";
import { publicArena } from "../domain/arenas/arenas.server.ts";
import { addFounder } from "../domain/arenas/lineup.server.ts";
import {
  closeStaking,
  NotASeatHolder,
  openStaking,
  OverAllowance,
  publishResults,
  saveStakes,
  StakingClosed,
} from "../domain/arenas/staking.server.ts";
import {
  AboveCap,
  announceRound,
  recordInterest,
  RoundClosed,
} from "../domain/journey/rounds.server.ts";
import { arenaActions, arenaPageActions } from "../features/arenas/admin-actions.server.ts";
import { articleActions } from "../features/articles/admin-actions.server.ts";
import { stakeAction } from "../features/arenas/stake-page.server.ts";
import { stakingActions } from "../features/arenas/staking-actions.server.ts";
import { ventureAction } from "../features/journey/venture-page.server.ts";
import { milestoneActions } from "../features/milestones/admin-actions.server.ts";
import { REFUSALS, refusal } from "./db-refusals.server.ts";

// Refusals by name (ADR 234), on both databases: each refusal of the database the
// application maps becomes the domain's error and the user's words with a 4xx. A refusal that
// only a write committed between the domain's read and its own can cause is provoked by a
// trigger that runs that other write inside the transaction, just before the statement the
// database then refuses: the same refusal, deterministic on the embedded database too. On
// PostgreSQL the closing window is also raced from a second connection.
let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

const P = stakingCopy.public;
const S = stakingCopy.admin;
const C = arenaCopy.admin;
const SYSTEM = { kind: "system" } as const;
const admin = { id: "admin-refusals", email: "admin@example.com" };
const deps = (): ArenaMailDeps => ({ db: t.db, outbox: t.services.outbox, publicUrl: t.origin });
const hex = () => randomBytes(3).toString("hex");
let seq = 0;

type Answer = { data: { ok: boolean; error?: string }; init: ResponseInit | null };
/** The status and the words of an action's answer. */
const said = (answer: unknown) => {
  const { data, init } = answer as Answer;
  return { status: init?.status ?? 200, error: data.ok ? null : data.error };
};
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};

/**
 * Runs `sqlText` once inside the next `event` statement on `table` (before it, in its
 * transaction), as if another connection had committed it just then, while `run` runs.
 */
async function meanwhile<T>(
  table: string,
  event: "insert" | "update" | "delete",
  sqlText: string,
  run: () => Promise<T>,
) {
  await t.services.database.exec(`
    create function test_meanwhile() returns trigger language plpgsql as $$
    begin
      if pg_trigger_depth() = 1 then ${sqlText}; end if;
      return null;
    end $$;
    create trigger test_meanwhile before ${event} on ${table}
      for each statement execute function test_meanwhile();`);
  try {
    return await run();
  } finally {
    await t.services.database.exec(
      `drop trigger test_meanwhile on ${table}; drop function test_meanwhile();`,
    );
  }
}

async function arena(
  opts: { tokens?: number; seats?: number; staking?: boolean; holder?: string } = {},
) {
  const name = `Refusal Arena ${hex()}`;
  const [row] = await t.query(
    `insert into arenas (name, slug, seats, kickoff_on, location, status, grant_pool, tokens_per_seat)
     values ($1, $2, $3, '2099-03-12', 'Pier 4', 'open', 1001, $4) returning id, slug`,
    [name, name.toLowerCase().replaceAll(" ", "-"), opts.seats ?? 50, opts.tokens ?? 100],
  );
  const id = row!.id as string;
  const founders = [await founder(id), await founder(id)];
  const holder = await seat(id, opts.holder);
  if (opts.staking !== false) await openStaking(deps(), id, SYSTEM);
  return { id, slug: row!.slug as string, name, founders, holder };
}
async function founder(arenaId: string) {
  const venture = `Venture ${hex()}`;
  return (await addFounder(
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
  ))!;
}
async function seat(arenaId: string, member?: string) {
  const userId = member ?? `rf${hex()}${seq++}`;
  if (!member)
    await t.query("insert into users (id, name, email, email_verified) values ($1, $2, $3, true)", [
      userId,
      `Holder ${seq}`,
      `${userId}@example.com`,
    ]);
  seq += 1;
  const [row] = await t.query(
    `insert into arena_invitations (arena_id, user_id, place, status, expires_at)
     values ($1, $2, $3, 'seated', now() + interval '7 days') returning id`,
    [arenaId, userId, seq],
  );
  return { userId, invitationId: row!.id as string };
}
const stakesOf = (entries: [string, number][]) => new Map(entries);
const stakeForm = (entries: [string, number][]) =>
  formOf(Object.fromEntries(entries.map(([id, n]) => [`stake-${id}`, String(n)])));
/** 'Save Stakes' through the page's action. */
async function stakeThroughPage(a: { slug: string }, userId: string, entries: [string, number][]) {
  const shown = await publicArena(t.db, a.slug);
  return said(await stakeAction(t.services, shown!, userId, stakeForm(entries)));
}

describe("the names", () => {
  it("are each a constraint, an index or a RAISE of the database", async () => {
    const rows = await t.query(
      `select conname as name from pg_constraint
       union select relname from pg_class where relkind = 'i'
       union select m[1] from pg_proc, regexp_matches(prosrc, 'CONSTRAINT = ''([a-z_]+)''', 'g') m`,
    );
    const names = new Set(rows.map((r) => r.name as string));
    expect(REFUSALS.filter((name) => !names.has(name))).toEqual([]);
  });

  it("include every name a guard function raises, and no guard raises without one", async () => {
    const raised = await t.query(
      `select distinct m[1] as name
       from pg_proc, regexp_matches(prosrc, 'CONSTRAINT = ''([a-z_]+)''', 'g') m`,
    );
    const listed = new Set<string>(REFUSALS);
    expect(raised.map((r) => r.name as string).filter((name) => !listed.has(name))).toEqual([]);
    const unnamed = await t.query(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public'
         and (select count(*) from regexp_matches(p.prosrc, 'raise exception', 'gi'))
           <> (select count(*) from regexp_matches(p.prosrc, 'CONSTRAINT = ''', 'g'))`,
    );
    expect(unnamed.map((r) => r.name)).toEqual([]);
  });

  it("are read from the error, never from its message", async () => {
    const a = await arena();
    const error = await t
      .query("delete from arena_founders where arena_id = $1", [a.id])
      .catch((e: unknown) => e);
    expect(refusal(error)).toBe("arena_founders_fixed_once_opened");
    expect(refusal(new Error("the line-up is fixed once staking has opened"))).toBeNull();
  });
});

describe("Save Stakes", () => {
  it("a window closed between the read and the write: 'Staking has closed' to one who staked", async () => {
    const a = await arena();
    const [f1] = a.founders;
    await saveStakes(t.db, {
      arenaId: a.id,
      userId: a.holder.userId,
      stakes: stakesOf([[f1!, 10]]),
    });
    const close = `update arenas set staking = 'closed' where id = '${a.id}'`;
    // The earlier stakes are replaced: their removal meets the closed window.
    const error = await meanwhile("arena_stakes", "delete", close, () =>
      saveStakes(t.db, { arenaId: a.id, userId: a.holder.userId, stakes: stakesOf([[f1!, 20]]) }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StakingClosed);
    const answer = await meanwhile("arena_stakes", "delete", close, () =>
      stakeThroughPage(a, a.holder.userId, [[f1!, 20]]),
    );
    expect(answer).toEqual({ status: 409, error: P.closed });
  });

  it("a window closed between the read and the write: 'Staking has closed' to one who had not", async () => {
    const a = await arena();
    const close = `update arenas set staking = 'closed' where id = '${a.id}'`;
    await expect(
      meanwhile("arena_stakes", "insert", close, () =>
        saveStakes(t.db, {
          arenaId: a.id,
          userId: a.holder.userId,
          stakes: stakesOf([[a.founders[0]!, 5]]),
        }),
      ),
    ).rejects.toBeInstanceOf(StakingClosed);
    const answer = await meanwhile("arena_stakes", "insert", close, () =>
      stakeThroughPage(a, a.holder.userId, [[a.founders[0]!, 5]]),
    );
    expect(answer).toEqual({ status: 409, error: P.closed });
  });

  it("the allowance lowered between the read and the write: at most the tokens per seat", async () => {
    const a = await arena({ tokens: 100 });
    const lower = `update arenas set tokens_per_seat = 50 where id = '${a.id}'`;
    const stake: [string, number][] = [[a.founders[0]!, 80]];
    await expect(
      meanwhile("arena_stakes", "insert", lower, () =>
        saveStakes(t.db, { arenaId: a.id, userId: a.holder.userId, stakes: stakesOf(stake) }),
      ),
    ).rejects.toBeInstanceOf(OverAllowance);
    const answer = await meanwhile("arena_stakes", "insert", lower, () =>
      stakeThroughPage(a, a.holder.userId, stake),
    );
    expect(answer).toEqual({ status: 409, error: P.atMost(100) });
  });

  it("the seat released between the read and the write: only seat holders stake", async () => {
    const a = await arena();
    const release = `update arena_invitations set status = 'released', refill_due = true,
      responded_at = now() where id = '${a.holder.invitationId}'`;
    const stake: [string, number][] = [[a.founders[0]!, 5]];
    await expect(
      meanwhile("arena_stakes", "insert", release, () =>
        saveStakes(t.db, { arenaId: a.id, userId: a.holder.userId, stakes: stakesOf(stake) }),
      ),
    ).rejects.toBeInstanceOf(NotASeatHolder);
    const answer = await meanwhile("arena_stakes", "insert", release, () =>
      stakeThroughPage(a, a.holder.userId, stake),
    );
    expect(answer).toEqual({ status: 403, error: P.onlyHolders });
  });
});

// Two connections: the operator's close holds the window while the seat holder's save, past its
// read, waits for it. The embedded database runs one transaction at a time.
describe.skipIf(testDb !== "postgres")("the closing window from two connections", () => {
  it("tells a seat holder who staked that staking has closed, not that they hold no seat", async () => {
    const a = await arena();
    const [f1] = a.founders;
    await saveStakes(t.db, {
      arenaId: a.id,
      userId: a.holder.userId,
      stakes: stakesOf([[f1!, 10]]),
    });
    let save: Promise<unknown> = Promise.resolve();
    await t.services.database.rawTransaction(async (run) => {
      await run("update arenas set staking = 'closed' where id = $1", [a.id]);
      save = stakeThroughPage(a, a.holder.userId, [[f1!, 30]]);
      expect(await waitingOnALock(save)).toBe(true);
    });
    expect(await save).toEqual({ status: 409, error: P.closed });
    await expect(
      saveStakes(t.db, { arenaId: a.id, userId: a.holder.userId, stakes: stakesOf([[f1!, 1]]) }),
    ).rejects.toBeInstanceOf(StakingClosed);
  });
});

/** Whether `other` waits on a lock (before it settles). */
async function waitingOnALock(other: Promise<unknown>) {
  let settled = false;
  void other.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let i = 0; i < 200 && !settled; i++) {
    const [row] = await t.query(`select count(*)::int as n from pg_locks where not granted
       and pid in (select pid from pg_stat_activity where datname = current_database())`);
    if ((row!.n as number) > 0) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

const arenaForm = (a: { name: string }, patch: Record<string, string> = {}) =>
  formOf({
    name: a.name,
    community: "",
    seats: "50",
    kickoff: "2099-03-12",
    location: "Pier 4",
    description: "",
    daysToAccept: "7",
    autoFill: "on",
    status: "open",
    grantPool: "1001",
    tokensPerSeat: "100",
    ...patch,
  });
const intent = (form: FormData) => ({ services: t.services, actor: admin, form });

describe("an Arena's edit", () => {
  it("a name another Arena has: the name is taken", async () => {
    const a = await arena({ staking: false });
    expect(said(await arenaActions.create(intent(arenaForm(a))))).toEqual({
      status: 409,
      error: C.nameTaken,
    });
  });

  it("fewer seats than taken: refused in the section's words", async () => {
    const a = await arena({ staking: false });
    await seat(a.id);
    const form = arenaForm(a, { id: a.id, seats: "1" });
    expect(said(await arenaActions.update(intent(form)))).toEqual({
      status: 409,
      error: C.seatsBelowTaken,
    });
  });

  it("tokens per seat below what a member staked, and any change once closed", async () => {
    const a = await arena();
    await saveStakes(t.db, {
      arenaId: a.id,
      userId: a.holder.userId,
      stakes: stakesOf([[a.founders[0]!, 60]]),
    });
    const lower = arenaForm(a, { id: a.id, tokensPerSeat: "50" });
    expect(said(await arenaActions.update(intent(lower)))).toEqual({
      status: 409,
      error: S.allowanceBelowStaked,
    });
    await closeStaking(t.db, a.id, SYSTEM);
    const pool = arenaForm(a, { id: a.id, grantPool: "2000" });
    expect(said(await arenaActions.update(intent(pool)))).toEqual({
      status: 409,
      error: S.frozenRefusal,
    });
  });
});

describe("the line-up", () => {
  it("a founder's address twice, and a removal once staking has opened meanwhile", async () => {
    const a = await arena({ staking: false });
    const actions = stakingActions(a.id);
    const entry = {
      intent: "addFounder",
      founderName: "Ana Lima",
      ventureName: "Kelp Works",
      pitch: "Seaweed packaging.",
      email: "ana@kelp.example",
      pitchUrl: "",
      submission: "",
    };
    expect(said(await actions.addFounder(intent(formOf(entry)))).status).toBe(200);
    expect(
      said(await actions.addFounder(intent(formOf({ ...entry, ventureName: "Kelp Again" })))),
    ).toEqual({ status: 409, error: S.alreadyInLineUp });
    const open = `update arenas set staking = 'open' where id = '${a.id}'`;
    const removal = formOf({ founder: a.founders[0]! });
    expect(
      said(
        await meanwhile("arena_founders", "delete", open, () =>
          actions.removeFounder(intent(removal)),
        ),
      ),
    ).toEqual({ status: 409, error: S.lineUpFixed });
  });
});

describe("an indication of interest", () => {
  const R = journeyCopy.round;
  /** A published Arena whose seat holder, a signed-in member, staked 10 tokens; its round. */
  async function round() {
    const member = await createMember(t, { confirm: true });
    const a = await arena({ holder: member.id });
    const venture = a.founders[0]!;
    await saveStakes(t.db, { arenaId: a.id, userId: member.id, stakes: stakesOf([[venture, 10]]) });
    await closeStaking(t.db, a.id, SYSTEM);
    await publishResults(deps(), a.id, SYSTEM);
    const { id } = await announceRound(t.db, {
      founderId: venture,
      input: { name: "Seed", closesOn: "2099-01-31", note: "" },
      zone: "UTC",
      actor: SYSTEM,
    });
    /** 'I'm Interested' through the venture page's action, as the member. */
    const interest = async (amount: number) =>
      said(
        await ventureAction(
          new Request(`${t.origin}/arenas/${a.slug}/ventures/${venture}`, {
            method: "POST",
            headers: { cookie: member.cookie },
            body: formOf({ intent: "interest", amount: String(amount), share: "on" }),
          }),
          t.services,
          a.slug,
          venture,
        ),
      );
    return { id, userId: member.id, invitationId: a.holder.invitationId, interest };
  }

  it("a round closed between the read and the write: the round has closed", async () => {
    const r = await round();
    const close = `update venture_rounds set closes_at = now() - interval '1 second'
      where id = '${r.id}'`;
    const error = await meanwhile("round_interests", "insert", close, () =>
      recordInterest(t.db, { roundId: r.id, userId: r.userId, amount: 50 }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RoundClosed);
    expect(await meanwhile("round_interests", "insert", close, () => r.interest(50))).toEqual({
      status: 409,
      error: R.closed,
    });
  });

  it("tokens gone between the read and the write: above the cap", async () => {
    const r = await round();
    const gone = `delete from arena_invitations where id = '${r.invitationId}'`;
    const error = await meanwhile("round_interests", "insert", gone, () =>
      recordInterest(t.db, { roundId: r.id, userId: r.userId, amount: 50 }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AboveCap);
    expect((error as AboveCap).cap).toBe(100);
    expect(await meanwhile("round_interests", "insert", gone, () => r.interest(50))).toEqual({
      status: 400,
      error: R.aboveCap(100),
    });
  });
});

describe("a seat", () => {
  it("released as the Arena finishes: the Arena has finished", async () => {
    const a = await arena();
    await closeStaking(t.db, a.id, SYSTEM);
    const finish = `update arenas set staking = 'published', status = 'finished'
      where id = '${a.id}'`;
    const form = formOf({ invitation: a.holder.invitationId, reason: "Moved away" });
    const answer = await meanwhile("arena_invitations", "update", finish, () =>
      arenaPageActions(a.id).release(intent(form)),
    );
    expect(said(answer)).toEqual({ status: 409, error: C.finished });
  });
});

describe("a milestone", () => {
  const M = milestoneCopy.admin;
  const fields = (name: string) => ({
    name,
    threshold: "1",
    description: "",
    bonusPoints: "0",
    active: "on",
  });

  it("a name taken, and a milestone a member holds: refused in the section's words", async () => {
    const name = `Refusal ${hex()}`;
    expect(said(await milestoneActions.create(intent(formOf(fields(name))))).status).toBe(200);
    expect(said(await milestoneActions.create(intent(formOf(fields(name)))))).toEqual({
      status: 409,
      error: M.nameTaken,
    });
    const referrer = `rm${hex()}`;
    const friend = `rn${hex()}`;
    await t.query(
      "insert into users (id, name, email, email_verified) values ($1, 'R', $2, true)",
      [referrer, `${referrer}@example.com`],
    );
    await t.query(
      "insert into users (id, name, email, referrer_id, email_verified) values ($1, 'F', $2, $3, true)",
      [friend, `${friend}@example.com`, referrer],
    );
    const [row] = await t.query("select id from milestones where name = $1", [name]);
    expect(said(await milestoneActions.delete(intent(formOf({ id: row!.id as string }))))).toEqual({
      status: 409,
      error: M.held,
    });
    await t.query("update milestones set active = false, threshold = 1000 where id = $1", [
      row!.id,
    ]);
  });
});

describe("an article", () => {
  it("a slug another article has: the slug is taken", async () => {
    const fields = (title: string, slug: string) =>
      formOf({ title, slug, description: "A summary.", content: "Body text.", status: "draft" });
    // The author is a user (articles.author_id's key).
    await t.query(
      "insert into users (id, name, email) values ($1, 'Admin', $2) on conflict do nothing",
      [admin.id, admin.email],
    );
    const slug = `refusal-${hex()}`;
    expect(said(await articleActions.create(intent(fields("First", slug)))).status).toBe(200);
    expect(said(await articleActions.create(intent(fields("Second", slug))))).toEqual({
      status: 409,
      error: articleCopy.slugTaken,
    });
  });
});
