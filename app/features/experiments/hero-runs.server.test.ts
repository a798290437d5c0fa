import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { overviewCopy } from "../../content/admin.ts";
import { auditLog, formSubmissions, profiles } from "../../../db/schema.ts";
import { getAs, postAs, withAdminApp } from "../../../tests/support/admin.ts";
import { createTestApp, type TestApp } from "../../../tests/support/app.ts";
import { confirmMember } from "../../../tests/support/factories.ts";
import { exportPersonalData } from "../members/data-export.server.ts";
import { heroTestCounts, heroTestCountsFromRows, heroTestReport } from "./results.server.ts";
import { quizFunnels } from "./quiz-funnel.server.ts";

// ADR 186: the hero test judged on sign-ups, stopped and restarted; the quizzes'
// funnels; a founder's quiz result carried into their application.
let t: TestApp;
let admin: string;
withAdminApp((app) => ({ t, admin } = app));

const CONSENT = "vs_consent=all";
let n = 0;

/** Joins the waitlist through its form, as a browser with `cookie` (and `headers`) would. */
async function join(cookie: string, headers: Record<string, string> = {}) {
  const email = `joiner-${++n}@example.test`;
  const res = await t.app.inject({
    method: "POST",
    url: "/waitlist",
    headers: {
      host: new URL(t.origin).host,
      origin: t.origin,
      cookie,
      "x-forwarded-for": `10.9.0.${n}`,
      "content-type": "application/x-www-form-urlencoded",
      ...headers,
    },
    payload: new URLSearchParams({
      name: `Joiner ${n}`,
      email,
      password: "correct-horse-7",
    }).toString(),
  });
  expect(res.statusCode).toBe(302);
  const [row] = await t.db.select().from(profiles).where(eq(profiles.email, email));
  return { email, id: row.id, heroVariant: row.heroVariant, heroTest: row.heroTest };
}

const beacon = (cookie: string, body: object, url = "/api/events") =>
  t.app.inject({
    method: "POST",
    url,
    headers: { origin: t.origin, cookie, "content-type": "application/json" },
    payload: JSON.stringify(body),
  });

describe("the hero test judged on sign-ups", () => {
  it("counts a sign-up per variant only with measurement consent; confirmations too; counts outlive the member", async () => {
    const withB = await join(`${CONSENT}; vs_hero=B`);
    expect([withB.heroTest, withB.heroVariant]).toEqual(["hero-messaging", "B"]);
    const noConsent = await join("vs_hero=A");
    expect(noConsent.heroVariant).toBeNull();
    const gpc = await join(`${CONSENT}; vs_hero=A`, { "sec-gpc": "1" });
    expect(gpc.heroVariant).toBeNull();

    let counts = await heroTestCounts(t.db);
    expect([counts.A.signups, counts.B.signups, counts.B.confirmedSignups]).toEqual([0, 1, 0]);
    await confirmMember(t, { email: withB.email });
    counts = await heroTestCounts(t.db);
    expect(counts.B.confirmedSignups).toBe(1);
    expect(counts).toEqual(await heroTestCountsFromRows(t.db));
    // 'Download My Data' says which message the member saw (the privacy policy says so).
    expect((await exportPersonalData(t.db, { userId: withB.id })).profile?.heroVariant).toBe("B");
    // A deleted member leaves the count (only counts remain).
    await t.query("delete from users where id = $1", [withB.id]);
    expect((await heroTestCounts(t.db)).B.signups).toBe(1);
  });

  it("stops: one variant for everyone (without JavaScript too), no more events or sign-ups, figures frozen; restarts a new run", async () => {
    await beacon(`${CONSENT}; vs_hero=A; vs_vid=visitor-aaaaaaaaaaaaaaaa`, {
      variant: "A",
      event_type: "page_view",
    });
    const before = await heroTestCounts(t.db);
    expect(before.A.pageViews).toBe(1);

    const refused = await postAs(t, "/admin/ab-tests", admin, {
      intent: "stop",
      variant: "B",
      reason: " ",
    });
    expect(refused.statusCode).toBe(400);
    const stop = await postAs(t, "/admin/ab-tests", admin, {
      intent: "stop",
      variant: "B",
      reason: "B wins on sign-ups",
    });
    expect(stop.statusCode).toBe(200);
    expect(
      (await postAs(t, "/admin/ab-tests", admin, { intent: "stop", variant: "A", reason: "again" }))
        .statusCode,
    ).toBe(409);
    const [audited] = await t.db.select().from(auditLog).where(eq(auditLog.action, "ab_test.stop"));
    expect(audited.details).toMatchObject({ run: 1, variant: "B" });

    // A fresh visitor, and one who had A, both get B, in the cookie and marked in the HTML.
    for (const cookie of ["", "vs_hero=A"]) {
      const home = await t.app.inject({
        method: "GET",
        url: "/",
        headers: { cookie, "accept-encoding": "identity" },
      });
      expect(home.statusCode).toBe(200);
      expect(String(home.headers["set-cookie"])).toMatch(/^vs_hero=B;/);
      expect(home.body).toMatch(/<html[^>]* data-hero="B"/);
    }
    const brotli = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { "accept-encoding": "br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");

    await beacon(`${CONSENT}; vs_hero=B; vs_vid=visitor-bbbbbbbbbbbbbbbb`, {
      variant: "B",
      event_type: "page_view",
    });
    const late = await join(`${CONSENT}; vs_hero=B`);
    expect(late.heroVariant).toBeNull();
    expect(await heroTestCounts(t.db)).toEqual(before);

    const report = await heroTestReport(t.db, 7);
    expect(report.run).toMatchObject({
      run: 1,
      shownVariant: "B",
      stopReason: "B wins on sign-ups",
    });
    expect(report.run.stoppedAt).not.toBeNull();

    expect((await postAs(t, "/admin/ab-tests", admin, { intent: "restart" })).statusCode).toBe(200);
    const home = await t.app.inject({ method: "GET", url: "/", headers: { cookie: "vs_hero=B" } });
    expect(String(home.headers["set-cookie"])).toMatch(/^vs_hero=[AB]2;/);
    expect(home.body).not.toContain('data-hero="B"');
    const fresh = await join(`${CONSENT}; vs_hero=A2`);
    expect([fresh.heroTest, fresh.heroVariant]).toEqual(["hero-messaging#2", "A"]);
    const next = await heroTestReport(t.db, 7);
    expect(next.run).toMatchObject({ run: 2, shownVariant: null });
    expect(next.variants[0].signups).toBe(1);
    expect(next.earlier).toHaveLength(1);
    expect(next.earlier[0]).toMatchObject({ run: 1, shownVariant: "B" });
    expect(next.earlier[0].results.variants[1].signups).toBe(1);
    const restarted = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "ab_test.restart"));
    expect(restarted).toHaveLength(1);
    // The section shows it to an admin.
    expect((await getAs(t, "/admin/ab-results?days=7", admin)).body).toContain("hero-messaging#2");
  });
});

