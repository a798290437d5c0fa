// The broadcast lane (ADR 212) on a real database (embedded or PostgreSQL, TEST_DB):
// starting counts and the worker freezes after (ADR 219), the freeze takes exactly the
// eligible audience, batches are claimed once by two workers, a dead instance's batch
// returns when its lease ends, the shared rate holds, a temporary failure
// is retried and never ends the broadcast 'sent', a permanent one suppresses the address, too
// many pause the broadcast, and an unsubscribe skips the messages not yet handed over.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../tests/support/database.ts";
import { migrate, openDatabase, type Database } from "../../lib/db.server.ts";
import type { Mail, Mailer } from "../../lib/email.server.ts";
import { countAudience, type Audience } from "./audience.server.ts";
import { moveBroadcast } from "./broadcasts.server.ts";
import { createRelayHealth } from "../mail/mail-relay.server.ts";
import {
  createBroadcastLane,
  freezeNextBroadcast,
  startBroadcast,
  type BroadcastLaneDeps,
} from "./broadcast-engine.server.ts";

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  database.rawTransaction((run) => run(text, params)) as Promise<T[]>;
const silent = { warn() {}, error() {}, info() {} };
const COMMUNITY = "00000000-0000-4000-8000-000000000038";

beforeAll(async () => {
  fresh = await freshDatabase();
  database = await openDatabase({ url: fresh.env.DATABASE_URL, dataDir: fresh.dataDir });
  await migrate(database);
  await q(`insert into communities (id, name, key) values ($1, 'Indiana', 'indiana')`, [COMMUNITY]);
});
afterAll(async () => {
  await database?.close();
  await fresh?.cleanup();
});
beforeEach(async () => {
  await q("update mail_relay set failing_since = null, paused_until = null, failures = 0");
  await q("delete from broadcasts");
  await q("delete from users");
});

/** `n` members m0…: confirmed unless said otherwise, in the community when asked. */
async function members(n: number, opts: { confirmed?: boolean; community?: boolean } = {}) {
  const from = Number((await q<{ n: number }>("select count(*)::int as n from users"))[0]!.n);
  for (let i = from; i < from + n; i++) {
    const id = `u${i}`;
    await q(`insert into users (id, name, email, email_verified) values ($1, $2, $3, $4)`, [
      id,
      `Member ${i}`,
      `m${i}@example.test`,
      opts.confirmed ?? true,
    ]);
    await q(
      `insert into profiles (id, name, email, community_id) values ($1, $2, $3, $4)
       on conflict (id) do update set community_id = excluded.community_id`,
      [id, `Member ${i}`, `m${i}@example.test`, opts.community ? COMMUNITY : null],
    );
  }
}

/** A broadcast started as 'Send Now' starts it, not yet frozen. */
async function started(audience: Audience) {
  const [row] = await q<{ id: string }>(
    `insert into broadcasts (subject, body, audience_kind, audience_value)
     values ('Arena opens', 'The **Arena** opens on 3 March.', $1, $2) returning id`,
    [audience.kind, audience.value],
  );
  await database.db.transaction((tx) => startBroadcast(tx, row!.id, audience));
  return row!.id;
}

/** A broadcast started and frozen, its recipient rows written. */
async function broadcast(audience: Audience) {
  const id = await started(audience);
  expect(await freezeNextBroadcast(database.db)).toBe(id);
  return id;
}

function mailer(fail?: (mail: Mail) => Error | null): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    from: "site@example.test",
    sent,
    async send(mail) {
      const error = fail?.(mail);
      if (error) throw error;
      sent.push(mail);
    },
  };
}
/** A refusal as nodemailer reports it: the command it answered and the reply. */
const smtpError = (command: string, response: string) =>
  Object.assign(new Error("smtp"), {
    code: "EENVELOPE",
    command,
    response,
    responseCode: Number(response.slice(0, 3)),
  });
const noSuchUser = () => smtpError("RCPT TO", "550 5.1.1 No such user");
const relay = () => createRelayHealth({ db: database.db, log: silent, pauseSeconds: 0.2 });
const lane = (transport: Mailer, rate = 0, extra: Partial<BroadcastLaneDeps> = {}) =>
  createBroadcastLane({
    db: database.db,
    mailer: transport,
    log: silent,
    secret: "s".repeat(32),
    publicUrl: "https://site.example",
    rate,
    ...extra,
  });
const status = async (id: string) =>
  (await q<{ status: string }>("select status from broadcasts where id = $1", [id]))[0]!.status;
