import { describe, expect, it } from "vitest";
import { getAs, postAs, withAdminApp } from "../../../tests/support/admin.ts";
import type { TestApp } from "../../../tests/support/app.ts";
import { arenaCopy } from "../../content/arenas.ts";
import { stakingCopy } from "../../content/staking.ts";

// The staking intents of /admin/arenas/{id} and the public 'Save Stakes' (ADR 215) through
// the host: each answer, each refusal as a 4xx with its words, the native form without
// JavaScript (a document POST) and with it (the .data request).
let t: TestApp;
let admin: string;
let member: string;
withAdminApp((app) => ({ t, admin, member } = app), { RATE_LIMIT: "off" });
const S = stakingCopy.admin;
const P = stakingCopy.public;

const post = (url: string, body: Record<string, string>, cookie = admin) =>
  postAs(t, `${url}.data`, cookie, body).then((r) => ({ status: r.statusCode, body: r.body }));
const page = (url: string, cookie = "") => getAs(t, url, cookie).then((r) => r.body);
const founder = (patch: Record<string, string> = {}) => ({
  intent: "addFounder",
  founderName: "Ana Lima",
  ventureName: "Kelp Works",
  pitch: "Seaweed packaging that composts in a week.",
  email: "ana@kelp.example",
  pitchUrl: "https://kelp.example/pitch",
  submission: "",
  ...patch,
});

