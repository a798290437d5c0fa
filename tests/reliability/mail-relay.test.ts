// The relay's own refusals (ADR 224) on two instances, PostgreSQL and a real SMTP
// server: a 554 at MAIL FROM for 20 s in the middle of a broadcast, and 421 to everything for
// 15 s. Nobody is suppressed but the five whose mailboxes do not exist; the lane pauses
// itself, resumes by itself, and every eligible member gets the broadcast exactly once. A
// password reset asked for during the outage arrives once the relay answers.
import { expect, test } from "vitest";
import { postJson, waitFor } from "./support.ts";
import { duplicatesOf, mailCluster, waitForReceived } from "./mail-support.ts";

const RECIPIENTS = 2_000;
const BOUNCING = 5;

test(`a 554 at MAIL FROM for 20 s mid-broadcast of ${RECIPIENTS}: nobody suppressed, it pauses and finishes by itself, everyone once`, async () => {
  const c = await mailCluster({ BROADCAST_RATE: "100" });
  try {
    await c.start(0);
    await c.start(1);
    const readers = await c.members(RECIPIENTS, "reader");
    const bouncing = await c.members(BOUNCING, "gone");
    for (const address of bouncing) c.mail.refuse(address);
    const unsubscribed = await c.members(15, "left");
    await c.sql.query(
      "update mail_preferences set programme_news = false where user_id like 'left%'",
    );
    const unconfirmed = await c.members(10, "unconfirmed", false);
    const subject = "Sending paused by provider";
    const id = await c.broadcast(subject);

    await waitForReceived(c.mail, subject, 500);
    c.mail.faults.mailFrom = { code: 554, message: "5.7.0 Sending paused by provider" };
    const outage = Date.now();
    const during = () => c.mail.messages.filter((m) => m.subject === subject).length;
    const atFault = during();
    // The lane sees it and pauses: the relay's row says so (the broadcast page's notice).
    await waitFor("the lane to pause", async () =>
      (await c.one("select failing_since from mail_relay"))?.failing_since ? true : undefined,
    );
    const pausedAfterMs = Date.now() - outage;
    // The relay refuses for 20 s: a fault's length, not a wait for a condition.
    await new Promise((r) => setTimeout(r, 20_000));
    // Only what was past MAIL FROM when the refusals began went through (a batch each).
    const atPause = during();
    expect(atPause - atFault).toBeLessThanOrEqual(20);
    const refusalsDuringOutage = c.mail.stats.refusals;
    c.mail.faults.mailFrom = undefined;
    const back = Date.now();
    await waitForReceived(c.mail, subject, atPause + 1, 60_000);
    const resumedAfterMs = Date.now() - back;
    await c.waitForSent(id);

    const per = c.received(subject);
    expect(readers.filter((r) => per.get(r) !== 1)).toEqual([]);
    expect(duplicatesOf(per)).toBe(0);
    for (const nobody of [...unsubscribed, ...unconfirmed, ...bouncing])
      expect(per.get(nobody)).toBeUndefined();
    expect(await c.states(id)).toEqual({ failed: BOUNCING, sent: RECIPIENTS });
    const { rows: suppressed } = await c.sql.query(
      "select user_id from mail_suppressions order by user_id",
    );
    expect(suppressed.map((r: { user_id: string }) => r.user_id)).toEqual(
      bouncing.map((_, i) => `gone${i + 1}`).sort(),
    );
    console.log(
      `554 at MAIL FROM: paused ${pausedAfterMs} ms after the first refusal, ${refusalsDuringOutage} refusals in 20 s, first message ${resumedAfterMs} ms after the relay answered; ${RECIPIENTS} sent once, ${BOUNCING} bounced, 0 duplicates`,
    );
  } finally {
    await c.close();
  }
});

test("421 to everything for 15 s: nobody suppressed or given up, a password reset asked for meanwhile arrives after, everyone once", async () => {
  const c = await mailCluster({ BROADCAST_RATE: "100" });
  try {
    const a = await c.start(0);
    await c.start(1);
    const readers = await c.members(600, "reader");
    const subject = "Try again later";
    const id = await c.broadcast(subject);
    await waitForReceived(c.mail, subject, 100);
    const busy = { code: 421, message: "4.7.0 Try again later, closing connection" };
    Object.assign(c.mail.faults, { connect: busy, mailFrom: busy, rcptTo: busy, data: busy });
    await waitFor("the lane to pause", async () =>
      (await c.one("select failing_since from mail_relay"))?.failing_since ? true : undefined,
    );
    const reset = await postJson(a.url, "/api/auth/request-password-reset", {
      email: readers[0],
      redirectTo: "/",
    });
    expect(reset.status).toBe(200);
    await waitFor("the reset to be refused once", async () =>
      (await c.one<{ n: number }>(
        "select count(*)::int as n from outbox where last_error like '%421%' and status = 'queued'",
      ))!.n > 0
        ? true
        : undefined,
    );
    await new Promise((r) => setTimeout(r, 15_000));
    for (const k of ["connect", "mailFrom", "rcptTo", "data"] as const)
      c.mail.faults[k] = undefined;
    await c.waitForSent(id);
    await c.mail.waitFor(readers[0]!, /reset/i, 60_000);

    const per = c.received(subject);
    expect(readers.filter((r) => per.get(r) !== 1)).toEqual([]);
    expect(await c.states(id)).toEqual({ sent: 600 });
    expect(await c.one("select count(*)::int as n from mail_suppressions")).toEqual({ n: 0 });
    expect(
      (await c.sql.query("select status, attempts from outbox where kind = 'password-reset'")).rows,
    ).toEqual([{ status: "sent", attempts: expect.any(Number) }]);
    console.log(`421 for 15 s: 600 sent once, ${c.mail.stats.refusals} refusals, 0 suppressed`);
  } finally {
    await c.close();
  }
});
