import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { communities, profiles } from "../../../db/schema.ts";
import { getAs, postAs, withAdminApp } from "../../../tests/support/admin.ts";
import { cookiesFrom, type TestApp } from "../../../tests/support/app.ts";
import { parseCsv } from "../../../tests/support/csv.ts";
import { confirmMember } from "../../../tests/support/factories.ts";
import { CONSENT, signUpsOn, touchCookie } from "../../../tests/support/sign-ups.ts";
import { joiningText } from "../../content/joining.ts";
import { exportPersonalData } from "../members/data-export.server.ts";

// Who is waiting and where they came from (docs/architecture.md D24, ADR 193): what a
// waitlist sign-up keeps, and what the operator and the member see of it. Merges and the
// public list: app/domain/attribution/communities.server.test.ts; the counters' property:
// sign-up-counters.server.test.ts.
let t: TestApp;
let admin: string;
withAdminApp((app) => ({ t, admin } = app));
const { join, counters } = signUpsOn(() => t);

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

  it("carries a share link's channel (utm_*) through /join to the waitlist, where the first touch takes it", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/join?ref=abc123&utm_source=whatsapp&utm_medium=share&other=x",
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/waitlist?ref=abc123&utm_source=whatsapp&utm_medium=share");
    const plain = await t.app.inject({ method: "GET", url: "/join?utm_source=qr" });
    expect(plain.headers.location).toBe("/waitlist?utm_source=qr");
    // A visitor without a script posts from that page: its utm_source is the source.
    const joined = await join({}, CONSENT, { url: "/waitlist?utm_source=whatsapp" });
    expect(joined.row.utmSource).toBe("whatsapp");
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