const states = async (id: string) =>
  Object.fromEntries(
    (
      await q<{ state: string; n: number }>(
        "select state, count(*)::int as n from broadcast_recipients where broadcast_id = $1 group by state",
        [id],
      )
    ).map((r) => [r.state, r.n]),
  );

describe("the broadcast lane", () => {
  it("freezes exactly the eligible audience and sends each once, with its list and Message-ID", async () => {
    await members(3, { community: true });
    await members(1, { community: true, confirmed: false });
    await members(2);
    await q("update profiles set suspended_at = now() where id = 'u1'");
    await q("update mail_preferences set programme_news = false where user_id = 'u2'");
    await q("insert into mail_suppressions (user_id, reason) values ('u4', 'bounce')");
    const audience = { kind: "community" as const, value: COMMUNITY };
    expect(await countAudience(database.db, audience)).toBe(1);
    expect(await countAudience(database.db, { kind: "all", value: null })).toBe(2);
    const id = await broadcast(audience);
    expect(await q("select recipients, status from broadcasts")).toEqual([
      { recipients: 1, status: "sending" },
    ]);
    const transport = mailer();
    await lane(transport).runOnce();
    expect(transport.sent.map((m) => m.to)).toEqual(["m0@example.test"]);
    const [mail] = transport.sent;
    expect(mail!.messageId).toBe(`<broadcast.${id}.u0@site.example>`);
    expect(mail!.headers?.["List-Unsubscribe"]).toMatch(/unsubscribe\?token=news\./);
    expect(mail!.html).toContain("<strong>Arena</strong>");
    expect(mail!.text).toContain("Programme news");
    expect(await status(id)).toBe("sent");
  });

  it("starts with the count the admin confirmed and no rows; one of two workers freezes it after", async () => {
    await members(12);
    const id = await started({ kind: "all", value: null });
    expect(await q("select recipients, status, frozen_at from broadcasts")).toEqual([
      { recipients: 12, status: "sending", frozen_at: null },
    ]);
    expect(await states(id)).toEqual({});
    // Unsubscribed between the click and the freeze: not frozen.
    await q("update mail_preferences set programme_news = false where user_id = 'u3'");
    const [a, b] = [mailer(), mailer()];
    for (let round = 0; round < 3; round++)
      await Promise.all([lane(a).runOnce(), lane(b).runOnce()]);
    const sent = [...a.sent, ...b.sent].map((m) => m.to);
    expect(sent).toHaveLength(11);
    expect(new Set(sent).size).toBe(11);
    expect(await q("select recipients, status from broadcasts")).toEqual([
      { recipients: 11, status: "sent" },
    ]);
    expect(await freezeNextBroadcast(database.db)).toBeNull();
  });

  it("ends 'sent' when nobody is left to reach at the freeze, paused or not", async () => {
    await members(2);
    const id = await started({ kind: "all", value: null });
    await q("update broadcasts set status = 'paused' where id = $1", [id]);
    await q("update mail_preferences set programme_news = false");
    expect(await freezeNextBroadcast(database.db)).toBe(id);
    expect(await q("select recipients, status from broadcasts")).toEqual([
      { recipients: 0, status: "sent" },
    ]);
  });

  it("two workers send every recipient exactly once; a dead worker's batch returns after its lease", async () => {
    await members(45);
    const id = await broadcast({ kind: "all", value: null });
    const a = mailer();
    const b = mailer();
    // An instance claimed a batch and died: its rows wait for their lease.
    await q(`update broadcast_recipients set state = 'sending', attempts = 1,
               lease_until = now() + interval '30 seconds'
             where user_id in (select user_id from broadcast_recipients order by user_id limit 5)`);
    for (let round = 0; round < 6; round++)
      await Promise.all([lane(a).runOnce(), lane(b).runOnce()]);
    const sent = [...a.sent, ...b.sent].map((m) => m.to);
    expect(sent).toHaveLength(40);
    expect(new Set(sent).size).toBe(40);
    expect(await status(id)).toBe("sending");
    await q(
      "update broadcast_recipients set lease_until = now() - interval '1 second' where state = 'sending'",
    );
    await lane(a).runOnce();
    expect(a.sent.length + b.sent.length).toBe(45);
    expect(await status(id)).toBe("sent");
  });

  it("keeps to the shared rate across instances", async () => {
    await members(30);
    await broadcast({ kind: "all", value: null });
    const transport = mailer();
    const [one, two] = [lane(transport, 12), lane(transport, 12)];
    for (let i = 0; i < 2; i++) await Promise.all([one.runOnce(), two.runOnce()]);
    expect(transport.sent).toHaveLength(12);
    expect(await one.runOnce()).toBe(100);
  });

  it("retries a recipient's temporary failure (never 'sent' while owed); a bounce suppresses the address", async () => {
    await members(3);
    const id = await broadcast({ kind: "all", value: null });
    const transport = mailer((m) =>
      m.to === "m1@example.test"
        ? smtpError("RCPT TO", "452 4.2.2 Mailbox full")
        : m.to === "m2@example.test"
          ? noSuchUser()
          : null,
    );
    await lane(transport).runOnce();
    expect(await states(id)).toEqual({ sent: 1, queued: 1, failed: 1 });
    expect(await status(id)).toBe("sending");
    expect(await q("select user_id, reason from mail_suppressions")).toEqual([
      { user_id: "u2", reason: "bounce" },
    ]);
    // The fifth temporary failure gives up: the broadcast ends, nothing owed.
    for (let attempt = 2; attempt <= 5; attempt++) {
      await q("update broadcast_recipients set next_attempt_at = now() where state = 'queued'");
      await lane(transport).runOnce();
    }
    expect(
      await q("select attempts, state from broadcast_recipients where user_id = 'u1'"),
    ).toEqual([{ attempts: 5, state: "failed" }]);
    expect(await status(id)).toBe("sent");
    expect(await countAudience(database.db, { kind: "all", value: null })).toBe(2);
  });

  it("pauses itself when more than 10 of the first 200 fail for good", async () => {
    await members(30);
    const id = await broadcast({ kind: "all", value: null });
    const transport = mailer(() => noSuchUser());
    for (let i = 0; i < 3; i++) await lane(transport).runOnce();
    expect(await q("select status, paused_reason from broadcasts")).toEqual([
      { status: "paused", paused_reason: "failures" },
    ]);
    expect((await states(id)).queued).toBeGreaterThan(0);
  });

  it("'Resume' after the self-pause does not pause again on the old failures (a new window)", async () => {
    await members(30);
    const id = await broadcast({ kind: "all", value: null });
    await lane(mailer(() => noSuchUser())).runOnce();
    await lane(mailer(() => noSuchUser())).runOnce();
    expect(await status(id)).toBe("paused");
    expect(await moveBroadcast(database.db, id, "resume", { id: "admin", email: "a@x.test" })).toBe(
      true,
    );
    // One more bounce after the resume: 21 in all, 1 in the new window.
    let bounced = false;
    const transport = mailer(() => (bounced ? null : ((bounced = true), noSuchUser())));
    await lane(transport).runOnce();
    await lane(transport).runOnce();
    expect(await status(id)).toBe("sent");
    expect(await states(id)).toEqual({ failed: 21, sent: 9 });
  });

  it("a relay's refusal (554 at MAIL FROM) suppresses nobody: the lane pauses, probes and resumes by itself", async () => {
    await members(25);
    const id = await broadcast({ kind: "all", value: null });
    let refusing = true;
    const transport = mailer(() =>
      refusing ? smtpError("MAIL FROM", "554 5.7.0 Sending paused by provider") : null,
    );
    const health = relay();
    const worker = lane(transport, 0, { relay: health });
    await worker.runOnce();
    expect(await q("select count(*)::int as n from mail_suppressions")).toEqual([{ n: 0 }]);
    expect(
      await q("select state, attempts from broadcast_recipients group by state, attempts"),
    ).toEqual([{ state: "queued", attempts: 0 }]);
    expect(await health.status()).toMatchObject({ lastError: "sender 554 5.7.0" });
    // The batches in flight met the refusal (how many of their messages reached the relay
    // before the pause was recorded depends on timing: at least one).
    const failuresOf = async () => Number((await health.status())?.failures ?? 0);
    const first = await failuresOf();
    expect(first).toBeGreaterThanOrEqual(1);
    // Paused: nothing is sent until the pause ends; then a probe meets the refusal again.
    await worker.runOnce();
    expect(transport.sent).toHaveLength(0);
    await q("update mail_relay set paused_until = now() - interval '1 second'");
    await worker.runOnce();
    expect(await failuresOf()).toBeGreaterThan(first);
    refusing = false;
    await q("update mail_relay set paused_until = now() - interval '1 second'");
    await worker.runOnce();
    expect(transport.sent.length).toBeGreaterThanOrEqual(1);
    expect(await health.status()).toBeNull();
    for (let i = 0; i < 4; i++) await worker.runOnce();
    expect(transport.sent.map((m) => m.to).sort()).toHaveLength(25);
    expect(new Set(transport.sent.map((m) => m.to)).size).toBe(25);
    expect(await states(id)).toEqual({ sent: 25 });
    expect(await status(id)).toBe("sent");
    expect(await q("select count(*)::int as n from mail_suppressions")).toEqual([{ n: 0 }]);
  });

  it("a finisher whose lease passed to another instance changes nothing (fencing)", async () => {
    await members(1);
    const id = await broadcast({ kind: "all", value: null });
    let started!: () => void;
    const sending = new Promise<void>((r) => (started = r));
    let answer!: (error: Error) => void;
    const slow: Mailer = {
      from: "site@example.test",
      send: () => (started(), new Promise<void>((_, reject) => (answer = reject))),
    };
    const late = lane(slow).runOnce();
    await sending;
    await q("update broadcast_recipients set lease_until = now() - interval '1 second'");
    const other = mailer();
    await lane(other).runOnce();
    expect(other.sent).toHaveLength(1);
    // The first instance's relay finally answers 550 5.1.1: too late to count.
    answer(noSuchUser());
    await late;
    expect(await states(id)).toEqual({ sent: 1 });
    expect(await q("select count(*)::int as n from mail_suppressions")).toEqual([{ n: 0 }]);
    expect(await status(id)).toBe("sent");
  });

  it("aborts a send past its deadline, before the lease ends, and puts it back (not an attempt)", async () => {
    await members(1);
    await broadcast({ kind: "all", value: null });
    let aborted = false;
    const silentRelay: Mailer = {
      from: "site@example.test",
      send: ({ signal }) =>
        new Promise<void>((_, reject) =>
          signal?.addEventListener("abort", () => {
            aborted = true;
            reject(new Error("aborted"));
          }),
        ),
    };
    const health = relay();
    await lane(silentRelay, 0, { relay: health, leaseSeconds: 1.5 }).runOnce();
    expect(aborted).toBe(true);
    expect(
      await q("select state, attempts, lease_until, last_error from broadcast_recipients"),
    ).toEqual([
      { state: "queued", attempts: 0, lease_until: null, last_error: "timeout EDEADLINE" },
    ]);
    expect(await health.status()).toMatchObject({ lastError: "timeout EDEADLINE" });
  });

  it("takes no new batch once halted (the server stops), and again once resumed", async () => {
    await members(3);
    const id = await broadcast({ kind: "all", value: null });
    const transport = mailer();
    const worker = lane(transport);
    worker.halt();
    expect(await worker.runOnce()).toBeNull();
    expect(await states(id)).toEqual({ queued: 3 });
    worker.halt(false);
    await worker.runOnce();
    expect(transport.sent).toHaveLength(3);
  });

  it("skips the messages of a member who unsubscribed while the broadcast runs", async () => {
    await members(3);
    const id = await broadcast({ kind: "all", value: null });
    await q("update mail_preferences set programme_news = false where user_id = 'u1'");
    const transport = mailer();
    await lane(transport).runOnce();
    expect(transport.sent.map((m) => m.to).sort()).toEqual(["m0@example.test", "m2@example.test"]);
    expect(await states(id)).toEqual({ sent: 2, skipped: 1 });
    expect(await status(id)).toBe("sent");
  });

  it("starts a scheduled broadcast when its time has come", async () => {
    await members(2);
    const [row] = await q<{ id: string }>(
      `insert into broadcasts (subject, status, scheduled_at)
       values ('Later', 'scheduled', now() - interval '1 second') returning id`,
    );
    const transport = mailer();
    await lane(transport).runOnce();
    expect(transport.sent).toHaveLength(2);
    expect(await status(row!.id)).toBe("sent");
  });

  it("reaches an Arena's seat holders, not its invited or declined members", async () => {
    await members(4);
    const [arena] = await q<{ id: string }>(
      `insert into arenas (name, slug, seats, kickoff_on, status)
       values ('Spring Arena', 'spring-arena', 10, '2027-03-03', 'open') returning id`,
    );
    await q(
      `insert into arena_invitations (arena_id, user_id, place, status, expires_at)
       select $1, id, row_number() over (order by id),
         (array['seated', 'seated', 'invited', 'declined'])[row_number() over (order by id)],
         now() + interval '7 days'
       from users`,
      [arena!.id],
    );
    const audience = { kind: "arena" as const, value: arena!.id };
    expect(await countAudience(database.db, audience)).toBe(2);
    const id = await broadcast(audience);
    const transport = mailer();
    await lane(transport).runOnce();
    expect(transport.sent.map((m) => m.to).sort()).toEqual(["m0@example.test", "m1@example.test"]);
    expect(await status(id)).toBe("sent");
    await q("delete from arenas");
  });
});
