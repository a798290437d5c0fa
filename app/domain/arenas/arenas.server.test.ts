import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getAs, postAs, withAdminApp } from "../../../tests/support/admin.ts";
import type { TestApp } from "../../../tests/support/app.ts";
import { createMember } from "../../../tests/support/factories.ts";
import { arenaCopy } from "../../content/arenas.ts";
import type { ArenaMailDeps } from "./arena-mail.server.ts";
import { runArenaJob } from "./arena-job.server.ts";
import { listArenas } from "./arenas.server.ts";
import { answerInvitation, inviteNext, releaseSeat } from "./invitations.server.ts";

// Arenas (ADR 209): the admin intents, the line's order, the invited member's answer by POST
// only, the hourly job on an injected clock, and the seat rule under random operations.
let t: TestApp;
let admin: string;
let member: string;
withAdminApp((app) => ({ t, admin, member } = app));
const C = arenaCopy.admin;
const deps = (): ArenaMailDeps => ({
  db: t.db,
  outbox: t.services.outbox,
  publicUrl: t.origin,
});
const post = (url: string, body: Record<string, string>, cookie = admin) =>
  postAs(t, `${url}.data`, cookie, body).then((res) => ({
    status: res.statusCode,
    body: res.body,
  }));
const fields = (patch: Record<string, string> = {}) => ({
  intent: "create",
  name: `Arena ${randomBytes(3).toString("hex")}`,
  community: "",
  seats: "3",
  kickoff: "2027-03-12",
  location: "Bloomington",
  description: "The first Arena.",
  daysToAccept: "7",
  autoFill: "on",
  status: "open",
  ...patch,
});

let seq = 0;
/** A confirmed member straight into users (the triggers make the profile), with points. */
async function person(
  opts: { points?: number; community?: string | null; verified?: boolean } = {},
) {
  const id = `ar${randomBytes(4).toString("hex")}${seq++}`;
  await t.query(
    "insert into users (id, name, email, email_verified, created_at, updated_at) values ($1, $2, $3, $4, now() + $5 * interval '1 millisecond', now())",
    [id, `Member ${seq}`, `${id}@example.com`, opts.verified ?? true, seq],
  );
  if (opts.points)
    await t.query(
      "insert into points_ledger (user_id, description, points, kind, award_key) values ($1, 'Test', $2, 'adjustment', $3)",
      [id, opts.points, `arena-test:${id}`],
    );
  if (opts.community)
    await t.query("update profiles set community_id = $2 where id = $1", [id, opts.community]);
  return id;
}
async function community(name: string) {
  const [row] = await t.query(
    "insert into communities (name, key) values ($1, lower($1)) returning id",
    [name],
  );
  return (row as { id: string }).id;
}
async function arenaId(name: string) {
  const [row] = await t.query("select id from arenas where name = $1", [name]);
  return (row as { id: string }).id;
}
const invitedIds = async (id: string) =>
  (
    await t.query("select user_id from arena_invitations where arena_id = $1 order by place", [id])
  ).map((r) => (r as { user_id: string }).user_id);

