// Crash (ADR 080): kill -9 the server in the middle of sign-up and confirmation load
// on the embedded database, start it again on the same DATA_DIR: it starts (no stale
// lock left fatal), every sign-up that was answered 2xx still exists, and the data
// rules hold.
import { expect, test } from "vitest";
import { freshDatabase } from "../support/database.ts";
import {
  confirm,
  createReferrers,
  expectDataRulesHold,
  pool,
  signUp,
  startServer,
  waitFor,
} from "./support.ts";

test("kill -9 mid-load on embedded: the server restarts on the same DATA_DIR and loses no answered sign-up", async () => {
  const db = await freshDatabase("embedded");
  const server = await startServer({ databaseEnv: db.env, env: { RATE_LIMIT: "off" } });
  let restarted: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const referrers = await createReferrers(server.url, 10, "crash");
    let answered = 0;
    const load = pool(300, 50, async (i) => {
      const answer = await signUp(server.url, `crash-member${i}@load.test`, referrers[i % 10]);
      answered++;
      // Half of the members confirm at once, so referral payments are in flight too.
      const confirmed =
        answer.status === 200 && i % 2 === 0
          ? await confirm(server.mail, answer.email).catch(() => 0)
          : null;
      return { ...answer, confirmed };
    });
    await waitFor(
      "100 answered sign-ups",
      async () => (answered >= 100 ? true : undefined),
      180_000,
    );
    server.process.kill("SIGKILL");
    const answers = await load;
    await server.stop();

    const ok = answers.filter((a) => a.status === 200);
    expect(answers.filter((a) => a.status >= 500 || (a.confirmed ?? 0) >= 500)).toEqual([]);
    expect(ok.length).toBeGreaterThanOrEqual(100);
    expect(ok.length).toBeLessThan(300); // the kill really landed mid-load

    restarted = await startServer({
      databaseEnv: db.env,
      env: { RATE_LIMIT: "off" },
      mail: server.mail,
    });
    const after = await signUp(restarted.url, "after-crash@load.test", referrers[0]);
    expect(after.status).toBe(200);
    expect(await restarted.stop()).toBe(0);

    const invariants = await expectDataRulesHold(restarted);
    const lost = ok.filter((a) => !invariants.emails.has(a.email)).map((a) => a.email);
    expect(lost).toEqual([]);
  } finally {
    await restarted?.close();
    await server.close();
    await db.cleanup();
  }
});
