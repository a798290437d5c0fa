import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { withTestApp, type TestApp } from "../../../tests/support/app.ts";
import { mergeCommunity, resolveCommunity } from "../../domain/attribution/communities.server.ts";

let t: TestApp;
withTestApp((app) => (t = app));

// The property of ADR 193: after any sequence of sign-ups, confirmations, edits, merges and
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
    (
      await t.query(
        `select to_char((p.created_at at time zone 'utc')::date, 'YYYY-MM-DD') as day,
           u.email_verified as verified, p.member_role as role, p.community_id::text as community,
           p.landing_path as landing, p.referrer_host as host, p.utm_source as source,
           p.utm_campaign as campaign
         from profiles p join users u on u.id = p.id where p.id like 'prop-%'`,
      )
    ).map((r) => r as unknown as Kept);

  const stored = async () => {
    const rows = await t.query(
      `select to_char(day, 'YYYY-MM-DD') as day, dimension, key, confirmed, unconfirmed
       from sign_up_sources_daily where confirmed + unconfirmed > 0`,
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
              kind: "system",
            }).then(
              () => {
                // What deleted members left under the merged community goes along.
                for (const k of left)
                  if (k.community === communityIds[o.from]) k.community = communityIds[o.into];
              },
              () => {}, // the same community, or one merged away already: refused, no change
            );
          } else if (o.kind === "delete" && who) {
            const mine = (
              (await t.query(
                `select to_char((p.created_at at time zone 'utc')::date, 'YYYY-MM-DD') as day,
                   u.email_verified as verified, p.member_role as role,
                   p.community_id::text as community, p.landing_path as landing,
                   p.referrer_host as host, p.utm_source as source, p.utm_campaign as campaign
                 from profiles p join users u on u.id = p.id where p.id = $1`,
                [who],
              )) as unknown as Kept[]
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
      { numRuns: 60 },
    );
  });
});
