// The public leaderboard and the dashboard's top leaders carry no member ids (a member's
// id is also their referral code) or avatar paths; the viewer's own row is flagged
// instead (ADR 180).
import { describe, expect, test } from "vitest";
import { type TestApp, withTestApp } from "../support/app.ts";
import { createMember, request } from "../support/factories.ts";

let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

describe("leaderboard payload", () => {
  test("names no member's id, to visitors or members, in the page or its data", async () => {
    const a = await createMember(t, { name: "Alpha Leader", points: 900 });
    const b = await createMember(t, { name: "Beta Leader", points: 800 });
    await t.services.database.rawTransaction((run) =>
      run("update profiles set avatar_url = $2 where id = $1", [b.id, `/avatars/${b.id}/x.webp`]),
    );
    for (const cookie of ["", a.cookie]) {
      for (const path of ["/leaderboard", "/leaderboard.data", "/leaderboard?page=1"]) {
        const res = await request(t, { path, headers: cookie ? { cookie } : {} });
        expect(res.status, path).toBe(200);
        expect(res.body, path).toContain("Beta Leader");
        expect(res.body, `${path} names b`).not.toContain(b.id);
        expect(res.body, `${path} names a`).not.toContain(a.id);
      }
    }
    const dashboard = await request(t, { path: "/dashboard.data", headers: { cookie: a.cookie } });
    expect(dashboard.body).toContain("Beta Leader");
    expect(dashboard.body).not.toContain(b.id);
    // The member's own row is still marked.
    const mine = await request(t, { path: "/leaderboard", headers: { cookie: a.cookie } });
    expect(mine.body).toMatch(/aria-current="true"[^]*Alpha Leader/);
  });
});