describe("admin Arenas section", () => {
  it("creates, refuses bad values, edits, freezes the address once open, and audits", async () => {
    const created = await post("/admin/arenas", fields({ name: "Spring Arena", status: "draft" }));
    expect(created.body).toContain(C.created);
    expect((await post("/admin/arenas", fields({ seats: "0" }))).body).toContain(C.invalid.seats);
    expect((await post("/admin/arenas", fields({ seats: "10001" }))).status).toBe(400);
    expect((await post("/admin/arenas", fields({ daysToAccept: "31" }))).status).toBe(400);
    expect((await post("/admin/arenas", fields({ name: "Spring Arena" }))).status).toBe(409);
    const id = await arenaId("Spring Arena");
    // A draft's address follows its name; an opened one's never changes.
    expect(
      (
        await post(
          "/admin/arenas",
          fields({ intent: "update", id, name: "Spring Arena 2027", status: "open" }),
        )
      ).body,
    ).toContain(C.updated);
    await post(
      "/admin/arenas",
      fields({ intent: "update", id, name: "Renamed Arena", status: "open" }),
    );
    const [row] = await t.query("select slug, name from arenas where id = $1", [id]);
    expect(row).toEqual({ slug: "spring-arena-2027", name: "Renamed Arena" });
    expect((await getAs(t, "/admin/arenas", admin)).body).toContain("Renamed Arena");
    const actions = await t.query(
      "select action, actor from audit_log where target = $1 order by id",
      [`arena:${id}`],
    );
    expect(actions).toEqual([
      { action: "arena.create", actor: "admin" },
      { action: "arena.update", actor: "admin" },
      { action: "arena.update", actor: "admin" },
    ]);
    expect((await post("/admin/arenas", fields(), member)).status).toBe(403);
  });

  it("refuses a kick-off in the past and an Open Arena without a location; a past kick-off invites nobody", async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const kickoff of ["2019-01-01", today]) {
      const past = await post("/admin/arenas", fields({ kickoff, status: "draft" }));
      expect([past.status, past.body.includes(C.invalid.kickoffPast)]).toEqual([400, true]);
    }
    const nowhere = await post("/admin/arenas", fields({ location: "" }));
    expect([nowhere.status, nowhere.body.includes(C.invalid.locationRequired)]).toEqual([
      400,
      true,
    ]);
    // A draft whose day has come and gone cannot be opened …
    await post("/admin/arenas", fields({ name: "Late Arena", status: "draft" }));
    const id = await arenaId("Late Arena");
    await t.query("update arenas set kickoff_on = '2019-01-01' where id = $1", [id]);
    const open = await post(
      "/admin/arenas",
      fields({ intent: "update", id, name: "Late Arena", kickoff: "2019-01-01" }),
    );
    expect([open.status, open.body.includes(C.invalid.kickoffPast)]).toEqual([400, true]);
    // … and an open one past its day invites nobody, and can still be closed.
    await t.query("update arenas set status = 'open' where id = $1", [id]);
    await person({ points: 5 });
    const invite = await post(`/admin/arenas/${id}`, { intent: "invite", count: "1" });
    expect([invite.status, invite.body.includes(C.kickoffPassed)]).toEqual([409, true]);
    expect(await invitedIds(id)).toEqual([]);
    const closed = await post(
      "/admin/arenas",
      fields({ intent: "update", id, name: "Late Arena", kickoff: "2019-01-01", status: "closed" }),
    );
    expect(closed.body).toContain(C.updated);
  });

  it("invites the next in line in the promised order, never past the free seats", async () => {
    const iu = await community("Indiana Arena Uni");
    const alias = await community("IU Arena Alias");
    const other = await community("Other Arena Uni");
    const top = await person({ points: 500, community: iu });
    const early = await person({ points: 1, community: iu });
    const second = await person({ points: 300, community: iu });
    const third = await person({ points: 200, community: iu });
    await person({ points: 900, community: other });
    await person({ points: 800, community: iu, verified: false });
    const moved = await person({ points: 250, community: alias });
    // 'Arena Insider' (early access) for one member; the alias merged into IU.
    await t.query(
      "insert into milestones (name, threshold, early_arena_access) values ('Arena Insider Test', 1, true)",
    );
    await t.query("update profiles set referral_count = 1 where id = $1", [early]);
    await t.query("select merge_community($1, $2)", [alias, iu]);
    await post("/admin/arenas", fields({ name: "IU Arena", community: iu, seats: "4" }));
    const id = await arenaId("IU Arena");
    // An Arena of the alias is the merged community's, shown and edited under its name.
    await post("/admin/arenas", fields({ name: "Alias Arena", community: alias, status: "draft" }));
    const aliasArena = (await listArenas(t.db)).find((a) => a.name === "Alias Arena");
    expect([aliasArena?.communityId, aliasArena?.community]).toEqual([iu, "Indiana Arena Uni"]);
    const page = await getAs(t, `/admin/arenas/${id}`, admin);
    expect(page.body).toContain(C.figures.inLine);
    const sent = await post(`/admin/arenas/${id}`, { intent: "invite", count: "3" });
    expect(sent.body).toContain(C.invited(3));
    expect(await invitedIds(id)).toEqual([early, top, second]);
    // One seat left: asking for 500 invites one; then nobody more.
    expect((await post(`/admin/arenas/${id}`, { intent: "invite", count: "500" })).body).toContain(
      C.invited(1),
    );
    expect(await invitedIds(id)).toEqual([early, top, second, moved]);
    expect((await post(`/admin/arenas/${id}`, { intent: "invite", count: "1" })).status).toBe(409);
    expect((await post(`/admin/arenas/${id}`, { intent: "invite", count: "501" })).status).toBe(
      400,
    );
    expect(third).toBeTruthy();
    // Seats never drop below what is taken.
    const fewer = await post(
      "/admin/arenas",
      fields({ intent: "update", id, name: "IU Arena", community: iu, seats: "3" }),
    );
    expect([fewer.status, fewer.body.includes(C.seatsBelowTaken)]).toEqual([409, true]);
    const [audit] = await t.query(
      "select details from audit_log where action = 'arena.invite' and target = $1 order by id limit 1",
      [`arena:${id}`],
    );
    // Who was invited, in the line's order (the Audit Log names them).
    expect(audit).toEqual({ details: { count: 3, members: [early, top, second] } });
  });

  it("lets only the invited member accept or decline, by POST, while the invitation is open", async () => {
    const ann = await createMember(t, { confirm: true, points: 1000 });
    const bob = await createMember(t, { confirm: true, points: 900 });
    const c = await community("Answer Uni");
    for (const m of [ann, bob])
      await t.query("update profiles set community_id = $2 where id = $1", [m.id, c]);
    await post("/admin/arenas", fields({ name: "Answer Arena", seats: "1", community: c }));
    const id = await arenaId("Answer Arena");
    await inviteNext(deps(), { arenaId: id, count: 1, actor: { kind: "system" } });
    expect(await invitedIds(id)).toEqual([ann.id]);
    const invite = await t.mail.waitFor(ann.email, /Your seat in Answer Arena is waiting/);
    expect(invite.text).toContain("/arenas/answer-arena");
    expect(invite.text).toContain("you joined the waitlist");
    // When and where, as the welcome says it too.
    expect(invite.text).toMatch(/Kick-off[^\n]*: 12 Mar(ch)? 2027/);
    expect(invite.text).toContain("Bloomington");
    // Bob holds no invitation; nobody signed in; another site's form; a draft's address.
    expect((await post("/arenas/answer-arena", { intent: "accept" }, bob.cookie)).status).toBe(409);
    expect((await post("/arenas/answer-arena", { intent: "accept" }, "")).status).toBe(401);
    const forged = await t.app.inject({
      method: "POST",
      url: "/arenas/answer-arena.data",
      headers: {
        origin: "https://evil.example",
        cookie: ann.cookie,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "intent=accept",
    });
    expect(forged.statusCode).toBe(403);
    expect((await getAs(t, "/arenas/answer-arena", bob.cookie)).body).toContain("in line");
    const accepted = await post("/arenas/answer-arena", { intent: "accept" }, ann.cookie);
    expect(accepted.body).toContain(arenaCopy.public.accepted);
    expect((await post("/arenas/answer-arena", { intent: "decline" }, ann.cookie)).status).toBe(
      409,
    );
    await t.mail.waitFor(ann.email, /Welcome to Answer Arena/);
    expect((await getAs(t, "/arenas/answer-arena", ann.cookie)).body).toContain(
      "You have a seat in Answer Arena",
    );
    expect((await getAs(t, "/dashboard", ann.cookie)).body).toContain("Answer Arena");
    // The Members list's 'Arena status' filter and the Overview's 'Arenas' block.
    const seated = (await getAs(t, "/admin/members?arena=seated", admin)).body;
    expect(seated).toContain(ann.name);
    expect(seated).not.toContain(bob.name);
    const overview = (await getAs(t, "/admin/overview", admin)).body;
    expect(overview).toContain(arenaCopy.overview.columns.rate);
    expect(overview).toContain("100%");
    const sitemap = (await getAs(t, "/sitemap.xml", "")).body;
    expect(sitemap).toContain("/arenas</loc>");
    expect(sitemap).toContain("/arenas/answer-arena</loc>");
    // The data download holds the seat.
    expect((await getAs(t, "/profile/data", ann.cookie)).body).toContain("Answer Arena");
    // 'Release Seat' needs a reason, frees the seat and is audited with it.
    const [seat] = (await t.query(
      "select id from arena_invitations where arena_id = $1 and status = 'seated'",
      [id],
    )) as { id: string }[];
    const release = (reason: string) =>
      post(`/admin/arenas/${id}`, { intent: "release", invitation: seat!.id, reason });
    expect((await release("  ")).body).toContain(C.invalid.reason);
    expect((await release("Moved away")).body).toContain(C.released);
    // Ann is told, in plain words and without the admin's private reason; her card says so.
    const told = await t.mail.waitFor(ann.email, /^Your seat in Answer Arena was released$/);
    expect(told.text).toContain("released by the Arena's organisers");
    expect(told.text).not.toContain("Moved away");
    expect((await getAs(t, "/dashboard", ann.cookie)).body).toContain(
      arenaCopy.card.released("Answer Arena"),
    );
    expect((await release("Again")).status).toBe(404);
    const [audit] = await t.query(
      "select details->>'reason' as reason from audit_log where action = 'arena.release' and target = $1",
      [`arena:${id}`],
    );
    expect(audit).toEqual({ reason: "Moved away" });
    // The freed seat goes to Bob, next in line, at once. He takes it, then gives it up.
    await t.mail.waitFor(bob.email, /Your seat in Answer Arena is waiting/);
    expect((await post("/arenas/answer-arena", { intent: "give-up" }, bob.cookie)).status).toBe(
      409,
    );
    await post("/arenas/answer-arena", { intent: "accept" }, bob.cookie);
    expect((await getAs(t, "/arenas/answer-arena", bob.cookie)).body).toContain(
      arenaCopy.public.giveUp,
    );
    const gaveUp = await post("/arenas/answer-arena", { intent: "give-up" }, bob.cookie);
    expect(gaveUp.body).toContain(arenaCopy.public.gaveUp);
    expect((await getAs(t, "/arenas/answer-arena", bob.cookie)).body).toContain(
      arenaCopy.public.released,
    );
    // The Audit Log names the member of each invitation, answer and release.
    const log = (await getAs(t, "/admin/audit-log", admin)).body
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, "");
    expect(log).toContain(`Scheduled job invited ${ann.name} to the arena`);
    expect(log).toContain(`${ann.name} accepted a seat in the arena`);
    expect(log).toContain(`released ${ann.name}’s seat in the arena`);
    expect(log).toContain(`invited ${bob.name} to the arena`);
    expect(log).toContain(`${bob.name} gave up their seat in the arena`);
  });

  it("'Invite Next' shows who, in order and why; never admins or suspended members; flagged referrers last; 'Leave Out' skips one", async () => {
    const c = await community("Line Uni");
    const admin1 = await person({ points: 900, community: c });
    await t.query("insert into user_roles (user_id, role) values ($1, 'admin')", [admin1]);
    const suspended = await person({ points: 800, community: c });
    await t.query("update profiles set suspended_at = now() where id = $1", [suspended]);
    const flagged = await person({ points: 700, community: c });
    const friend = await person({ points: 1, community: c });
    await t.query(
      "insert into referrals (referrer_id, referred_user_id, status, joined_at, flags) values ($1, $2, 'joined', now(), '{disposable}')",
      [flagged, friend],
    );
    const first = await person({ points: 600, community: c });
    const second = await person({ points: 500, community: c });
    await post("/admin/arenas", fields({ name: "Line Arena", seats: "10", community: c }));
    const id = await arenaId("Line Arena");
    const line = async (n: number) =>
      JSON.parse((await getAs(t, `/admin/arenas/${id}/line?n=${n}`, admin)).body) as {
        next: { id: string; place: number; tier: number }[];
      };
    // The admin and the suspended member are nowhere; the flagged referrer comes after the
    // others, the friend (1 point) last of those not flagged.
    expect((await line(10)).next.map((m) => [m.id, m.place, m.tier])).toEqual([
      [first, 1, 1],
      [second, 2, 1],
      [friend, 3, 1],
      [flagged, 4, 2],
    ]);
    expect((await getAs(t, `/admin/arenas/${id}/line?n=2`, member)).statusCode).toBe(403);
    // 'Leave Out' needs a reason, is audited and takes the member out of this line.
    expect(
      (await post(`/admin/arenas/${id}`, { intent: "leave-out", user: first, reason: "" })).status,
    ).toBe(400);
    const out = await post(`/admin/arenas/${id}`, {
      intent: "leave-out",
      user: first,
      reason: "Organises the Arena",
    });
    expect(out.body).toContain(C.leftOut);
    expect(
      (await post(`/admin/arenas/${id}`, { intent: "leave-out", user: first, reason: "Again" }))
        .status,
    ).toBe(404);
    expect((await line(2)).next.map((m) => m.id)).toEqual([second, friend]);
    const sent = await post(`/admin/arenas/${id}`, { intent: "invite", count: "10" });
    expect(sent.body).toContain(C.invited(3));
    expect(await invitedIds(id)).toEqual([second, friend, flagged]);
    const [audit] = await t.query(
      "select details from audit_log where action = 'arena.leave-out' and target = $1",
      [`arena:${id}`],
    );
    expect(audit).toEqual({ details: { user: first, reason: "Organises the Arena" } });
  });

  it("adds the Overview's figures up: invited = open + seated + declined + expired + released", async () => {
    const c = await community("Figures Uni");
    const [seat, no, late, gone, waiting] = [
      await person({ points: 50, community: c }),
      await person({ points: 40, community: c }),
      await person({ points: 30, community: c }),
      await person({ points: 20, community: c }),
      await person({ points: 10, community: c }),
    ];
    await post(
      "/admin/arenas",
      fields({ name: "Figures Arena", seats: "5", community: c, autoFill: "" }),
    );
    const id = await arenaId("Figures Arena");
    await inviteNext(deps(), { arenaId: id, count: 5, actor: { kind: "system" } });
    const slug = "figures-arena";
    for (const [userId, accept] of [
      [seat, true],
      [no, false],
      [gone, true],
    ] as const)
      await answerInvitation(deps(), { slug, userId, accept });
    await t.query(
      "update arena_invitations set status = 'expired' where arena_id = $1 and user_id = $2",
      [id, late],
    );
    const [held] = (await t.query(
      "select id from arena_invitations where arena_id = $1 and user_id = $2",
      [id, gone],
    )) as { id: string }[];
    await releaseSeat(deps(), {
      arenaId: id,
      invitationId: held!.id,
      reason: "Moved",
      actor: { kind: "system" },
    });
    expect(waiting).toBeTruthy();
    const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "|");
    // The Overview: Invited 5 = Open 1 + Seated 1 + Declined 1 + Expired 1 + Released 1; the
    // rate is Seated / answered (4): 25%.
    const overview = text((await getAs(t, "/admin/overview", admin)).body);
    expect(overview).toMatch(/Figures Arena\|+5\|+1\|+1\|+1\|+1\|+1\|+25%/);
    // The Arena's page says the same with the same words.
    const page = text((await getAs(t, `/admin/arenas/${id}`, admin)).body);
    for (const [label, n] of [
      [C.figures.invited, 5],
      [C.figures.open, 1],
      [C.figures.seated, 1],
      [C.figures.declined, 1],
      [C.figures.expired, 1],
      [C.figures.released, 1],
    ] as const)
      expect(page).toMatch(new RegExp(`\\|${label}\\|+${n}\\|`));
  });

  it("expires, reminds 48 hours before and refills, on the job's clock", async () => {
    // The job runs over every Arena: the earlier tests' are put aside.
    await t.query("delete from arena_invitations");
    await t.query("update arenas set status = 'closed'");
    await post("/admin/arenas", fields({ name: "Clock Arena", seats: "1", daysToAccept: "7" }));
    const id = await arenaId("Clock Arena");
    const c = await community("Clock Uni");
    await t.query("update arenas set community_id = $2 where id = $1", [id, c]);
    const first = await person({ points: 100, community: c });
    const next = await person({ points: 50, community: c });
    const now = new Date();
    await inviteNext(deps(), { arenaId: id, count: 1, actor: { kind: "system" }, now });
    const at = (days: number) => new Date(now.getTime() + days * 86_400_000);
    expect(await runArenaJob(deps(), at(4))).toEqual({ expired: 0, reminded: 0, refilled: 0 });
    expect(await runArenaJob(deps(), at(5.5))).toEqual({ expired: 0, reminded: 1, refilled: 0 });
    expect(await runArenaJob(deps(), at(6))).toEqual({ expired: 0, reminded: 0, refilled: 0 });
    await t.mail.waitFor(`${first}@example.com`, /Your seat in Clock Arena is held until/);
    expect(await runArenaJob(deps(), at(7.1))).toEqual({ expired: 1, reminded: 0, refilled: 1 });
    expect(await invitedIds(id)).toEqual([first, next]);
    const [expiry] = await t.query(
      "select actor, details from audit_log where action = 'arena.expire' and target = $1",
      [`arena:${id}`],
    );
    expect(expiry).toEqual({ actor: "system", details: { count: 1 } });
    // The next one declines: refilled with nobody left in line, the seat stays owed.
    expect(
      await answerInvitation(deps(), {
        slug: "clock-arena",
        userId: next,
        accept: false,
        now: at(7.2),
      }),
    ).toBe("declined");
    const third = await person({ points: 1, community: c });
    expect(await runArenaJob(deps(), at(7.3))).toMatchObject({ refilled: 1 });
    expect(await invitedIds(id)).toEqual([first, next, third]);
    // A deleted account frees its seat too.
    await answerInvitation(deps(), {
      slug: "clock-arena",
      userId: third,
      accept: true,
      now: at(7.4),
    });
    const fourth = await person({ points: 1, community: c });
    await t.query("delete from users where id = $1", [third]);
    expect(await runArenaJob(deps(), at(7.5))).toMatchObject({ refilled: 1 });
    expect((await invitedIds(id)).at(-1)).toBe(fourth);
  });

  it("never seats more than the seats, nor invites a member twice, under random operations", async () => {
    await post("/admin/arenas", fields({ name: "Random Arena", seats: "3" }));
    const id = await arenaId("Random Arena");
    const c = await community("Random Uni");
    await t.query("update arenas set community_id = $2 where id = $1", [id, c]);
    for (let i = 0; i < 8; i++) await person({ points: i, community: c });
    const op = fc.oneof(
      fc.record({ kind: fc.constant("invite" as const), n: fc.integer({ min: 1, max: 5 }) }),
      fc.record({
        kind: fc.constantFrom(
          "accept" as const,
          "decline" as const,
          "release" as const,
          "expire" as const,
          "delete" as const,
        ),
        pick: fc.nat(),
      }),
      fc.record({ kind: fc.constant("seats" as const), n: fc.integer({ min: 1, max: 6 }) }),
    );
    const pick = async (status: string, k: number) => {
      const rows = (await t.query(
        "select id, user_id from arena_invitations where arena_id = $1 and status = $2 order by place",
        [id, status],
      )) as { id: string; user_id: string }[];
      return rows.length ? rows[k % rows.length] : null;
    };
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const o of ops) {
          if (o.kind === "invite")
            await Promise.all([
              inviteNext(deps(), { arenaId: id, count: o.n, actor: { kind: "system" } }),
              inviteNext(deps(), { arenaId: id, count: o.n, actor: { kind: "system" } }),
              runArenaJob(deps()),
            ]);
          else if (o.kind === "seats")
            await t
              .query("update arenas set seats = $2 where id = $1", [id, o.n])
              .catch(() => undefined);
          else if (o.kind === "release") {
            const row = await pick("seated", o.pick);
            if (row)
              await releaseSeat(deps(), {
                arenaId: id,
                invitationId: row.id,
                reason: "test",
                actor: { kind: "system" },
              });
          } else if (o.kind === "expire") {
            await t.query(
              "update arena_invitations set expires_at = now() where id = (select id from arena_invitations where arena_id = $1 and status = 'invited' order by place limit 1)",
              [id],
            );
            await runArenaJob(deps());
          } else if (o.kind === "delete") {
            const row = await pick("seated", o.pick);
            if (row?.user_id) await t.query("delete from users where id = $1", [row.user_id]);
            await person({ points: 0, community: c });
          } else {
            const row = await pick("invited", o.pick);
            if (row)
              await answerInvitation(deps(), {
                slug: "random-arena",
                userId: row.user_id,
                accept: o.kind === "accept",
              });
          }
          const [check] = (await t.query(
            `select a.seats, (select count(*)::int from arena_invitations where arena_id = a.id and status in ('invited', 'seated')) as taken,
               (select count(*)::int from (select user_id from arena_invitations where arena_id = a.id and user_id is not null group by user_id having count(*) > 1) d) as twice
             from arenas a where a.id = $1`,
            [id],
          )) as { seats: number; taken: number; twice: number }[];
          expect(check!.taken).toBeLessThanOrEqual(check!.seats);
          expect(check!.twice).toBe(0);
        }
      }),
      { numRuns: 15 },
    );
  });
});
