// The e-mail outbox (ADR 208) on a real database (embedded or PostgreSQL, TEST_DB): sent once,
// the message (its links and tokens) dropped once sent, temporary failures retried later,
// permanent ones recorded, keys queued once, a live lease respected and an expired one taken
// over, and two workers never sending a row twice.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../tests/support/database.ts";
import { migrate, openDatabase, type Database } from "../../lib/db.server.ts";
import type { Mail, Mailer } from "../../lib/email.server.ts";
import { confirmationRenderer, releaseConfirmation } from "../accounts/confirmation-mail.server.ts";
import { createOutbox } from "./outbox.server.ts";

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
beforeEach(() => q("delete from outbox"));

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
const smtpError = (responseCode: number) => Object.assign(new Error("smtp"), { responseCode });
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
    expect(await outbox.queue()).toEqual({ depth: 0, oldestSeconds: 0 });
  });

  it("retries a temporary failure later, with backoff; records a permanent one and drops the message", async () => {
    const busy = createOutbox({
      db: database.db,
      mailer: mailer(() => smtpError(421)),
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
      last_error: "smtp 421",
      lease_until: null,
      later: true,
    });
    // Not due yet: nothing to take.
    expect(await busy.runOnce()).toBe(0);

    await q("delete from outbox");
    const refused = createOutbox({
      db: database.db,
      mailer: mailer(() => smtpError(550)),
      log: silent,
    });
    await refused.enqueue(mail("nobody@example.test"));
    await refused.runOnce();
    expect(await q("select status, message, last_error from outbox")).toEqual([
      { status: "failed", message: null, last_error: "smtp 550" },
    ]);
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
