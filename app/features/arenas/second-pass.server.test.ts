import { describe, expect, it } from "vitest";
import { getAs, postAs, withAdminApp } from "../../../tests/support/admin.ts";
import type { TestApp } from "../../../tests/support/app.ts";
import { communitiesCopy } from "../../content/admin-sources.ts";
import { stakingCopy } from "../../content/staking.ts";
import { arenaCommunities } from "../../domain/arenas/arenas.server.ts";

// Inside the Arena, second pass, through the host on both databases: 'Who?' (the 'Stakes'
// section, sorted, and its audited CSV), 'New Community' offered for an Arena at once,
// 'Unmatched applications' assigned, the stake form's refusal giving back what was typed, and
// the header rendered for the session without JavaScript.
let t: TestApp;
let admin: string;
let member: string;
withAdminApp((app) => ({ t, admin, member } = app), { RATE_LIMIT: "off" });
const S = stakingCopy.admin;
const P = stakingCopy.public;
const C = communitiesCopy;

const post = (url: string, body: Record<string, string>, cookie = admin) =>
  postAs(t, `${url}.data`, cookie, body).then((r) => ({ status: r.statusCode, body: r.body }));
const page = (url: string, cookie = admin) => getAs(t, url, cookie);

async function seatedArena() {
  const [arena] = await t.query(
    `insert into arenas (name, slug, seats, kickoff_on, status, grant_pool)
     values ('Wharf Arena', 'wharf-arena', 10, '2099-03-12', 'open', 1001) returning id`,
  );
  const id = arena!.id as string;
  const [user] = await t.query("select id from users where email = 'member@example.test'");
  await t.query(
    `insert into arena_invitations (arena_id, user_id, place, status, expires_at)
     values ($1, $2, 1, 'seated', now() + interval '7 days')`,
    [id, user!.id],
  );
  for (const [name, venture, email] of [
    ["Ana Lima", "Kelp Works", "ana@wharf.example"],
    ["Rui Costa", "Tidal Grid", "rui@wharf.example"],
  ])
    await post(`/admin/arenas/${id}`, {
      intent: "addFounder",
      founderName: name!,
      ventureName: venture!,
      pitch: `${venture} in one line.`,
      email: email!,
      pitchUrl: "",
      submission: "",
    });
  await post(`/admin/arenas/${id}`, { intent: "openStaking" });
  const founders = await t.query(
    "select id, venture_name from arena_founders where arena_id = $1 order by place",
    [id],
  );
  return {
    id,
    userId: user!.id as string,
    f1: founders[0]!.id as string,
    f2: founders[1]!.id as string,
  };
}

describe("the second pass through the host", () => {
  it("refuses a stake save with what was typed; lists who staked what, sorted, and as a CSV", async () => {
    const a = await seatedArena();
    // Without JavaScript (a document POST): refused, with the fields as typed.
    const refused = await postAs(t, "/arenas/wharf-arena", member, {
      intent: "stake",
      [`stake-${a.f1}`]: "12.5",
      [`stake-${a.f2}`]: "7",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(P.wholeNumbers);
    expect(refused.body).toMatch(/value="12\.5"/);
    const zero = await post(
      "/arenas/wharf-arena",
      {
        intent: "stake",
        [`stake-${a.f1}`]: "0",
        [`stake-${a.f2}`]: "",
      },
      member,
    );
    expect(zero.body).toContain(P.noneStaked);
    expect(
      (
        await post(
          "/arenas/wharf-arena",
          {
            intent: "stake",
            [`stake-${a.f1}`]: "60",
            [`stake-${a.f2}`]: "40",
          },
          member,
        )
      ).body,
    ).toContain(P.saved);

    const sorted = (await page(`/admin/arenas/${a.id}?stakes=tokens`)).body;
    expect(sorted).toContain(S.stakes);
    expect(sorted).toContain(`/admin/members/${a.userId}`);
    expect(sorted.indexOf(">Kelp Works<", sorted.indexOf("arena-stakes"))).toBeLessThan(
      sorted.indexOf(">Tidal Grid<", sorted.indexOf("arena-stakes")),
    );
    expect(sorted).toContain('aria-sort="descending"');
    const csv = await page(`/admin/arenas/${a.id}/stakes.csv?stakes=venture`);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toContain(`${a.userId},member,Kelp Works,60,seated`);
    expect((await page(`/admin/arenas/${a.id}/stakes.csv`, member)).statusCode).not.toBe(200);
    const [audit] = await t.query(
      "select details from audit_log where action = 'arena.stakes.export' and target = $1",
      [`arena:${a.id}`],
    );
    expect(audit!.details).toEqual({ rows: 2 });
  });

  it("creates a community, offered for an Arena at once; refuses the same name again", async () => {
    const created = await post("/admin/communities", {
      intent: "create",
      name: "  Riverside   University ",
    });
    expect(created.body).toContain(C.created);
    const again = await post("/admin/communities", {
      intent: "create",
      name: "riverside university",
    });
    expect([again.status, again.body.includes(C.exists)]).toEqual([409, true]);
    expect((await arenaCommunities(t.db)).map((c) => c.name)).toContain("Riverside University");
    expect(
      (await post("/admin/communities", { intent: "create", name: "x" }, member)).status,
    ).not.toBe(200);
  });

  it("lists an application naming no open Arena as unmatched, and assigns it", async () => {
    const applied = await postAs(t, "/forms/founder-signup", "", {
      name: "Lea Park",
      email: "lea@river.example",
      startupName: "River Cells",
      stage: "Idea stage",
      pitch: "Batteries from river silt.",
      website: "",
      arena: "Riverside Arena",
      grantSize: "$25K",
      heardFrom: "Event or talk",
    });
    expect(applied.statusCode).toBe(200);
    const list = (await page("/admin/arenas")).body;
    expect(list).toContain(S.unmatched);
    expect(list).toContain("Riverside Arena");
    const [submission] = await t.query(
      "select id from form_submissions where email = 'lea@river.example'",
    );
    const [arena] = await t.query("select id from arenas where slug = 'wharf-arena'");
    const assigned = await post("/admin/arenas", {
      intent: "assign",
      submission: submission!.id as string,
      arena: arena!.id as string,
    });
    expect(assigned.body).toContain(S.assigned);
    expect((await page(`/admin/arenas/${arena!.id as string}`)).body).toContain("River Cells");
    expect((await page("/admin/arenas")).body).not.toContain(S.unmatched);
  });

  it("returns to the page the member logged in from, never to another site", async () => {
    const login = (next: string) =>
      postAs(t, "/login", "", { email: "member@example.test", password: "secret123", next });
    expect((await login("/arenas/wharf-arena")).headers.location).toBe("/arenas/wharf-arena");
    expect((await login("//evil.example/arenas")).headers.location).toBe("/dashboard");
    expect((await login("https://evil.example")).headers.location).toBe("/dashboard");
  });

  it("renders the header for the session on the server: Dashboard for a member", async () => {
    const signedIn = await page("/arenas", member);
    expect(signedIn.body).toMatch(/<html[^>]*data-member="1"/);
    expect(signedIn.headers["cache-control"]).toContain("private");
    const visitor = await page("/arenas", "");
    expect(visitor.body).not.toMatch(/<html[^>]*data-member/);
  });
});
