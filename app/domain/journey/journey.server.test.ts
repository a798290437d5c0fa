import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";
import type { Mail } from "../../lib/email.server.ts";
import type { ArenaMailDeps } from "../arenas/arena-mail.server.ts";
import { addFounder } from "../arenas/lineup.server.ts";
import { closeStaking, openStaking, publishResults, saveStakes } from "../arenas/staking.server.ts";
import { createOutbox } from "../mail/outbox.server.ts";
import { exportPersonalData } from "../../features/members/data-export.server.ts";
import { deleteAccount } from "../accounts/account-deletion.server.ts";
import { memberHistory } from "../../features/admin/member-history.server.ts";
import { memberFounders, setFollow } from "./follows.server.ts";
import { journeyRenderer } from "./journey-mail.server.ts";
import {
  AboveCap,
  announceRound,
  interestedStakers,
  latestRound,
  NotAStaker,
  RoundClosed,
  RoundNotAllowed,
  recordInterest,
  withdrawInterest,
} from "./rounds.server.ts";
import {
  deleteUpdate,
  editUpdate,
  hideUpdate,
  postUpdate,
  queueDueUpdateMails,
  ventureUpdates,
} from "./updates.server.ts";
import { founderVentures, isFounderOf, NotTheFounder, publicVenture } from "./ventures.server.ts";

// After the grant (ADRs 231–233) on both databases: who the founder is, who gets an
// update and an invitation, the cap from frozen stakes, and e-mails that go once across a
// crash between enqueue and send and across two instances.
let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

const SYSTEM = { kind: "system" } as const;
const ZONE = "Europe/London";
const deps = (): ArenaMailDeps => ({ db: t.db, outbox: t.services.outbox, publicUrl: t.origin });
let seq = 0;
const tag = () => randomBytes(3).toString("hex");

async function member(opts: { email?: string; confirmed?: boolean } = {}) {
  const id = `jr${tag()}${seq++}`;
  const email = opts.email ?? `${id}@example.com`;
  await t.query("insert into users (id, name, email, email_verified) values ($1, $2, $3, $4)", [
    id,
    `Member ${seq}`,
    email,
    opts.confirmed ?? true,
  ]);
  return { id, email };
}

/** A published Arena: two founders, stakers with the tokens given on the first. */
async function publishedArena(tokens: number[], opts: { publish?: boolean } = {}) {
  const name = `Journey Arena ${tag()}`;
  const slug = name.toLowerCase().replaceAll(" ", "-");
  const [row] = await t.query(
    `insert into arenas (name, slug, seats, kickoff_on, status, grant_pool, tokens_per_seat)
     values ($1, $2, 500, '2027-03-12', 'open', 1000, 100) returning id`,
    [name, slug],
  );
  const arenaId = row!.id as string;
  const founderEmail = `Ada.${tag()}@Founders.example`;
  const add = (venture: string, email: string) =>
    addFounder(
      deps(),
      arenaId,
      {
        founderName: `Founder of ${venture}`,
        ventureName: venture,
        pitch: `${venture} in one line.`,
        email: email.toLowerCase(),
        pitchUrl: null,
        submission: null,
      },
      SYSTEM,
    ) as Promise<string>;
  const venture = await add(`Kelp ${tag()}`, founderEmail);
  const other = await add(`Root ${tag()}`, `other.${tag()}@founders.example`);
  const stakers = [];
  for (const n of tokens) {
    const m = await member();
    await t.query(
      `insert into arena_invitations (arena_id, user_id, place, status, expires_at)
       values ($1, $2, $3, 'seated', now() + interval '7 days')`,
      [arenaId, m.id, seq],
    );
    stakers.push({ ...m, tokens: n });
  }
  await openStaking(deps(), arenaId, SYSTEM);
  for (const s of stakers)
    await saveStakes(t.db, {
      arenaId,
      userId: s.id,
      stakes: new Map([
        [venture, s.tokens],
        [other, 1],
      ]),
    });
  if (opts.publish !== false) {
    await closeStaking(t.db, arenaId, SYSTEM);
    await publishResults(deps(), arenaId, SYSTEM);
  }
  return { arenaId, slug, name, venture, other, founderEmail, stakers };
}

const queuedFor = async (ref: string) =>
  (await t.query("select user_id from outbox where ref = $1 order by user_id", [ref])).map(
    (r) => r.user_id as string,
  );