describe("an Arena's line-up, window and stakes through the host", () => {
  it("runs from the line-up to published results, refusing what breaks a rule", async () => {
    const [arena] = await t.query(
      `insert into arenas (name, slug, seats, kickoff_on, status, grant_pool)
       values ('Harbour Arena', 'harbour-arena', 10, '2027-03-12', 'open', 1001) returning id`,
    );
    const url = `/admin/arenas/${arena!.id as string}`;
    // A founder application naming the Arena (any case) is listed under it.
    const applied = await postAs(t, "/forms/founder-signup", "", {
      name: "Rui Costa",
      email: "rui@tidal.example",
      startupName: "Tidal Grid",
      stage: "Idea stage",
      pitch: "Tide-powered chargers for harbours.",
      website: "https://tidal.example",
      arena: "harbour arena",
      grantSize: "$25K",
      heardFrom: "Event or talk",
    });
    expect(applied.statusCode).toBe(200);
    const [submission] = await t.query(
      "select id, arena_id from form_submissions where email = 'rui@tidal.example'",
    );
    expect(submission!.arena_id).toBe(arena!.id);
    expect(await page(url, admin)).toContain("Tidal Grid");

    expect((await post(url, founder({ pitch: "x".repeat(141) }))).body).toContain(S.invalid.pitch);
    expect((await post(url, founder({ pitchUrl: "http://kelp.example" }))).status).toBe(400);
    expect((await post(url, founder({ email: "nope" }))).status).toBe(400);
    expect((await post(url, founder())).body).toContain(S.added);
    const fromApplication = founder({
      founderName: "Rui Costa",
      ventureName: "Tidal Grid",
      email: "rui@tidal.example",
      submission: submission!.id as string,
    });
    expect((await post(url, fromApplication)).body).toContain(S.added);
    // One entry per founder per Arena (ADR 230): the same address again is refused.
    const again = await post(url, founder({ ventureName: "Kelp Again" }));
    expect([again.status, again.body.includes(S.alreadyInLineUp)]).toEqual([409, true]);
    expect(
      (await post(url, founder({ ventureName: "Gone Soon", email: "gone@soon.example" }))).status,
    ).toBe(200);
    const [gone] = await t.query("select id from arena_founders where venture_name = 'Gone Soon'");
    expect(
      (await post(url, { intent: "removeFounder", founder: gone!.id as string })).body,
    ).toContain(S.removed);
    expect((await post(url, { intent: "removeFounder", founder: "x" })).status).toBe(404);

    // No seat holder yet: refused, and said beside the button.
    expect(await page(url, admin)).toContain(S.needHolders);
    expect((await post(url, { intent: "openStaking" })).status).toBe(409);
    const [me] = await t.query(
      "update users set email_verified = true where email = 'member@example.test' returning id",
    );
    await t.query(
      `insert into arena_invitations (arena_id, user_id, place, status, expires_at)
       values ($1, $2, 1, 'seated', now() + interval '7 days')`,
      [arena!.id, me!.id],
    );
    expect((await post(url, { intent: "openStaking" })).body).toContain(S.opened);
    await t.mail.waitFor("member@example.test", /Staking is open in Harbour Arena/);
    expect((await post(url, founder({ ventureName: "Late" }))).status).toBe(409);
    expect((await post(url, { intent: "closesAt", closesAt: "tomorrow" })).status).toBe(400);
    expect((await post(url, { intent: "closesAt", closesAt: "2030-01-01T09:00" })).body).toContain(
      S.closesSaved,
    );

    // The public page: the line-up for everyone, never an address; the form for the seat.
    const visitor = await page("/arenas/harbour-arena");
    expect(visitor).toContain(P.lineUp);
    expect(visitor).toContain("Kelp Works");
    expect(visitor).not.toContain("ana@kelp.example");
    expect(visitor).toContain(P.onlyHolders);
    const mine = await page("/arenas/harbour-arena", member);
    expect(mine).toContain(P.stake);
    expect(mine).toContain(P.tokensFor("Tidal Grid"));
    expect(mine).toContain(P.left(100, 100));
    const [kelp, tidal] = (await t.query(
      "select id from arena_founders where arena_id = $1 order by place",
      [arena!.id],
    )) as { id: string }[];
    const stake = (a: string, b: string) => ({
      intent: "stake",
      [`stake-${kelp!.id}`]: a,
      [`stake-${tidal!.id}`]: b,
    });
    // Above the allowance: refused whole, with and without JavaScript.
    const over = await post("/arenas/harbour-arena", stake("60", "41"), member);
    expect(over.status).toBe(409);
    expect(over.body).toContain(P.atMost(100));
    const native = await postAs(t, "/arenas/harbour-arena", member, stake("100", "1"));
    expect(native.statusCode).toBe(409);
    expect(native.body).toContain(P.atMost(100));
    expect((await post("/arenas/harbour-arena", stake("-1", "0"), member)).status).toBe(400);
    expect((await post("/arenas/harbour-arena", stake("1", "1"), "")).status).toBe(401);
    expect((await post("/arenas/harbour-arena", stake("1", "1"), admin)).status).toBe(403);
    expect((await t.query("select 1 from arena_stakes")).length).toBe(0);
    const saved = await postAs(t, "/arenas/harbour-arena", member, stake("2", "1"));
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain(P.saved);
    expect(await page("/arenas/harbour-arena", member)).toContain(P.left(97, 100));
    expect(await page("/dashboard", member)).toContain(arenaCopy.card.stake("Harbour Arena"));

    expect((await post(url, { intent: "publishResults" })).status).toBe(409);
    expect((await post(url, { intent: "closeStaking" })).body).toContain(S.closed);
    expect((await post("/arenas/harbour-arena", stake("1", "1"), member)).status).toBe(409);
    expect(await page("/arenas/harbour-arena")).toContain(P.closed);
    // The pool is frozen now.
    const edit = await post("/admin/arenas", {
      intent: "update",
      id: arena!.id as string,
      name: "Harbour Arena",
      community: "",
      seats: "10",
      kickoff: "2027-03-12",
      location: "Harbour Hall",
      description: "",
      daysToAccept: "7",
      status: "open",
      grantPool: "5",
    });
    expect(edit.status).toBe(409);
    expect(await page(url, admin)).toContain("$667");
    expect((await post(url, { intent: "publishResults" })).body).toContain(S.published);
    const results = await page("/arenas/harbour-arena");
    expect(results).toContain(P.results);
    expect(results).toContain("$334");
    expect(results).toContain(P.pool(1001));
    await t.mail.waitFor("ana@kelp.example", /Your grant from Harbour Arena/);
    await t.mail.waitFor("member@example.test", /The results of Harbour Arena/);
    const log = await page("/admin/audit-log", admin);
    expect(log).toContain("added Kelp Works (Ana Lima) to the line-up of the arena");
    expect(log).toContain("published the results of the arena");
  });
});
