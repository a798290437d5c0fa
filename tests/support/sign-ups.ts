// Waitlist sign-ups for the server tests of ADR 193 (who joins and from where): through the
// form as a browser would, and the Overview's counts by source, campaign, community or role.
import { eq } from "drizzle-orm";
import { profiles } from "../../db/schema.ts";
import { loadSignUpSources } from "../../app/features/admin/sign-up-sources.server.ts";
import type { TestApp } from "./app.ts";

/** Accept All in the cookie banner. */
export const CONSENT = "vs_consent=all";
/** The first-touch cookie a browser writes (measure.island.ts). */
export const touchCookie = (value: string) => `vs_touch=${encodeURIComponent(value)}`;

let n = 0;

/** Joins through the waitlist form as a browser with `cookie` would; the response and row. */
export async function waitlistJoin(
  t: TestApp,
  fields: Record<string, string>,
  cookie = "",
  opts: { url?: string; headers?: Record<string, string> } = {},
) {
  const email = `source-${++n}@example.test`;
  const res = await t.app.inject({
    method: "POST",
    url: opts.url ?? "/waitlist",
    headers: {
      host: new URL(t.origin).host,
      origin: t.origin,
      cookie,
      "x-forwarded-for": `10.30.${Math.floor(n / 200)}.${n % 200}`,
      "content-type": "application/x-www-form-urlencoded",
      ...opts.headers,
    },
    payload: new URLSearchParams({
      name: `Source ${n}`,
      email,
      password: "correct-horse-7",
      ...fields,
    }).toString(),
  });
  const [row] = await t.db.select().from(profiles).where(eq(profiles.email, email));
  return { res, email, row };
}

/** The Overview's counts of the last 7 days for one breakdown: key → [confirmed, not]. */
export async function sourceCounts(
  t: TestApp,
  dimension: "source" | "campaign" | "community" | "role",
) {
  return Object.fromEntries(
    (await loadSignUpSources(t.db, 7))[dimension].map((r) => [r.key, [r.confirmed, r.unconfirmed]]),
  );
}

/**
 * `join` and `counters` on a file's app, which `withAdminApp` sets before the tests run
 * (hence the getter).
 */
export function signUpsOn(app: () => TestApp) {
  return {
    /** Joins through the waitlist form (waitlistJoin) on the file's app. */
    join: (
      fields: Record<string, string>,
      cookie?: string,
      opts?: Parameters<typeof waitlistJoin>[3],
    ) => waitlistJoin(app(), fields, cookie, opts),
    counters: (dimension: Parameters<typeof sourceCounts>[1]) => sourceCounts(app(), dimension),
  };
}
