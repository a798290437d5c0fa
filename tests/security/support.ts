// Sessions, raw requests and integrity checks for the security suite (ADR 080).
import { sql } from "drizzle-orm";
import { z } from "zod";
import { pgNumber, sqlRow } from "../../app/lib/db.server.ts";
import { cookiesFrom, type TestApp } from "../support/app.ts";

export const PASSWORD = "correct horse battery";

export async function inject(
  t: TestApp,
  opts: {
    method?: string;
    url: string;
    body?: string | Buffer;
    contentType?: string;
    cookie?: string;
    origin?: string | null;
    ip?: string;
  },
) {
  const headers: Record<string, string> = {
    host: new URL(t.origin).host,
    "x-forwarded-for": opts.ip ?? "192.0.2.10",
  };
  if (opts.origin !== null) headers.origin = opts.origin ?? t.origin;
  if (opts.contentType) headers["content-type"] = opts.contentType;
  if (opts.cookie) headers.cookie = opts.cookie;
  return t.app.inject({
    method: (opts.method ?? "GET") as "GET",
    url: opts.url,
    headers,
    payload: opts.body,
  });
}

/** Signs a member up through the API and returns its session cookie and id. */
export async function member(t: TestApp, email: string, name = "Security Member") {
  const res = await inject(t, {
    method: "POST",
    url: "/api/auth/sign-up/email",
    contentType: "application/json",
    body: JSON.stringify({ name, email, password: PASSWORD }),
    ip: `198.51.100.${Math.floor(Math.random() * 200) + 1}`,
  });
  if (res.statusCode !== 200)
    throw new Error(`sign-up of ${email} answered ${res.statusCode}: ${res.body}`);
  return {
    cookie: cookiesFrom(res.headers["set-cookie"]),
    id: (res.json() as { user: { id: string } }).user.id,
    email,
  };
}

/** A member with the admin role (granted in the database, as the operator CLI does). */
export async function admin(t: TestApp, email: string) {
  const m = await member(t, email, "Security Admin");
  await t.services.database.exec(
    `insert into user_roles (user_id, role) values ('${m.id}', 'admin')`,
  );
  return m;
}

export async function count(t: TestApp, table: string): Promise<number> {
  const row = await sqlRow(
    t.db,
    z.object({ n: pgNumber }),
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return row?.n ?? 0;
}

/** Structural checks: nothing half-stored, the points rules, no unexpected admins. */
export async function integrity(t: TestApp) {
  const one = async (q: string) =>
    (await sqlRow(t.db, z.object({ count: pgNumber }), sql.raw(q)))?.count ?? 0;
  return {
    usersWithoutProfile: await one(
      "select count(*) from users u where not exists (select 1 from profiles p where p.id = u.id)",
    ),
    usersWithoutAccount: await one(
      "select count(*) from users u where not exists (select 1 from accounts a where a.user_id = u.id)",
    ),
    usersWithoutJoinAward: await one(
      "select count(*) from users u where not exists (select 1 from points_ledger l where l.award_key = 'join:' || u.id)",
    ),
    pointsMismatches: await one(
      "select count(*) from profiles p where p.points_total <> coalesce((select sum(points) from points_ledger l where l.user_id = p.id), 0)",
    ),
    referralCountMismatches: await one(
      "select count(*) from profiles p where p.referral_count <> (select count(*) from referrals r where r.referrer_id = p.id and r.status = 'joined')",
    ),
    admins: await one("select count(*) from user_roles"),
    oversizedNames: await one("select count(*) from users where length(name) > 200"),
  };
}
