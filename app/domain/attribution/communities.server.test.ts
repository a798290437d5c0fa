import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, profiles } from "../../../db/schema.ts";
import { postAs, withAdminApp } from "../../../tests/support/admin.ts";
import type { TestApp } from "../../../tests/support/app.ts";
import { signUpsOn } from "../../../tests/support/sign-ups.ts";
import { publicCommunities, publicCommunitiesOf, resolveCommunity } from "./communities.server.ts";

// Communities (ADR 193): spellings matched, merged by an admin, listed publicly from 10
// confirmed members.
let t: TestApp;
let admin: string;
withAdminApp((app) => ({ t, admin } = app));
const { join, counters } = signUpsOn(() => t);

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
    const res = await postAs(t, "/admin/communities", admin, {
      intent: "merge",
      from: b!,
      into: a!,
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
      const again = await postAs(t, "/admin/communities", admin, { intent: "merge", from, into });
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

    publicCommunitiesOf(t.app.services).forget(); // the page's earlier renders read it when it was empty
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
    expect(await publicCommunitiesOf(t.app.services).get()).toEqual(body.communities);
  });
});
