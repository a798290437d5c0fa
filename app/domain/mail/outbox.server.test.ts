// The e-mail outbox (ADR 208) on a real database (embedded or PostgreSQL, TEST_DB): sent once,
// the message (its links and tokens) dropped once sent, temporary failures retried later,
// permanent ones recorded, keys queued once, a live lease respected and an expired one taken
// over, and two workers never sending a row twice.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../tests/support/database.ts";
import { migrate, openDatabase, type Database } from "../../lib/db.server.ts";
import type { Mail, Mailer } from "../../lib/email.server.ts";
import { confirmationRenderer, releaseConfirmation } from "../accounts/confirmation-mail.server.ts";
import { deadLetters, retryDeadLetter } from "./dead-letters.server.ts";
import { createRelayHealth } from "./mail-relay.server.ts";
import { createOutbox, OUTBOX } from "./outbox.server.ts";

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
const q = (text: string, params: unknown[] = []) =>
  database.rawTransaction((run) => run(text, params));
const silent = { warn() {}, error() {} };

beforeAll(async () => {
  fresh = await freshDatabase();
  database = await openDatabase({
    url: fresh.env.DATABASE_URL,
    dataDir: fresh.dataDir,
  });
  await migrate(database);
});
afterAll(async () => {
  await database?.close();
  await fresh?.cleanup();
});
beforeEach(async () => {
  await q("delete from outbox");
  await q("update mail_relay set failing_since = null, paused_until = null, failures = 0");
});

/** A mailer that records what it sends, or fails with `fail` (an SMTP-like error). */
function mailer(fail?: () => Error): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    from: "site@example.test",
    sent,
    async send(mail) {
      if (fail) throw fail();
      sent.push(mail);
    },
  };
}
/** A refusal as nodemailer reports it: the command it answered and the reply. */
const smtpError = (command: string, response: string) =>
  Object.assign(new Error("smtp"), {
    code: command.startsWith("AUTH") ? "EAUTH" : "EENVELOPE",
    command,
    response,
    responseCode: Number(response.slice(0, 3)),
  });
const mail = (to = "ann@example.test"): Mail => ({
  kind: "password-reset",
  to,
  subject: "Reset",
  text: "https://site.example/reset-password/secret-token",
});

