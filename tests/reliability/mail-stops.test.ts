// Mail through slow relays, deploys and crashes (ADR 224), on two instances,
// PostgreSQL and a real SMTP server, with 6-s leases: a relay that holds DATA past the lease
// (no second send while the first is open, each accepted once); a rolling SIGTERM of both
// instances mid-send (zero duplicates), then a SIGKILL (duplicates at most the messages in
// flight, counted and printed); a SIGKILL between the weekly digest's member-mail keys and
// its outbox rows (every digest still sent exactly once).
import { createServer, type Socket } from "node:net";
import { expect, test } from "vitest";
import { freePort } from "../support/server.ts";
import { waitFor } from "./support.ts";
import { duplicatesOf, mailCluster, waitForReceived } from "./mail-support.ts";

test("a relay that holds DATA past the lease: no second send while the first is open, each accepted once", async () => {
  const c = await mailCluster({ BROADCAST_RATE: "0" });
  try {
    await c.start(0);
    await c.start(1);
    const readers = await c.members(30, "reader");
    c.mail.faults.holdData = true;
    const subject = "Held at DATA";
    const id = await c.broadcast(subject);
    // Every held send is given up by its deadline (4 s of a 6-s lease) and its connection
    // closed before the relay answered: nothing accepted. Wait for several rounds of that,
    // past two leases of the first claims.
    const started = Date.now();
    await waitFor(
      "held sends to be abandoned past two leases",
      async () =>
        c.mail.stats.abandoned >= 12 && Date.now() - started > 12_000 ? true : undefined,
      90_000,
    );
    expect(c.mail.messages.filter((m) => m.subject === subject)).toHaveLength(0);
    c.mail.faults.holdData = false;
    c.mail.release();
    await c.waitForSent(id);
    const per = c.received(subject);
    expect(readers.filter((r) => per.get(r) !== 1)).toEqual([]);
    expect(c.mail.stats.overlaps).toBe(0);
    expect(await c.states(id)).toEqual({ sent: 30 });
    expect(await c.one("select count(*)::int as n from mail_suppressions")).toEqual({ n: 0 });
    console.log(
      `DATA held: ${c.mail.stats.abandoned} sends abandoned by their deadline, 0 overlapping, 30 accepted once`,
    );
  } finally {
    await c.close();
  }
});

test("a rolling SIGTERM of both instances mid-send sends nothing twice; a SIGKILL at most its in-flight", async () => {
  const c = await mailCluster({ BROADCAST_RATE: "60" });
  try {
    await c.start(0);
    await c.start(1);
    const readers = await c.members(1_200, "reader");
    // A slow relay: every send is in flight for a while when the signal comes.
    c.mail.faults.dataDelayMs = 300;
    const subject = "Through a deploy";
    const id = await c.broadcast(subject);
    for (const [i, after] of [
      [0, 200],
      [1, 400],
    ] as const) {
      await waitForReceived(c.mail, subject, after);
      expect(await c.instances[i]!.stop("SIGTERM")).toBe(0);
      expect(c.instances[i]!.output()).toMatch(/mail sends finished/);
      await c.start(i);
    }
    await waitForReceived(c.mail, subject, 700);
    const beforeKill = duplicatesOf(c.received(subject));
    expect(beforeKill).toBe(0);
    c.instances[0]!.process.kill("SIGKILL");
    await c.instances[0]!.stop().catch(() => undefined);
    await c.start(0);
    await c.waitForSent(id, 180_000);
    const per = c.received(subject);
    expect(readers.filter((r) => !per.get(r))).toEqual([]);
    const duplicates = duplicatesOf(per);
    // A batch of 10 was in flight on the killed instance at most.
    expect(duplicates).toBeLessThanOrEqual(10);
    expect(await c.states(id)).toEqual({ sent: 1_200 });
    console.log(
      `rolling SIGTERM of both instances: 0 duplicates; SIGKILL: ${duplicates} duplicates (at most the 10 in flight)`,
    );
  } finally {
    await c.close();
  }
});

test("a SIGKILL between the digest's member-mail keys and its outbox rows: every digest still sent exactly once", async () => {
  // Instance A runs the digest with a mail server that never answers (its sends never reach
  // a relay), and is killed mid-run; B sends the queued rows; A restarted finishes the run.
  const sockets: Socket[] = [];
  const stalled = createServer((s) => void sockets.push(s));
  const stalledPort = await freePort();
  await new Promise<void>((r) => stalled.listen(stalledPort, "127.0.0.1", r));
  const c = await mailCluster({
    OPERATOR_TIME_ZONE: "UTC",
    DIGEST_WEEKDAY: "1",
    DIGEST_HOUR: "0",
  });
  try {
    // The schema first (B, then its digest run finds nobody), then the members.
    await c.start(1);
    const readers = await c.members(300, "digest");
    await c.sql.query("update mail_preferences set weekly_digest = true");
    await c.sql.query("delete from job_runs where name = 'weekly-digest'");
    const a = await c.start(0, { SMTP_URL: `smtp://127.0.0.1:${stalledPort}` });
    const keys = async () =>
      (await c.one<{ n: number }>(
        "select count(*)::int as n from member_mails where kind = 'weekly-digest'",
      ))!.n;
    await waitFor("A's digest run to be under way", async () =>
      (await keys()) >= 60 ? true : undefined,
    );
    a.process.kill("SIGKILL");
    await a.stop().catch(() => undefined);
    const atKill = await keys();
    expect(atKill).toBeLessThan(300);
    // Every key has its outbox row: nothing is lost with the process.
    expect(
      await c.one(`select count(*)::int as n from member_mails m where kind = 'weekly-digest'
                   and not exists (select 1 from outbox o where o.dedupe_key = m.mail_key)`),
    ).toEqual({ n: 0 });
    // The operator starts A again (a restart within 10 min skips the start-up run).
    await c.sql.query("delete from job_runs where name = 'weekly-digest'");
    await c.start(0);
    const subject = /^Your week on the/;
    await waitFor(
      "300 digests",
      async () =>
        c.mail.messages.filter((m) => subject.test(m.subject)).length >= 300 ? true : undefined,
      120_000,
    );
    const per = new Map<string, number>();
    for (const m of c.mail.messages.filter((m) => subject.test(m.subject)))
      for (const to of m.to) per.set(to, (per.get(to) ?? 0) + 1);
    expect(readers.filter((r) => per.get(r) !== 1)).toEqual([]);
    console.log(`digest killed after ${atKill} of 300 keys: 300 sent exactly once`);
  } finally {
    await c.close();
    for (const s of sockets) s.destroy();
    await new Promise((r) => stalled.close(r));
  }
});
