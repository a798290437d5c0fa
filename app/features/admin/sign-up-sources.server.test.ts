import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { auditLog, communities, profiles } from "../../../db/schema.ts";
import { getAs, postAs, withAdminApp } from "../../../tests/support/admin.ts";
import { cookiesFrom, type TestApp } from "../../../tests/support/app.ts";
import { confirmMember } from "../../../tests/support/factories.ts";
import {
  cachedPublicCommunities,
  forgetPublicCommunities,
  mergeCommunity,
  publicCommunities,
  resolveCommunity,
} from "../../lib/communities.server.ts";
import { resultRows } from "../../lib/db.server.ts";
import { joiningText } from "../../content/joining.ts";
import { exportPersonalData } from "../members/data-export.server.ts";
import { parseCsv } from "../../../tests/support/csv.ts";
import { loadSignUpSources } from "./sign-up-sources.server.ts";

// Who is waiting and where they came from (docs/architecture.md D23, ADR 191): what a
// waitlist sign-up keeps, the per-day counters, merges, and the public community list.
let t: TestApp;
let admin: string;
withAdminApp((app) => ({ t, admin } = app));

const CONSENT = "vs_consent=all";
const touchCookie = (value: string) => `vs_touch=${encodeURIComponent(value)}`;
let n = 0;

