// A launch surge (ADR 200): 64 clients at once for SURGE_SECONDS (30 by default) signing up
// through each other's links with role, community, first touch and hero variant, confirming,
// voiding referrals, deleting accounts and editing the milestone ladder, on PostgreSQL.
// Not one deadlock in the server's count (pg_stat_database) or the instance's log, not one
// valid request refused, and every counter equal to the rows afterwards.
import pg from "pg";
import { expect, test } from "vitest";
import { openDatabase } from "../../app/lib/db.server.ts";
import { freshDatabase } from "../support/database.ts";
import { invariantViolations } from "../support/invariants.ts";
import { expectDataRulesHold, startServer, withDatabase } from "./support.ts";

const CLIENTS = 64;
const SURGE_MS = Number(process.env.SURGE_SECONDS ?? 30) * 1000;
const PASSWORD = "correct-horse-7";

type Member = { id: string; email: string; cookie: string; hero: boolean };

test(`${CLIENTS} clients signing up, confirming, voiding and deleting for ${SURGE_MS / 1000} s: no deadlock, no refusal, counters equal the rows`, async () => {
  const db = await freshDatabase("postgres");
  const server = await startServer({ databaseEnv: db.env, env: { RATE_LIMIT: "off" } });
  const sql = new pg.Pool({ connectionString: db.env.DATABASE_URL, max: 6 });
  const refused: string[] = [];
  const pending: Member[] = [];
  const confirmed: Member[] = [];
  let signUps = 0;
  let heroSignUps = 0;
  let confirmations = 0;
  let heroConfirmations = 0;
  let n = 0;

  // Half through the waitlist form (role, community, first touch, hero variant), half
  // through the API as the issue's load did (nothing but the referral).
  const join = async (ref: string | null): Promise<Member | null> => {
    const i = ++n;
    const email = `surge-${i}@load.test`;
    const form = i % 2 === 0;
    const res = await fetch(`${server.url}${form ? "/waitlist" : "/api/auth/sign-up/email"}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin: server.url,
        "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
        "x-forwarded-for": `10.40.${(i >> 8) & 255}.${i & 255}`,
        cookie: `vs_consent=all; vs_hero=${i % 4 ? "A" : "B"}; vs_touch=${encodeURIComponent(`p=/&s=src${i % 5}&c=c${i % 3}`)}`,
      },
      body: form
        ? new URLSearchParams({
            name: `Surge ${i}`,
            email,
            password: PASSWORD,
            role: ["staker", "founder", "organiser"][i % 3],
            community: `Community ${i % 7}`,
            ...(ref ? { ref } : {}),
          })
        : JSON.stringify({
            name: `Surge ${i}`,
            email,
            password: PASSWORD,
            referrerId: ref ?? undefined,
          }),
    }).catch(() => null);
    await res?.arrayBuffer();
    if (res?.status !== (form ? 302 : 200)) {
      refused.push(`sign-up ${res?.status ?? "reset"}`);
      return null;
    }
    signUps++;
    if (form) heroSignUps++;
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";", 1)[0])
      .join("; ");
    const { rows } = await sql.query("select id from users where email = $1", [email]);
    return { id: String(rows[0].id), email, cookie, hero: form };
  };

  const confirm = async (member: Member) => {
    const message = await server.mail.waitFor(member.email, /confirm/i, 30_000);
    const res = await fetch(server.mail.link(message, /verify-email/), {
      redirect: "manual",
    }).catch(() => null);
    await res?.arrayBuffer();
    if (!res || res.status >= 400) return void refused.push(`confirm ${res?.status ?? "reset"}`);
    confirmations++;
    if (member.hero) heroConfirmations++;
    confirmed.push(member);
  };

  const take = (list: Member[]) => list.splice(Math.floor(Math.random() * list.length), 1)[0];

  const remove = async (member: Member) => {
    const res = await fetch(`${server.url}/profile`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin: server.url,
        cookie: member.cookie,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "delete-account", currentPassword: PASSWORD }),
    }).catch(() => null);
    await res?.arrayBuffer();
    if (res?.status !== 302) refused.push(`delete ${res?.status ?? "reset"}`);
  };

  try {
    // The first referrers, confirmed.
    for (let i = 0; i < 8; i++) {
      const m = await join(null);
      if (m) await confirm(m);
    }
    const deadline = Date.now() + SURGE_MS;
    const operations = { signUp: 0, confirm: 0, void: 0, delete: 0, ladder: 0 };
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (Date.now() < deadline) {
          const dice = Math.random();
          if (pending.length && dice < 0.2) {
            operations.confirm++;
            await confirm(take(pending));
          } else if (confirmed.length > 12 && dice < 0.25) {
            // The admin's 'Void' (the same function, app/features/admin/member-actions).
            operations.void++;
            const victim = confirmed[Math.floor(Math.random() * confirmed.length)];
            await sql
              .query("select void_referral(id) from referrals where referred_user_id = $1", [
                victim.id,
              ])
              .catch((err: Error) => refused.push(`void ${err.message}`));
          } else if (confirmed.length > 12 && dice < 0.29) {
            operations.delete++;
            await remove(take(confirmed));
          } else if (dice < 0.3) {
            // An edit of the ladder against the confirmations reaching it.
            operations.ladder++;
            await sql
              .query(
                "update milestones set threshold = case threshold when 3 then 2 else 3 end where threshold in (2, 3)",
              )
              .catch((err: Error) => refused.push(`ladder ${err.message}`));
          } else {
            operations.signUp++;
            const referrer = confirmed[Math.floor(Math.random() * confirmed.length)];
            const m = await join(referrer?.id ?? null);
            // Most confirm at once, as people at a pitch night do; the rest later.
            if (m && Math.random() < 0.7) await confirm(m);
            else if (m) pending.push(m);
          }
        }
      }),
    );
    console.log("surge operations", operations);
    expect(refused).toEqual([]);
    expect(await server.stop()).toBe(0);
    expect(server.output()).not.toMatch(/deadlock/i);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = new URL(db.env.DATABASE_URL).pathname.slice(1);
    const { rows } = await admin.query(
      "select deadlocks from pg_stat_database where datname = $1",
      [name],
    );
    await admin.end();
    expect(Number(rows[0].deadlocks)).toBe(0);

    await expectDataRulesHold(server);
    const database = await openDatabase({ url: db.env.DATABASE_URL, dataDir: server.dataDir });
    try {
      expect(await invariantViolations(database)).toEqual([]);
    } finally {
      await database.close();
    }
    // The counters as the instance left them (deltas not yet rolled up), then rolled up.
    await withDatabase(server, async (run) => {
      const checkCounters = async () => {
        // growth_daily (ADR 162) says what the rows say.
        const recount = `select day, sum(confirmed)::int as confirmed, sum(unconfirmed)::int as unconfirmed,
            sum(referred)::int as referred, sum(joined)::int as joined from (
              select (created_at at time zone 'utc')::date as day,
                count(*) filter (where email_verified) as confirmed,
                count(*) filter (where not email_verified) as unconfirmed,
                count(*) filter (where referrer_id is not null) as referred, 0 as joined
              from users group by 1
              union all
              select (joined_at at time zone 'utc')::date, 0, 0, 0, count(*)
              from referrals where status = 'joined' group by 1) s group by day order by day`;
        const stored = `select day, confirmed::int, unconfirmed::int, referred::int, joined::int
            from growth_daily where confirmed + unconfirmed + referred + joined > 0 order by day`;
        expect(await run(stored)).toEqual(await run(recount));
        // Sign-up sources and hero sign-ups keep a deleted member's counts (ADR 193, 186):
        // every sign-up counted once per dimension, every confirmation once.
        const sources = await run(
          `select dimension, sum(confirmed)::int as confirmed, sum(confirmed + unconfirmed)::int as total
             from sign_up_sources_daily group by dimension order by dimension`,
        );
        expect(sources).toEqual(
          ["campaign", "community", "role", "source"].map((dimension) => ({
            dimension,
            confirmed: confirmations,
            total: signUps,
          })),
        );
        const [hero] = await run(
          "select sum(signups)::int as signups, sum(confirmed)::int as confirmed from ab_test_signups",
        );
        expect(hero).toEqual({ signups: heroSignUps, confirmed: heroConfirmations });
      };
      await checkCounters();
      await run("select counters_rollup()");
      await checkCounters();
      expect(await run("select count(*)::int as n from growth_daily_deltas")).toEqual([{ n: 0 }]);
    });
  } finally {
    await sql.end();
    await server.close();
    await db.cleanup();
  }
});