/** Waits until the update's e-mails are queued (the running outbox's lane, or this call). */
async function mailed(updateId: string) {
  for (let i = 0; i < 100; i++) {
    await queueDueUpdateMails(t.db);
    const [row] = await t.query("select mailed_at from venture_updates where id = $1", [updateId]);
    if (row?.mailed_at) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the update's e-mails were never queued");
}
const input = (title: string, body = "We **shipped**.") => ({
  title,
  body,
  kind: "update" as const,
});

describe("the founder", () => {
  it("is the member whose confirmed address is the entry's e-mail, in any case", async () => {
    const a = await publishedArena([60]);
    const unconfirmed = await member({ email: a.founderEmail, confirmed: false });
    expect(await isFounderOf(t.db, unconfirmed.id, a.venture)).toBe(false);
    expect(await founderVentures(t.db, unconfirmed.id)).toEqual([]);
    await t.query("delete from users where id = $1", [unconfirmed.id]);
    const founder = await member({ email: a.founderEmail.toUpperCase() });
    expect(await isFounderOf(t.db, founder.id, a.venture)).toBe(true);
    const [mine] = await founderVentures(t.db, founder.id);
    expect(mine).toMatchObject({ id: a.venture, arena: { slug: a.slug }, published: true });
    expect(mine!.grant).toMatchObject({ tokens: 60, stakers: 1 });
    // Someone else's forged post, edit or delete is refused and changes nothing.
    const stranger = a.stakers[0]!;
    await expect(
      postUpdate(t.db, { founderId: a.venture, userId: stranger.id, input: input("Forged") }),
    ).rejects.toBeInstanceOf(NotTheFounder);
    const { id } = await postUpdate(t.db, {
      founderId: a.venture,
      userId: founder.id,
      input: input("Real"),
    });
    await expect(
      editUpdate(t.db, {
        founderId: a.venture,
        updateId: id,
        userId: stranger.id,
        input: input("X"),
      }),
    ).rejects.toBeInstanceOf(NotTheFounder);
    await expect(
      deleteUpdate(t.db, { founderId: a.venture, updateId: id, userId: stranger.id }),
    ).rejects.toBeInstanceOf(NotTheFounder);
    expect((await ventureUpdates(t.db, a.venture)).map((u) => u.title)).toEqual(["Real"]);
    // The venture's public facts never hold the address.
    const page = await publicVenture(t.db, a.slug, a.venture);
    expect(JSON.stringify(page)).not.toMatch(/founders\.example/i);
  });
});

describe("who gets an update", () => {
  it("stakers above 0 and followers, minus unsubscribed, suppressed and unconfirmed; once", async () => {
    const a = await publishedArena([60, 5, 7, 9]);
    const founder = await member({ email: a.founderEmail });
    const [keen, unsubscribed, suppressed, unconfirmed] = a.stakers;
    const follower = await member();
    const lurker = await member({ confirmed: false });
    await setFollow(t.db, { founderId: a.venture, userId: follower.id, on: true });
    await setFollow(t.db, { founderId: a.venture, userId: lurker.id, on: true });
    await setFollow(t.db, { founderId: a.venture, userId: keen!.id, on: true });
    await t.query("update mail_preferences set founder_updates = false where user_id = $1", [
      unsubscribed!.id,
    ]);
    await t.query("insert into mail_suppressions (user_id, reason) values ($1, 'bounce')", [
      suppressed!.id,
    ]);
    await t.query("update users set email_verified = false where id = $1", [unconfirmed!.id]);
    // Someone who staked only on the other venture gets nothing of this one.
    const { id } = await postUpdate(t.db, {
      founderId: a.venture,
      userId: founder.id,
      input: input("First customers", "Hello <script>alert(1)</script>[x](javascript:alert(1))"),
    });
    await mailed(id);
    expect(await queuedFor(id)).toEqual([keen!.id, follower.id].sort());
    const staked = await t.mail.waitFor(keen!.email, /: First customers$/);
    expect(staked.subject).toMatch(/^Kelp \w+: First customers$/);
    expect(staked.text).toContain(`You staked 60 tokens on`);
    expect(staked.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/i);
    expect(staked.text).not.toMatch(/<script|javascript:/i);
    expect(staked.text).toContain(`/arenas/${a.slug}/ventures/${a.venture}`);
    const followed = await t.mail.waitFor(follower.email, /First customers/);
    expect(followed.text).toMatch(/You follow Kelp \w+\./);
    // An edit sends nothing more; a hidden update's e-mails not yet sent never go.
    await editUpdate(t.db, {
      founderId: a.venture,
      updateId: id,
      userId: founder.id,
      input: input("First customers!"),
    });
    expect(await queuedFor(id)).toHaveLength(2);
    await hideUpdate(t.db, { updateId: id, reason: "A mistake", actor: SYSTEM });
    expect(await ventureUpdates(t.db, a.venture)).toEqual([]);
    const [audit] = await t.query("select action from audit_log where target = $1", [
      `update:${id}`,
    ]);
    expect(audit?.action).toBe("venture.update.hide");
    // 'Your Founders': the staked venture with its tokens, then the followed one.
    const mine = await memberFounders(t.db, follower.id);
    expect(mine.map((f) => f.id)).toEqual([a.venture]);
    expect((await memberFounders(t.db, keen!.id))[0]).toMatchObject({ id: a.venture, tokens: 60 });
  });
});

describe("the breakout", () => {
  it("announces only after results, invites stakers with a cap of ten times their tokens", async () => {
    const early = await publishedArena([10], { publish: false });
    const round = { name: "Seed", closesOn: "2099-01-31", note: "**Terms** to follow." };
    await expect(
      announceRound(t.db, { founderId: early.venture, input: round, zone: ZONE, actor: SYSTEM }),
    ).rejects.toBeInstanceOf(RoundNotAllowed);
    const a = await publishedArena([60, 3, 8, 9]);
    const follower = await member();
    await setFollow(t.db, { founderId: a.venture, userId: follower.id, on: true });
    // Unsubscribed from 'Founder updates', or suppressed: not invited.
    const [, , unsubscribed, suppressed] = a.stakers;
    await t.query("update mail_preferences set founder_updates = false where user_id = $1", [
      unsubscribed!.id,
    ]);
    await t.query("insert into mail_suppressions (user_id, reason) values ($1, 'complaint')", [
      suppressed!.id,
    ]);
    const { id, invited } = await announceRound(t.db, {
      founderId: a.venture,
      input: round,
      zone: ZONE,
      actor: SYSTEM,
    });
    expect(invited).toBe(2);
    expect(await queuedFor(id)).toEqual(
      a.stakers
        .slice(0, 2)
        .map((s) => s.id)
        .sort(),
    );
    const mail = await t.mail.waitFor(a.stakers[0]!.email, /^An invitation from Kelp/);
    expect(mail.text).toContain("You may invest up to $600");
    const [staker, small] = a.stakers;
    await expect(
      recordInterest(t.db, { roundId: id, userId: staker!.id, amount: 601 }),
    ).rejects.toBeInstanceOf(AboveCap);
    await expect(
      recordInterest(t.db, { roundId: id, userId: follower.id, amount: 1 }),
    ).rejects.toBeInstanceOf(NotAStaker);
    // The database keeps the cap whatever writes.
    await expect(
      t.query(
        "insert into round_interests (round_id, user_id, amount, share_email) values ($1, $2, 31, true)",
        [id, small!.id],
      ),
    ).rejects.toThrow(/above the cap/);
    await recordInterest(t.db, { roundId: id, userId: staker!.id, amount: 600 });
    await recordInterest(t.db, { roundId: id, userId: small!.id, amount: 30 });
    await recordInterest(t.db, { roundId: id, userId: small!.id, amount: 20 });
    expect(await latestRound(t.db, a.venture)).toMatchObject({ interested: 2, total: 620 });
    expect((await interestedStakers(t.db, id)).map((r) => r.amount).sort()).toEqual([20, 600]);
    expect(await withdrawInterest(t.db, { roundId: id, userId: small!.id })).toBe(true);
    // Closed: nothing changes any more.
    await t.query(
      "update venture_rounds set closes_at = now() - interval '1 second' where id = $1",
      [id],
    );
    await expect(
      recordInterest(t.db, { roundId: id, userId: staker!.id, amount: 10 }),
    ).rejects.toBeInstanceOf(RoundClosed);
    await expect(
      withdrawInterest(t.db, { roundId: id, userId: staker!.id }),
    ).rejects.toBeInstanceOf(RoundClosed);
  });
});

describe("privacy", () => {
  it("exports updates, follows and interest, and deletes them with the account", async () => {
    const a = await publishedArena([40]);
    const founder = await member({ email: a.founderEmail });
    const staker = a.stakers[0]!;
    await postUpdate(t.db, { founderId: a.venture, userId: founder.id, input: input("Mine") });
    await setFollow(t.db, { founderId: a.venture, userId: staker.id, on: true });
    const { id } = await announceRound(t.db, {
      founderId: a.venture,
      input: { name: "Seed", closesOn: "2099-02-01", note: "" },
      zone: ZONE,
      actor: SYSTEM,
    });
    await recordInterest(t.db, { roundId: id, userId: staker.id, amount: 400 });
    const mine = await exportPersonalData(t.db, { userId: staker.id });
    expect(mine.ventureFollows).toEqual([expect.objectContaining({ arena: a.name })]);
    expect(mine.roundInterests).toEqual([
      expect.objectContaining({ round: "Seed", amountUsd: 400, emailSharedWithFounder: true }),
    ]);
    expect((await exportPersonalData(t.db, { userId: founder.id })).ventureUpdates).toEqual([
      expect.objectContaining({ title: "Mine", text: "We **shipped**." }),
    ]);
    // The member's History tells it.
    const story = (await memberHistory(t.db, staker.id)).map((e) => e.text);
    expect(story).toContain(
      `Followed ${(await publicVenture(t.db, a.slug, a.venture))!.ventureName}.`,
    );
    expect(story.some((line) => line.startsWith("Indicated interest of $400"))).toBe(true);
    expect((await memberHistory(t.db, founder.id)).map((e) => e.text)).toContainEqual(
      expect.stringMatching(/^Posted the update “Mine” on Kelp/),
    );
    const gone = { db: t.db, addressHashKey: t.services.addressHashKey };
    await deleteAccount(gone, { userId: staker.id }, { kind: "cli" });
    await deleteAccount(gone, { userId: founder.id }, { kind: "cli" });
    expect(await t.query("select 1 from venture_follows where user_id = $1", [staker.id])).toEqual(
      [],
    );
    expect(await t.query("select 1 from round_interests where user_id = $1", [staker.id])).toEqual(
      [],
    );
    // The deleted founder's update stays, unsigned, until the operator hides it.
    const [kept] = await ventureUpdates(t.db, a.venture);
    expect(kept).toMatchObject({ title: "Mine", signed: false });
  });
});

describe("once only", () => {
  it("survives a crash between enqueue and send, and two instances sending at once", async () => {
    await t.services.outbox.stop();
    try {
      const a = await publishedArena(Array.from({ length: 12 }, (_, i) => i + 1));
      const founder = await member({ email: a.founderEmail });
      const { id } = await postUpdate(t.db, {
        founderId: a.venture,
        userId: founder.id,
        input: input("Pilot signed"),
      });
      // A second update, hidden before it is queued: it never sends.
      const oops = await postUpdate(t.db, {
        founderId: a.venture,
        userId: founder.id,
        input: input("Oops"),
      });
      // Queued in one statement (twice: the second queues nothing), then the process died:
      // the rows wait. Two new instances send them.
      // (Another test's update may still be due: the stopped worker left it too.)
      expect(await queueDueUpdateMails(t.db, 50)).toBeGreaterThanOrEqual(1);
      expect(await queueDueUpdateMails(t.db, 50)).toBe(0);
      // Hidden after it was queued: its rows render nothing and are dropped.
      await hideUpdate(t.db, { updateId: oops.id, reason: "Posted twice", actor: SYSTEM });
      const sent: Mail[] = [];
      const make = () =>
        createOutbox({
          db: t.db,
          mailer: { from: "test@example.com", send: async (m) => void sent.push(m) },
          log: { warn: () => {}, error: () => {} },
          render: journeyRenderer({ db: t.db, secret: "s".repeat(32), publicUrl: t.origin }),
        });
      const [one, two] = [make(), make()];
      for (let i = 0; i < 10; i++) await Promise.all([one.runOnce(), two.runOnce()]);
      const updates = sent.filter((m) => m.subject.endsWith(": Pilot signed"));
      expect(updates.map((m) => m.to).sort()).toEqual(a.stakers.map((s) => s.email).sort());
      expect(sent.filter((m) => m.subject.endsWith(": Oops"))).toEqual([]);
      expect(await queuedFor(oops.id)).toEqual([]);
      // A second publish of the same update's key queues nothing again.
      const [again] = await t.query(
        `insert into outbox (kind, user_id, ref, dedupe_key)
         select kind, user_id, ref, dedupe_key from outbox where ref = $1
         on conflict (dedupe_key) do nothing returning 1`,
        [id],
      );
      expect(again).toBeUndefined();
    } finally {
      t.services.outbox.start();
    }
  });
});