/** Joins through the waitlist form as a browser with `cookie` would; the response and row. */
async function join(
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

const counters = async (dimension: string) =>
  Object.fromEntries(
    (await loadSignUpSources(t.db, 7))[dimension as "source"].map((r) => [
      r.key,
      [r.confirmed, r.unconfirmed],
    ]),
  );

describe("what a waitlist sign-up keeps", () => {
  it("keeps role, community and first touch with consent; 'unknown' and no touch without", async () => {
    const before = await counters("source");
    const withAll = await join(
      { role: "founder", community: "  Indiana   University " },
      `${CONSENT}; ${touchCookie("p=/education&r=news.example&s=newsletter&m=email&c=spring")}`,
    );
    expect(withAll.res.statusCode).toBe(302);
    // The first touch has done its work: its cookie is deleted with the sign-up.
    expect(String(withAll.res.headers["set-cookie"])).toContain("vs_touch=;");
    expect(withAll.row).toMatchObject({
      memberRole: "founder",
      landingPath: "/education",
      referrerHost: "news.example",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring",
    });
    const [community] = await t.db
      .select()
      .from(communities)
      .where(eq(communities.id, withAll.row.communityId!));
    expect(community.name).toBe("Indiana University");

    // Without the optional fields, and without consent: nothing of the visit is kept.
    const bare = await join({}, touchCookie("p=/education&s=newsletter"), {
      url: "/waitlist?utm_source=ads",
    });
    expect(bare.res.statusCode).toBe(302);
    expect(bare.row).toMatchObject({
      memberRole: null,
      communityId: null,
      landingPath: null,
      referrerHost: null,
      utmSource: null,
      utmCampaign: null,
    });
    // GPC and the Privacy Choices opt-out mean the same, even with Accept All.
    const gpc = await join({}, `${CONSENT}; ${touchCookie("p=/x&s=gpc")}`, {
      headers: { "sec-gpc": "1" },
    });
    const optOut = await join(
      {},
      `${CONSENT}; VentureStaking_privacy_choice=opt-out; ${touchCookie("p=/x&s=opt")}`,
    );
    expect([gpc.row.landingPath, optOut.row.landingPath]).toEqual([null, null]);

    // Consent but no script (no vs_touch): the page posted from, with its utm_*.
    const noScript = await join({}, CONSENT, {
      url: "/waitlist?utm_source=ads&utm_campaign=%00x",
      headers: { referer: "https://search.example/q?secret=1" },
    });
    expect(noScript.row).toMatchObject({
      landingPath: "/waitlist",
      referrerHost: "search.example",
      utmSource: "ads",
      utmCampaign: "x",
    });
    const direct = await join({}, `${CONSENT}; ${touchCookie("p=/")}`);
    expect(direct.row.landingPath).toBe("/");

    const after = await counters("source");
    const delta = (key: string) => (after[key]?.[1] ?? 0) - (before[key]?.[1] ?? 0);
    expect([
      delta("newsletter"),
      delta("unknown"),
      delta("ads"),
      delta("direct"),
      delta("search.example"),
    ]).toEqual([1, 3, 1, 1, 0]);
    // A confirmation moves the count to confirmed, on the day of the sign-up.
    await confirmMember(t, { email: withAll.email });
    expect((await counters("source")).newsletter).toEqual([
      (before.newsletter?.[0] ?? 0) + 1,
      before.newsletter?.[1] ?? 0,
    ]);
    expect((await counters("role")).founder?.[0]).toBeGreaterThanOrEqual(1);
  });

  it("answers bad optional fields with a clear 400 and keeps nothing", async () => {
    const role = await join({ role: "admin" });
    expect(role.res.statusCode).toBe(400);
    expect(role.res.body).toContain(joiningText.roleInvalid);
    expect(role.row).toBeUndefined();
    const long = await join({ community: "x".repeat(121) });
    expect(long.res.statusCode).toBe(400);
    expect(long.res.body).toContain("at most 120 characters");
    const control = await join({ community: "Evil\u202ename" });
    expect(control.res.statusCode).toBe(400);
    expect(control.res.body).toContain(joiningText.communityInvalid);
    // A cookie is input too: a crafted first touch is cleaned, never stored as sent.
    const crafted = await join(
      {},
      `${CONSENT}; ${touchCookie(`p=/a&r=https://evil.example/path&s=${"s".repeat(300)}&c=a%07b`)}`,
    );
    expect(crafted.res.statusCode).toBe(302);
    expect(crafted.row).toMatchObject({
      landingPath: "/a",
      referrerHost: null,
      utmSource: "s".repeat(100),
      utmCampaign: "ab",
    });
  });
});

describe("for the operator and the member", () => {
  it("filters Members by community and role, exports the columns, shows them on the member page; /profile edits them; the export has them; deletion takes the row and leaves the counts", async () => {
    const founder = await join(
      { role: "founder", community: "Filter College" },
      `${CONSENT}; ${touchCookie("p=/founders&s=partner&m=web&c=launch")}`,
    );
    const staker = await join({ role: "staker", community: "filter  college" });
    await join({ role: "founder", community: "Elsewhere" });
    const communityId = founder.row.communityId!;
    expect(staker.row.communityId).toBe(communityId);

    const page = await getAs(t, `/admin/members?community=${communityId}&role=founder`, admin);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(founder.email);
    expect(page.body).not.toContain(staker.email);
    expect(page.body).toContain('for="member-community">Community</label>');
    expect(page.body).toContain('for="member-role">Role</label>');

    const csv = await getAs(t, `/admin/members.csv?community=${communityId}`, admin);
    const [header, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, ""));
    expect(header.slice(-8)).toEqual([
      "role",
      "community",
      "source",
      "landing_path",
      "referrer_host",
      "utm_source",
      "utm_medium",
      "utm_campaign",
    ]);
    const byEmail = new Map(rows.map((r) => [r[3], r.slice(-8)]));
    expect(byEmail.get(founder.email)).toEqual([
      "founder",
      "Filter College",
      "partner",
      "/founders",
      "",
      "partner",
      "web",
      "launch",
    ]);
    expect(byEmail.get(staker.email)).toEqual([
      "staker",
      "Filter College",
      "unknown",
      "",
      "",
      "",
      "",
      "",
    ]);

    const detail = await getAs(t, `/admin/members/${founder.row.id}`, admin);
    for (const text of ["Founder", "Filter College", "/founders", "launch"])
      expect(detail.body).toContain(text);
    expect((await getAs(t, `/admin/members/${staker.row.id}`, admin)).body).toContain(">unknown<");

    // The member edits both on /profile (their own session), and clears them.
    const cookie = cookiesFrom(founder.res.headers["set-cookie"]);
    const profilePage = await getAs(t, "/profile", cookie);
    expect(profilePage.body).toContain("Filter College");
    expect(profilePage.body).toContain("partner");
    const save = (fields: Record<string, string>) =>
      postAs(t, "/profile", cookie, { intent: "joining", ...fields });
    expect((await save({ role: "organiser", community: "Elsewhere" })).statusCode).toBe(200);
    let [row] = await t.db.select().from(profiles).where(eq(profiles.id, founder.row.id));
    expect(row.memberRole).toBe("organiser");
    expect(row.communityId).not.toBe(communityId);
    expect((await save({ role: "boss", community: "" })).statusCode).toBe(400);
    const exported = await exportPersonalData(t.db, { userId: founder.row.id });
    expect(exported.profile).toMatchObject({
      role: "organiser",
      community: "Elsewhere",
      firstTouch: { landingPath: "/founders", utmSource: "partner", utmCampaign: "launch" },
    });
    expect((await exportPersonalData(t.db, { userId: staker.row.id })).profile?.firstTouch).toBe(
      "unknown",
    );
    expect((await save({ role: "", community: "" })).statusCode).toBe(200);
    [row] = await t.db.select().from(profiles).where(eq(profiles.id, founder.row.id));
    expect([row.memberRole, row.communityId]).toEqual([null, null]);

    // Deleting the account takes the row; the source's count stays (only counts remain).
    const before = (await counters("source")).partner;
    await t.query("delete from users where id = $1", [founder.row.id]);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, founder.row.id))).toEqual([]);
    expect((await counters("source")).partner).toEqual(before);
  });
});

