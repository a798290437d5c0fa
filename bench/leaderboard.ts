// (d) The leaderboard, the admin's Overview and search, 'Invite Next' and a broadcast's freeze
// at a small and a large list: 1,000 vs 100,000 members on the embedded database, or with
// `--scale 1m` 1,000 vs 1,000,000 on PostgreSQL (bench/seed.ts seeds both the same way).
import { spawnServer } from "../tests/support/server.ts";
import { adminP95, type AdminP95 } from "./admin.ts";
import { arenaInviteMs, freezeUsPerRecipient } from "./arenas.ts";
import { middleOfTiesPage, seedMembers, type DatabaseEnv } from "./seed.ts";
import { fmt, percentile, request, timedPool, type Row } from "./support.ts";

/** LEADERBOARD_PAGE_SIZE of app/content/members.ts (which the bench, on Node's type stripping
 * without the app's `~` alias, cannot import). */
const LEADERBOARD_PAGE_SIZE = 25;

type PageP95 = { first: number; last: number; ties: number } | string;

/**
 * p95 of the first and of the last leaderboard page, and of the page in the middle of the
 * largest group of tied members, signed in (keyset paging, ADR 190).
 */
export async function pageP95(env: DatabaseEnv, members: number): Promise<PageP95> {
  const tiesPage = await middleOfTiesPage(env, LEADERBOARD_PAGE_SIZE);
  const server = await spawnServer({
    databaseEnv: { ...env },
    env: { RATE_LIMIT: "off" },
    startTimeoutMs: 180_000,
  });
  try {
    const signUp = await request(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({
        name: "Bench Viewer",
        email: `viewer-${members}@bench.test`,
        password: "correct horse battery",
      }),
    });
    const setCookie = signUp.headers["set-cookie"] ?? [];
    const cookie = setCookie.map((c) => c.split(";", 1)[0]).join("; ");
    const probe = await request(`${server.url}/leaderboard`, { headers: { cookie } });
    if (probe.status !== 200) return `/leaderboard answered ${probe.status} (not on main yet?)`;
    const p95 = async (path: string) => {
      await timedPool(20, 4, () => request(`${server.url}${path}`, { headers: { cookie } }));
      const { latencies, results } = await timedPool(200, 4, () =>
        request(`${server.url}${path}`, { headers: { cookie } }),
      );
      const bad = results.filter((r) => r.status !== 200).length;
      if (bad) throw new Error(`${bad} of 200 ${path} requests failed`);
      return percentile(latencies, 95);
    };
    try {
      // A page number past the end shows the last page (4,000 pages of 25 at 100k).
      return {
        first: await p95("/leaderboard"),
        last: await p95("/leaderboard?page=1000000"),
        ties: await p95(`/leaderboard?page=${tiesPage}`),
      };
    } catch (error) {
      return (error as Error).message;
    }
  } finally {
    await server.close();
  }
}

/** A figure at the large size against the same at the small one, within 3×. */
function scaleRow(
  metric: string,
  small: number | string,
  large: number | string,
  digits: number,
): Row {
  const row = { section: "d leaderboard", metric, target: "≤ 3.00×" };
  if (typeof small === "string" || typeof large === "string")
    return {
      ...row,
      ours: "",
      baseline: "",
      ratio: null,
      verdict: `unavailable: ${typeof large === "string" ? large : small}`,
    };
  const ratio = large / small;
  return {
    ...row,
    ours: fmt(large, digits),
    baseline: fmt(small, digits),
    ratio,
    verdict: ratio <= 3 ? "PASS" : "BELOW",
  };
}

const pick = (p: PageP95, k: "first" | "last" | "ties") => (typeof p === "string" ? p : p[k]);

/** `sizes`: the small and the large list; `databaseFor` gives each size its own database. */
export async function benchLeaderboard(
  sizes: [number, number],
  databaseFor: (members: number) => Promise<DatabaseEnv>,
): Promise<{ rows: Row[]; json: Record<string, unknown> }> {
  const rank: number[] = [];
  const page: PageP95[] = [];
  const admin: AdminP95[] = [];
  const invite: (number | string)[] = [];
  const freeze: (number | string)[] = [];
  for (const members of sizes) {
    const env = await databaseFor(members);
    const t0 = performance.now();
    const seeded = await seedMembers(env, members);
    console.log(`  seeded ${fmt(members)} members in ${fmt((performance.now() - t0) / 1000, 1)} s`);
    rank.push(seeded.rankP95);
    page.push(await pageP95(env, members));
    admin.push(await adminP95(env, members));
    invite.push(await arenaInviteMs(env));
    freeze.push(await freezeUsPerRecipient(env));
  }
  const scale = `${sizes[1] >= 1_000_000 ? `${sizes[1] / 1_000_000}m` : `${sizes[1] / 1000}k`} / ${sizes[0] / 1000}k`;
  const rows: Row[] = [
    scaleRow(`get_user_rank p95 ms via SQL (${scale})`, rank[0], rank[1], 2),
    scaleRow(
      `GET /leaderboard p95 ms, signed in (${scale})`,
      pick(page[0], "first"),
      pick(page[1], "first"),
      1,
    ),
    scaleRow(
      `GET /leaderboard last page p95 ms (${scale})`,
      pick(page[0], "last"),
      pick(page[1], "last"),
      1,
    ),
    scaleRow(
      `GET /leaderboard in the middle of half the list tied p95 ms (${scale})`,
      pick(page[0], "ties"),
      pick(page[1], "ties"),
      1,
    ),
    scaleRow(
      `GET /admin Overview (30 days) p95 ms (${scale})`,
      admin[0].overview,
      admin[1].overview,
      1,
    ),
    scaleRow(`GET /admin Members search p95 ms (${scale})`, admin[0].search, admin[1].search, 1),
    scaleRow(`Arena 'Invite Next' of 500 ms, median of 3 (${scale})`, invite[0], invite[1], 1),
    scaleRow(`Broadcast freeze µs per recipient, all members (${scale})`, freeze[0], freeze[1], 2),
  ];
  return {
    rows,
    json: {
      sizes,
      rankP95Ms: rank,
      pageP95Ms: page,
      adminP95Ms: admin,
      inviteMs: invite,
      freezeUsPerRecipient: freeze,
    },
  };
}