describe("the outbox", () => {
  it("sends a queued message once and drops it (and its token) once sent", async () => {
    const transport = mailer();
    const outbox = createOutbox({ db: database.db, mailer: transport, log: silent });
    await outbox.enqueue(mail());
    expect((await outbox.queue()).depth).toBe(1);
    expect(await outbox.runOnce()).toBe(1);
    expect(await outbox.runOnce()).toBe(0);
    expect(transport.sent.map((m) => [m.to, m.kind])).toEqual([
      ["ann@example.test", "password-reset"],
    ]);
    const rows = await q("select status, message, sent_at is not null as sent from outbox");
    expect(rows).toEqual([{ status: "sent", message: null, sent: true }]);
    expect(JSON.stringify(await q("select * from outbox"))).not.toContain("secret-token");
    expect(await outbox.queue()).toEqual({ depth: 0, oldestSeconds: 0, dead: 0 });
  });

  it("retries a temporary failure later, with backoff; records a permanent one and drops the message", async () => {
    const busy = createOutbox({
      db: database.db,
      mailer: mailer(() => smtpError("MAIL FROM", "421 4.7.0 Try again later")),
      log: silent,
    });
    await busy.enqueue(mail("busy@example.test"));
    expect(await busy.runOnce()).toBe(1);
    const [retry] = await q(
      `select status, attempts, last_error, lease_until,
              next_attempt_at > now() + interval '20 seconds' as later from outbox`,
    );
    expect(retry).toEqual({
      status: "queued",
      attempts: 1,
      last_error: "sender 421 4.7.0",
      lease_until: null,
      later: true,
    });
    // Not due yet: nothing to take.
    expect(await busy.runOnce()).toBe(0);

    await q("delete from outbox");
    const refused = createOutbox({
      db: database.db,
      mailer: mailer(() => smtpError("RCPT TO", "550 5.1.1 No such user")),
      log: silent,
    });
    await refused.enqueue(mail("nobody@example.test"));
    await refused.runOnce();
    expect(await q("select status, message, last_error from outbox")).toEqual([
      { status: "failed", message: null, last_error: "recipient 550 5.1.1" },
    ]);
  });

  it("retries a password reset the relay refused at AUTH or MAIL FROM (a 535, a 554): never given up at once", async () => {
    for (const refusal of [
      smtpError("AUTH PLAIN", "535 5.7.8 Authentication failed"),
      smtpError("MAIL FROM", "554 5.7.0 Sending paused by provider"),
      smtpError("DATA", "554 Message rejected: Email address is not verified."),
    ]) {
      await q("delete from outbox");
      const relay = createRelayHealth({ db: database.db, log: silent });
      const outbox = createOutbox({
        db: database.db,
        mailer: mailer(() => refusal),
        log: silent,
        relay,
      });
      await outbox.enqueue(mail());
      await outbox.runOnce();
      expect(await q("select status, attempts, message is not null as kept from outbox")).toEqual([
        { status: "queued", attempts: 1, kept: true },
      ]);
      expect(await relay.status()).not.toBeNull();
      // It goes as soon as the relay answers again, and the relay is healthy again.
      await q("update outbox set next_attempt_at = now()");
      const ok = createOutbox({ db: database.db, mailer: mailer(), log: silent, relay });
      await ok.runOnce();
      expect(await q("select status from outbox")).toEqual([{ status: "sent" }]);
      expect(await relay.status()).toBeNull();
    }
  });

  it("a finisher whose lease passed to another instance changes nothing (fencing)", async () => {
    let started!: () => void;
    const sending = new Promise<void>((r) => (started = r));
    let answer!: (error: Error) => void;
    const slow: Mailer = {
      from: "site@example.test",
      send: () => (started(), new Promise<void>((_, reject) => (answer = reject))),
    };
    const first = createOutbox({ db: database.db, mailer: slow, log: silent });
    await first.enqueue(mail());
    const late = first.runOnce();
    await sending;
    await q("update outbox set lease_until = now() - interval '1 second'");
    const other = mailer();
    await createOutbox({ db: database.db, mailer: other, log: silent }).runOnce();
    expect(other.sent).toHaveLength(1);
    // The first instance's relay answers a 421 at last: it must not put the sent row back.
    answer(smtpError("MAIL FROM", "421 4.7.0 Try again later"));
    await late;
    expect(await q("select status, message, lease_until from outbox")).toEqual([
      { status: "sent", message: null, lease_until: null },
    ]);
  });

  it("counts a reclaim as an attempt: a message whose worker dies each time ends dead, kept, and an operator can retry it", async () => {
    const transport = mailer();
    const outbox = createOutbox({ db: database.db, mailer: transport, log: silent });
    await outbox.enqueue(mail());
    // Claimed OUTBOX.maxAttempts times by instances that died mid-send.
    await q("update outbox set attempts = $1, lease_until = now() - interval '1 second'", [
      OUTBOX.maxAttempts,
    ]);
    expect(await outbox.runOnce()).toBe(1);
    expect(transport.sent).toHaveLength(0);
    expect(await q("select status, message is not null as kept, last_error from outbox")).toEqual([
      { status: "dead", kept: true, last_error: "too many claims" },
    ]);
    expect(await outbox.queue()).toMatchObject({ depth: 0, dead: 1 });
    const [dead] = await deadLetters(database.db);
    expect(dead).toMatchObject({ kind: "password-reset", attempts: OUTBOX.maxAttempts + 1 });
    expect(JSON.stringify(dead)).not.toContain("ann@example.test");
    expect(await retryDeadLetter(database.db, dead!.id, { id: "admin", email: "a@x.test" })).toBe(
      true,
    );
    expect(await outbox.runOnce()).toBe(1);
    expect(transport.sent).toHaveLength(1);
    expect(await q("select status, attempts from outbox")).toEqual([
      { status: "sent", attempts: 1 },
    ]);
  });

  it("on stop, lets a send in flight finish and records it before it returns", async () => {
    let release!: () => void;
    let started!: () => void;
    const sending = new Promise<void>((r) => (started = r));
    const slow: Mailer = {
      from: "site@example.test",
      send: () => (started(), new Promise<void>((resolve) => (release = resolve))),
    };
    const outbox = createOutbox({ db: database.db, mailer: slow, log: silent });
    await outbox.enqueue(mail());
    outbox.start();
    await sending;
    const stopping = outbox.stop(60_000);
    release();
    expect(await stopping).toBe(0);
    expect(await q("select status from outbox")).toEqual([{ status: "sent" }]);
  });

  it("on stop, aborts a send still in flight after the grace period and puts it back (no attempt counted)", async () => {
    let started!: () => void;
    const sending = new Promise<void>((r) => (started = r));
    let aborted = false;
    const stuck: Mailer = {
      from: "site@example.test",
      send: ({ signal }) => (
        started(),
        new Promise<void>((_, reject) =>
          signal?.addEventListener("abort", () => ((aborted = true), reject(new Error("abort")))),
        )
      ),
    };
    const outbox = createOutbox({ db: database.db, mailer: stuck, log: silent });
    await outbox.enqueue(mail());
    outbox.start();
    await sending;
    expect(await outbox.stop(50)).toBe(1);
    expect(aborted).toBe(true);
    expect(
      await q("select status, attempts, lease_until, message is not null as kept from outbox"),
    ).toEqual([{ status: "queued", attempts: 0, lease_until: null, kept: true }]);
  });

  it("queues a keyed message once", async () => {
    const outbox = createOutbox({ db: database.db, mailer: mailer(), log: silent });
    expect(await outbox.enqueue(mail(), { key: "weekly-digest:u1:2026-W48" })).toBe(true);
    expect(await outbox.enqueue(mail(), { key: "weekly-digest:u1:2026-W48" })).toBe(false);
    expect(await q("select count(*)::int as n from outbox")).toEqual([{ n: 1 }]);
  });

  it("leaves a row another instance is sending; takes it over once its lease has run out", async () => {
    const transport = mailer();
    const outbox = createOutbox({ db: database.db, mailer: transport, log: silent });
    await outbox.enqueue(mail());
    await q("update outbox set lease_until = now() + interval '30 seconds', attempts = 1");
    expect(await outbox.runOnce()).toBe(0);
    // The instance died mid-send: its lease passes.
    await q("update outbox set lease_until = now() - interval '1 second'");
    expect(await outbox.runOnce()).toBe(1);
    expect(transport.sent).toHaveLength(1);
    expect(await q("select attempts from outbox")).toEqual([{ attempts: 2 }]);
  });

  it("never sends a row twice from two workers at once", async () => {
    const a = mailer();
    const b = mailer();
    const one = createOutbox({ db: database.db, mailer: a, log: silent });
    const two = createOutbox({ db: database.db, mailer: b, log: silent });
    for (let i = 0; i < 40; i++) await one.enqueue(mail(`m${i}@example.test`));
    for (let round = 0; round < 6; round++) await Promise.all([one.runOnce(), two.runOnce()]);
    const sent = [...a.sent, ...b.sent].map((m) => m.to).sort();
    expect(sent).toHaveLength(40);
    expect(new Set(sent).size).toBe(40);
  });

  it("holds a sign-up's confirmation until the page says where its link leads (/auth's does)", async () => {
    const transport = mailer();
    const render = confirmationRenderer({
      db: database.db,
      secret: "a-test-secret-of-thirty-two-characters!",
      publicUrl: "https://site.example",
      mayMail: async () => true,
    });
    const outbox = createOutbox({ db: database.db, mailer: transport, log: silent, render });
    await q("delete from users where id in ('u-auth', 'u-odd')");
    await q(`insert into users (id, name, email) values
      ('u-auth', 'Ann', 'ann-auth@example.test'), ('u-odd', 'Bo', 'bo-odd@example.test')`);
    // Queued by the insert, not due yet: no instance sends it with the default link.
    expect(await outbox.runOnce()).toBe(0);
    await releaseConfirmation(database.db, "u-auth", "/email-confirmed?to=auth");
    await releaseConfirmation(database.db, "u-odd", "//elsewhere.example/");
    expect(await outbox.runOnce()).toBe(2);
    const callbackOf = (to: string) => {
      const text = transport.sent.find((m) => m.to === to)?.text ?? "";
      const link = text.match(/https:\/\/site\.example\/api\/auth\/verify-email\S+/)?.[0];
      return new URL(link!).searchParams.get("callbackURL");
    };
    expect(callbackOf("ann-auth@example.test")).toBe("/email-confirmed?to=auth");
    expect(callbackOf("bo-odd@example.test")).toBe("/dashboard?confirmed=1");
    await q("delete from users where id in ('u-auth', 'u-odd')");
  });
});