describe("communities", () => {
  it("matches spellings case- and space-insensitively; a merge moves members, counts and the spelling, audited", async () => {
    const a = await resolveCommunity(t.db, "Purdue  University");
    expect(await resolveCommunity(t.db, " purdue university ")).toBe(a);
    const b = await resolveCommunity(t.db, "Purdue");
    expect(b).not.toBe(a);
    const member = await join({ community: "PURDUE" });
    expect(member.row.communityId).toBe(b);
    const sourcesBefore = await counters("community");
    expect(sourcesBefore[b!]).toEqual([0, 1]);

    // Through the admin section's form, as an admin.
    const res = await t.app.inject({
      method: "POST",
      url: "/admin/communities",
      headers: {
        host: new URL(t.origin).host,
        origin: t.origin,
        cookie: admin,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: new URLSearchParams({ intent: "merge", from: b!, into: a! }).toString(),
    });
    expect(res.statusCode).toBe(200);
    const [moved] = await t.db.select().from(profiles).where(eq(profiles.id, member.row.id));
    expect(moved.communityId).toBe(a);
    const sourcesAfter = await counters("community");
    expect(sourcesAfter[b!]).toBeUndefined();
    expect(sourcesAfter[a!]).toEqual([0, 1]);
    // The merged spelling now finds the community it went into.
    expect(await resolveCommunity(t.db, "purdue")).toBe(a);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "community.merge"));
    expect(audit.at(-1)).toMatchObject({ actor: "admin", target: `community:${b}` });
    // Merging again, or into itself, or an unknown id: a clear 400, nothing changes.
    for (const [from, into] of [
      [b!, a!],
      [a!, a!],
      ["not-a-uuid", a!],
    ]) {
      const again = await t.app.inject({
        method: "POST",
        url: "/admin/communities",
        headers: {
          host: new URL(t.origin).host,
          origin: t.origin,
          cookie: admin,
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: new URLSearchParams({ intent: "merge", from, into }).toString(),
      });
      expect(again.statusCode).toBe(400);
    }
  });

  it("lists a community publicly from 10 confirmed members, in tens, never fewer; the endpoint is cacheable", async () => {
    const confirmedIn = async (community: string, count: number) => {
      for (let i = 0; i < count; i++) {
        const m = await join({ community });
        await t.query("update users set email_verified = true where id = $1", [m.row.id]);
      }
    };
    await confirmedIn("Ten Town", 10);
    await confirmedIn("Nine Ville", 9);
    // Unconfirmed members do not count.
    await join({ community: "Nine Ville" });
    let list = await publicCommunities(t.db);
    expect(list.find((c) => c.name === "Ten Town")).toEqual({ name: "Ten Town", count: 10 });
    expect(list.some((c) => c.name === "Nine Ville")).toBe(false);
    await confirmedIn("nine  ville", 1);
    list = await publicCommunities(t.db);
    expect(list.find((c) => c.name === "Nine Ville")).toEqual({ name: "Nine Ville", count: 10 });
    await confirmedIn("Ten Town", 9);
    expect((await publicCommunities(t.db)).find((c) => c.name === "Ten Town")?.count).toBe(10);

    forgetPublicCommunities(t.db); // the page's earlier renders read it when it was empty
    const res = await t.app.inject({ method: "GET", url: "/api/communities" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=600");
    const body = res.json() as { communities: { name: string; count: number }[] };
    expect(body.communities.slice(0, 2)).toEqual([
      { name: "Ten Town", count: 10 },
      { name: "Nine Ville", count: 10 },
    ]);
    // The suggestions on /waitlist are that public list.
    const page = await t.app.inject({ method: "GET", url: "/waitlist" });
    expect(page.body.match(/<datalist[^]*?<\/datalist>/)?.[0]).toContain('value="Ten Town"');
    expect(page.body).not.toContain("Purdue");
    expect(await cachedPublicCommunities(t.db)).toEqual(body.communities);
  });
});

// The property of ADR 191: after any sequence of sign-ups, confirmations, edits, merges and
// deletions, the counters equal a recount of the members' rows, plus the counts deleted
// members left behind (only counts remain).
describe("the per-day counters", () => {
  type Touch = {
    landing: string | null;
    host: string | null;
    source: string | null;
    campaign: string | null;
  };
  type Kept = {
    day: string;
    verified: boolean;
    role: string | null;
    community: string | null;
  } & Touch;
  const keysOf = (m: Kept): [string, string][] => [
    ["source", m.source ?? m.host ?? (m.landing === null ? "unknown" : "direct")],
    ["campaign", m.campaign ?? (m.landing === null ? "unknown" : "")],
    ["community", m.community ?? ""],
    ["role", m.role ?? ""],
  ];

  const recount = async () =>
    resultRows<Record<string, unknown>>(
      await t.query(
        `select to_char((p.created_at at time zone 'utc')::date, 'YYYY-MM-DD') as day,
           u.email_verified as verified, p.member_role as role, p.community_id::text as community,
           p.landing_path as landing, p.referrer_host as host, p.utm_source as source,
           p.utm_campaign as campaign
         from profiles p join users u on u.id = p.id where p.id like 'prop-%'`,
      ),
    ).map((r) => r as unknown as Kept);

  const stored = async () => {
    const rows = resultRows<Record<string, unknown>>(
      await t.query(
        `select to_char(day, 'YYYY-MM-DD') as day, dimension, key, confirmed, unconfirmed
         from sign_up_sources_daily where confirmed + unconfirmed > 0`,
      ),
    );
    return Object.fromEntries(
      rows.map((r) => [
        `${r.day}|${r.dimension}|${r.key}`,
        [Number(r.confirmed), Number(r.unconfirmed)],
      ]),
    );
  };

  const tally = (members: Kept[]) => {
    const out: Record<string, [number, number]> = {};
    for (const m of members)
      for (const [dimension, key] of keysOf(m)) {
        const cell = (out[`${m.day}|${dimension}|${key}`] ??= [0, 0]);
        cell[m.verified ? 0 : 1] += 1;
      }
    return out;
  };

  const touch = fc.option(
    fc.record({
      landing: fc.constantFrom("/", "/education", "/waitlist"),
      host: fc.option(fc.constantFrom("news.example", "search.example")),
      source: fc.option(fc.constantFrom("newsletter", "whatsapp")),
      campaign: fc.option(fc.constantFrom("spring", "fall")),
    }),
  );
  const slot = fc.nat(7);
  const op = fc.oneof(
    fc.record({
      kind: fc.constant("signUp" as const),
      day: fc.nat(2),
      touch,
      role: fc.option(fc.constantFrom("staker", "founder", "organiser")),
      community: fc.option(fc.nat(2)),
    }),
    fc.record({ kind: fc.constant("confirm" as const), who: slot }),
    fc.record({
      kind: fc.constant("edit" as const),
      who: slot,
      role: fc.option(fc.constantFrom("staker", "founder", "organiser")),
      community: fc.option(fc.nat(2)),
    }),
    fc.record({ kind: fc.constant("merge" as const), from: fc.nat(2), into: fc.nat(2) }),
    fc.record({ kind: fc.constant("delete" as const), who: slot }),
  );

  it("equal a recount of the rows through sign-ups, confirmations, edits, merges and deletions", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        run += 1;
        for (const reset of [
          "update profiles set community_id = null",
          "delete from communities",
          "delete from users where id like 'prop-%'",
          "delete from sign_up_sources_daily",
        ])
          await t.query(reset);
        // The counts of the members outside this property (the file's admin and member).
        await t.query(
          `select sign_up_sources_count(p, u.email_verified, 1) from profiles p join users u on u.id = p.id`,
        );
        const outside = await stored();
        const ids = [0, 1, 2].map((i) => `prop-${run}-c${i}`);
        const communityIds: string[] = [];
        for (const name of ids) communityIds.push((await resolveCommunity(t.db, name))!);
        const living: string[] = [];
        const left: Kept[] = [];
        for (const [i, o] of ops.entries()) {
          const who = "who" in o && living.length ? living[o.who % living.length] : null;
          if (o.kind === "signUp") {
            const id = `prop-${run}-${i}`;
            await t.query(
              `insert into users (id, name, email, email_verified, created_at, updated_at)
               values ($1, 'P', $1 || '@prop.test', false, now() - make_interval(days => $2), now())`,
              [id, o.day],
            );
            await t.query(
              `update profiles set member_role = $2, community_id = $3::uuid, landing_path = $4,
                 referrer_host = $5, utm_source = $6, utm_campaign = $7 where id = $1`,
              [
                id,
                o.role,
                o.community === null ? null : communityIds[o.community],
                o.touch?.landing ?? null,
                o.touch?.host ?? null,
                o.touch?.source ?? null,
                o.touch?.campaign ?? null,
              ],
            );
            living.push(id);
          } else if (o.kind === "confirm" && who) {
            await t.query("update users set email_verified = true where id = $1", [who]);
          } else if (o.kind === "edit" && who) {
            await t.query(
              "update profiles set member_role = $2, community_id = $3::uuid where id = $1",
              [who, o.role, o.community === null ? null : communityIds[o.community]],
            );
          } else if (o.kind === "merge") {
            await mergeCommunity(t.db, communityIds[o.from], communityIds[o.into], {
              actor: "system",
            }).then(
              () => {
                // What deleted members left under the merged community goes along.
                for (const k of left)
                  if (k.community === communityIds[o.from]) k.community = communityIds[o.into];
              },
              () => {}, // the same community, or one merged away already: refused, no change
            );
          } else if (o.kind === "delete" && who) {
            const mine = resultRows<Kept>(
              await t.query(
                `select to_char((p.created_at at time zone 'utc')::date, 'YYYY-MM-DD') as day,
                   u.email_verified as verified, p.member_role as role,
                   p.community_id::text as community, p.landing_path as landing,
                   p.referrer_host as host, p.utm_source as source, p.utm_campaign as campaign
                 from profiles p join users u on u.id = p.id where p.id = $1`,
                [who],
              ),
            )[0];
            left.push(mine);
            await t.query("delete from users where id = $1", [who]);
            living.splice(living.indexOf(who), 1);
          }
        }
        const expected = tally([...(await recount()), ...left]);
        for (const [key, [c, u]] of Object.entries(outside)) {
          const cell = (expected[key] ??= [0, 0]);
          cell[0] += c;
          cell[1] += u;
        }
        expect(await stored()).toEqual(expected);
      }),
      { numRuns: 30 },
    );
  });
});
