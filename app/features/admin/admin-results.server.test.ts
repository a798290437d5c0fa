import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { abTestEvents, auditLog, formSubmissions } from "../../../db/schema.ts";
import { getAs, withAdminApp } from "../../../tests/support/admin.ts";
import type { TestApp } from "../../../tests/support/app.ts";
import { parseCsv } from "../../../tests/support/csv.ts";

// What the admin reads: the A/B results aggregated in SQL and the submissions CSV.
let t: TestApp;
let admin: string;
withAdminApp((app) => ({ t, admin } = app));

describe("A/B results as admin", () => {
  it("aggregates per variant in SQL", async () => {
    const events = [
      ...Array.from({ length: 10 }, (_, i) => ({
        variant: "A" as const,
        eventType: "page_view" as const,
        visitorId: `visitor-a-${i}`,
      })),
      ...Array.from({ length: 3 }, (_, i) => ({
        variant: "A" as const,
        eventType: "click_primary_cta" as const,
        visitorId: `visitor-a-${i}`,
      })),
      {
        variant: "A" as const,
        eventType: "click_secondary_cta" as const,
        visitorId: "visitor-a-9",
      },
      ...Array.from({ length: 4 }, (_, i) => ({
        variant: "B" as const,
        eventType: "page_view" as const,
        visitorId: `visitor-b-${i % 2}`,
      })),
    ];
    await t.db.insert(abTestEvents).values(events);
    const res = await getAs(t, "/admin/ab-results", admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.variants[0]).toMatchObject({
      variant: "A",
      pageViews: 10,
      primaryClicks: 3,
      secondaryClicks: 1,
      uniqueVisitors: 10,
      conversionRate: 30,
    });
    expect(body.variants[1]).toMatchObject({
      variant: "B",
      pageViews: 4,
      primaryClicks: 0,
      uniqueVisitors: 2,
      conversionRate: 0,
    });
    // Judged on sign-ups (ADR 186): A leads on clicks, but nobody has joined yet.
    expect(body.variants[0]).toMatchObject({ signups: 0, signupRate: 0, badge: null });
    // Per day (migration 0008): the period's days, today's counts per variant.
    expect(body.days).toBe(30);
    expect(body.daily).toHaveLength(30);
    expect(body.daily.at(-1)).toEqual({
      day: new Date().toISOString().slice(0, 10),
      A: { pageViews: 10, primaryClicks: 3, signups: 0 },
      B: { pageViews: 4, primaryClicks: 0, signups: 0 },
    });
    const week = (await getAs(t, "/admin/ab-results?days=7", admin)).json();
    expect(week.daily).toHaveLength(7);
    expect(week.daily[0].A).toEqual({ pageViews: 0, primaryClicks: 0, signups: 0 });
    expect((await getAs(t, "/admin/ab-results?days=1000", admin)).json().days).toBe(30);
  });
});

describe("submissions CSV export", () => {
  it("parses back to the stored submissions, formulas neutralised", async () => {
    const stored: (typeof formSubmissions.$inferInsert)[] = [
      {
        formName: "launch-arena" as const,
        email: "a@example.test",
        fields: { name: 'Ann "A", Jr.', org: "Line1\nLine2" },
        urlParams: { utm_source: "news" },
        heroVariant: "A" as const,
        createdAt: new Date("2025-01-01T10:00:00Z"),
      },
      {
        formName: "launch-arena" as const,
        email: "b@example.test",
        fields: { name: '=HYPERLINK("http://evil")', org: "+1" },
        urlParams: {},
        heroVariant: null,
        createdAt: new Date("2025-01-02T10:00:00Z"),
      },
      {
        formName: "founder-signup" as const,
        email: "c@example.test",
        fields: { name: "Other form" },
        urlParams: {},
        heroVariant: "B" as const,
      },
    ];
    await t.db.insert(formSubmissions).values(stored);
    const res = await getAs(t, "/admin/submissions.csv?form=launch-arena", admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ""));
    expect(header).toEqual([
      "id",
      "created_at",
      "email",
      "hero_variant",
      "quiz_result",
      "name",
      "org",
      "param:utm_source",
    ]);
    expect(rows).toHaveLength(2);
    const byEmail = Object.fromEntries(
      rows.map((r) => [r[2], Object.fromEntries(header.map((h, i) => [h, r[i]]))]),
    );
    expect(byEmail["a@example.test"]).toMatchObject({
      created_at: "2025-01-01T10:00:00.000Z",
      hero_variant: "A",
      name: 'Ann "A", Jr.',
      org: "Line1\nLine2",
      "param:utm_source": "news",
    });
    expect(byEmail["b@example.test"]).toMatchObject({
      hero_variant: "",
      name: '\'=HYPERLINK("http://evil")',
      org: "'+1",
    });
    // Newest first.
    expect(rows[0][2]).toBe("b@example.test");
    expect((await getAs(t, "/admin/submissions.csv?form=nope", admin)).statusCode).toBe(400);
    const [exported] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "submissions.export"));
    expect(exported).toMatchObject({ target: "form:launch-arena", details: { rows: 2 } });
  });

  it("shows the submissions in the admin page", async () => {
    const res = await getAs(t, "/admin/submissions", admin);
    expect(res.body).toContain("a@example.test");
    expect(res.body).toContain("c@example.test");
  });
});