describe("quiz funnels", () => {
  it("count steps only with consent, refuse unknown steps, and sum per quiz", async () => {
    for (const step of ["started", "started", "finished", "band:1", "cta:1-0"])
      expect(
        (await beacon(CONSENT, { quiz: "founder", step }, "/api/quiz-events")).statusCode,
      ).toBe(204);
    expect(
      (await beacon("", { quiz: "founder", step: "started" }, "/api/quiz-events")).statusCode,
    ).toBe(204);
    expect(
      (await beacon(CONSENT, { quiz: "staker", step: "disqualified" }, "/api/quiz-events"))
        .statusCode,
    ).toBe(400);
    expect(
      (await beacon(CONSENT, { quiz: "founder", step: "band:9" }, "/api/quiz-events")).statusCode,
    ).toBe(400);
    expect(
      (
        await beacon(
          CONSENT,
          { quiz: "founder", step: "started", email: "x@y" },
          "/api/quiz-events",
        )
      ).statusCode,
    ).toBe(400);
    const [founder, staker] = await quizFunnels(t.db, 7);
    expect(founder).toMatchObject({ started: 2, finished: 1, clicked: 1, disqualified: 0 });
    expect(founder.bands.map((b) => b.reached)).toEqual([0, 1, 0]);
    expect(staker.started).toBe(0);
    const overview = (await getAs(t, "/admin/overview?days=7", admin)).body;
    expect(overview).toContain("Founder Readiness Quiz");
    // The funnel in one line, each step a share of the one before; the idle quiz says so.
    expect(overview).toContain("Started 2 → Finished 1 (50%) → Clicked 1 (100%)");
    expect(overview).toContain(overviewCopy.quizzes.empty);
  });
});

describe("a founder's quiz result", () => {
  const application = {
    name: "Priya Natarajan",
    email: "priya-quiz@soilsense.example",
    startupName: "SoilSense",
    stage: "Building a prototype",
    pitch: "Cheap soil sensors that tell small farms when to water.",
    website: "",
    arena: "Lakeshore University",
    grantSize: "$50K",
    heardFrom: "Social media",
  };
  it("is stored with the application when it matches the bands, and ignored otherwise", async () => {
    const paths = [
      "/forms/founder-signup?quiz=founder&band=the-builder&score=14",
      "/forms/founder-signup?quiz=founder&band=the-builder&score=20",
      "/forms/founder-signup?quiz=founder&band=the-boss&score=14",
    ];
    for (const [i, path] of paths.entries())
      expect(
        (await postAs(t, path, "", { ...application, email: `q${i}-${application.email}` }))
          .statusCode,
      ).toBe(200);
    const rows = await t.db
      .select({ email: formSubmissions.email, quizResult: formSubmissions.quizResult })
      .from(formSubmissions)
      .where(eq(formSubmissions.formName, "founder-signup"));
    const byEmail = Object.fromEntries(rows.map((r) => [r.email.slice(0, 2), r.quizResult]));
    expect(byEmail).toEqual({ q0: "The Builder (14 / 24)", q1: null, q2: null });
    const csv = await getAs(t, "/admin/submissions.csv?form=founder-signup", admin);
    expect(csv.body).toContain("The Builder (14 / 24)");
  });
});

describe("the home page without its database", () => {
  it("is still served, as built (the hero state is read from the database)", async () => {
    const lone = await createTestApp();
    try {
      await lone.services.database.close();
      const home = await lone.app.inject({ method: "GET", url: "/" });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain("<html");
    } finally {
      await lone.app.close();
      await lone.mail.close();
    }
  });
});
