import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { abTestEvents, articles, auditLog, formSubmissions } from "../../../db/schema.ts";
import { cookiesFrom, createTestApp, type TestApp } from "../../../tests/support/app.ts";
import { adminCopy } from "../../content/admin.ts";
import { articleMessages as M, articleCopy } from "../../content/articles.ts";
import { setAdminRole } from "../../lib/roles.server.ts";
import { parseCsv } from "./csv.ts";

let t: TestApp;
let admin: string;
let member: string;
const anonymous = "";

async function signUp(email: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/auth",
    headers: {
      host: new URL(t.origin).host,
      origin: t.origin,
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: new URLSearchParams({ mode: "signup", email, password: "secret123" }).toString(),
  });
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe("/admin?welcome=signed-up");
  return cookiesFrom(res.headers["set-cookie"]);
}

function post(url: string, cookie: string, fields: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url,
    headers: {
      host: new URL(t.origin).host,
      origin: t.origin,
      cookie,
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

const get = (url: string, cookie: string) =>
  t.app.inject({ method: "GET", url, headers: { cookie } });

const article = (patch: Record<string, string> = {}) => ({
  intent: "create",
  title: "Hello",
  slug: `hello-${Math.random().toString(36).slice(2, 8)}`,
  description: "A description",
  content: "# Heading\n\nSome **bold** text.",
  image_url: "",
  status: "published",
  ...patch,
});

async function articleBySlug(slug: string) {
  return (await t.db.select().from(articles)).find((a) => a.slug === slug);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp("admin@example.test");
  await setAdminRole(t.db, "admin@example.test", true);
  member = await signUp("member@example.test");
});
afterAll(async () => {
  await t?.close();
});

describe("/auth", () => {
  it("signs in with the right password and forwards the session cookie; shows the service message otherwise", async () => {
    const ok = await post("/auth", "", {
      mode: "signin",
      email: "member@example.test",
      password: "secret123",
    });
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe("/admin?welcome=signed-in");
    expect(cookiesFrom(ok.headers["set-cookie"])).toMatch(/vs\.session_token=/);
    const bad = await post("/auth", "", {
      mode: "signin",
      email: "member@example.test",
      password: "wrong-pass",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Invalid email or password");
    const short = await post("/auth", "", {
      mode: "signup",
      email: "x@example.test",
      password: "123",
    });
    expect(short.statusCode).toBe(400);
  });

  it("sends a signed-in visitor on to /admin, and sign-up never grants the admin role", async () => {
    const res = await get("/auth", member);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/admin");
    const page = await get("/admin", member);
    expect(page.body).toContain(adminCopy.deniedTitle);
  });
});

describe("/admin page", () => {
  it("redirects anonymous visitors to /auth", async () => {
    const res = await get("/admin", anonymous);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/auth");
  });

  it("shows 'Access Denied' to a member and the dashboard to an admin", async () => {
    const denied = await get("/admin", member);
    expect(denied.statusCode).toBe(200);
    expect(denied.body).toContain("You don&#x27;t have admin permissions.");
    expect(denied.body).not.toMatch(/>Admin Dashboard<\/h1>/);
    const ok = await get("/admin", admin);
    expect(ok.body).toMatch(/>Admin Dashboard<\/h1>/);
    expect(ok.body).toContain(articleCopy.empty);
  });

  it("logs out: the session cookie is cleared and / follows", async () => {
    const session = cookiesFrom(
      (
        await post("/auth", "", {
          mode: "signin",
          email: "member@example.test",
          password: "secret123",
        })
      ).headers["set-cookie"],
    );
    const res = await post("/admin", session, { intent: "logout" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    expect(String(res.headers["set-cookie"])).toMatch(/vs\.session_token=;/);
    expect((await get("/admin", session)).statusCode).toBe(302);
  });
});

describe("admin actions are checked on the server", () => {
  const cases: [string, () => Record<string, string>][] = [
    ["create", () => article()],
    [
      "update",
      () => ({ ...article({ intent: "update" }), id: "00000000-0000-4000-8000-000000000000" }),
    ],
    ["delete", () => ({ intent: "delete", id: "00000000-0000-4000-8000-000000000000" })],
  ];
  for (const [name, fields] of cases) {
    it(`${name}: 403 for anonymous and members`, async () => {
      const before = (await t.db.select().from(articles)).length;
      for (const cookie of [anonymous, member]) {
        const res = await post("/admin", cookie, fields());
        expect(res.statusCode).toBe(403);
      }
      expect((await t.db.select().from(articles)).length).toBe(before);
    });
  }

  it("A/B results and CSV export: 403 for anonymous and members", async () => {
    for (const cookie of [anonymous, member]) {
      expect((await get("/admin/ab-results", cookie)).statusCode).toBe(403);
      expect((await get("/admin/submissions.csv?form=launch-arena", cookie)).statusCode).toBe(403);
    }
  });

  it("refuses a write from another origin even with an admin session", async () => {
    const before = (await t.db.select().from(articles)).length;
    const res = await t.app.inject({
      method: "POST",
      url: "/admin",
      headers: {
        host: new URL(t.origin).host,
        origin: "https://evil.example",
        cookie: admin,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: new URLSearchParams(article()).toString(),
    });
    expect([400, 403]).toContain(res.statusCode);
    expect((await t.db.select().from(articles)).length).toBe(before);
  });
});

describe("articles as admin", () => {
  it("creates, updates and deletes, with the §8 messages", async () => {
    const a = article({ status: "draft", image_url: "" });
    const created = await post("/admin", admin, a);
    expect(created.statusCode).toBe(200);
    expect(created.body).toContain(articleCopy.created);
    const row = await articleBySlug(a.slug);
    expect(row).toMatchObject({ title: "Hello", status: "draft", imageUrl: null });

    const updated = await post("/admin", admin, {
      ...a,
      intent: "update",
      id: row!.id,
      title: "Hello again",
      image_url: "https://img.example/a.png",
    });
    expect(updated.body).toContain(articleCopy.updated);
    expect(await articleBySlug(a.slug)).toMatchObject({
      title: "Hello again",
      imageUrl: "https://img.example/a.png",
    });

    const deleted = await post("/admin", admin, { intent: "delete", id: row!.id });
    expect(deleted.body).toContain(articleCopy.deleted);
    expect(await articleBySlug(a.slug)).toBeUndefined();
    // Each write is audited with the admin as actor (docs/architecture.md D15).
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `article:${row!.id}`))
      .orderBy(auditLog.id);
    expect(audit.map((r) => [r.actor, r.action, r.details])).toEqual([
      ["admin", "article.create", { slug: a.slug, status: "draft" }],
      ["admin", "article.update", { slug: a.slug, status: "draft" }],
      ["admin", "article.delete", { slug: a.slug, status: "draft" }],
    ]);
    expect(new Set(audit.map((r) => r.actorId)).size).toBe(1);
  });

  it("answers 'Failed to delete article' (not the error page) when the database refuses the delete", async () => {
    const a = article();
    await post("/admin", admin, a);
    const row = await articleBySlug(a.slug);
    // A database error on the delete: a trigger that raises, as a lost connection would.
    await t.db.execute(
      sql.raw(`CREATE FUNCTION refuse_article_delete() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'simulated database failure'; END $$`),
    );
    await t.db.execute(
      sql.raw(`CREATE TRIGGER refuse_article_delete BEFORE DELETE ON articles
        FOR EACH ROW EXECUTE FUNCTION refuse_article_delete()`),
    );
    try {
      const res = await post("/admin", admin, { intent: "delete", id: row!.id });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain(articleCopy.deleteFailed);
      expect(res.body).not.toContain("simulated database failure");
      expect(await articleBySlug(a.slug)).toBeDefined();
    } finally {
      await t.db.execute(sql.raw("DROP TRIGGER refuse_article_delete ON articles"));
      await t.db.execute(sql.raw("DROP FUNCTION refuse_article_delete()"));
    }
  });

  it("enforces the §5 schema on the server (first failing rule)", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ title: " " }, M.titleRequired],
      [{ title: "x".repeat(201) }, M.titleMax],
      [{ slug: "" }, M.slugRequired],
      [{ slug: "a".repeat(201) }, M.slugMax],
      [{ slug: "Bad Slug" }, M.slugPattern],
      [{ description: "" }, M.descriptionRequired],
      [{ description: "x".repeat(501) }, M.descriptionMax],
      [{ content: "" }, M.contentRequired],
      [{ content: "x".repeat(50_001) }, M.contentMax],
      [{ image_url: "javascript:alert(1)" }, M.imageUrl],
    ];
    for (const [patch, message] of cases) {
      const res = await post("/admin", admin, article(patch));
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toContain(message.replace(/'/g, "&#x27;").split(",")[0]);
    }
  });

  it("rejects a duplicate slug with a clear message", async () => {
    const a = article();
    expect((await post("/admin", admin, a)).statusCode).toBe(200);
    const again = await post("/admin", admin, { ...a, title: "Other" });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("An article with this slug already exists");
  });

  it("serves published articles, hides drafts except as an admin preview, and 301s an old slug", async () => {
    const pub = article({
      slug: "first-slug",
      title: "Published <b>one</b>",
      content: "Hi <script>alert(1)</script><img src=x onerror=alert(1)> [x](javascript:alert(1))",
    });
    await post("/admin", admin, pub);
    const page = await get("/articles/first-slug", anonymous);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Published &lt;b&gt;one&lt;/b&gt;");
    expect(page.body).toContain('property="og:title"');
    expect(page.body).not.toMatch(/<script>alert|onerror=|href="javascript:/);

    const row = await articleBySlug("first-slug");
    await post("/admin", admin, { ...pub, intent: "update", id: row!.id, slug: "second-slug" });
    const moved = await get("/articles/first-slug", anonymous);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/articles/second-slug");

    await post("/admin", admin, article({ slug: "a-draft", status: "draft" }));
    expect((await get("/articles/a-draft", anonymous)).statusCode).toBe(404);
    expect((await get("/articles/a-draft", member)).statusCode).toBe(404);
    const preview = await get("/articles/a-draft", admin);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("Draft preview");
    expect((await get("/articles/no-such-article", anonymous)).statusCode).toBe(404);
  });

  it("lists published articles only in /rss.xml as RSS 2.0 with content:encoded", async () => {
    await post("/admin", admin, article({ slug: "rss-pub", title: "In the feed" }));
    await post(
      "/admin",
      admin,
      article({ slug: "rss-draft", title: "Not in the feed", status: "draft" }),
    );
    const res = await get("/rss.xml", anonymous);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/rss+xml");
    const doc = new XMLParser({ isArray: (n) => n === "item" }).parse(res.body);
    expect(doc.rss).toBeDefined();
    const items = doc.rss.channel.item as Record<string, string>[];
    const item = items.find((i) => i.title === "In the feed")!;
    expect(item.link).toBe(`${t.origin}/articles/rss-pub`);
    expect(Date.parse(item.pubDate)).not.toBeNaN();
    expect(item.description).toBe("A description");
    expect(item["content:encoded"]).toContain("<strong>bold</strong>");
    expect(items.some((i) => i.title === "Not in the feed")).toBe(false);
    const sitemap = (await get("/sitemap.xml", anonymous)).body;
    expect(sitemap).toContain("/articles/rss-pub</loc>");
    expect(sitemap).not.toContain("/articles/rss-draft<");
  });
});

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
    const res = await get("/admin/ab-results", admin);
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
    expect(body.variants[0].badge).toBe("Leading");
    // Per day (migration 0008): the period's days, today's counts per variant.
    expect(body.days).toBe(30);
    expect(body.daily).toHaveLength(30);
    expect(body.daily.at(-1)).toEqual({
      day: new Date().toISOString().slice(0, 10),
      A: { pageViews: 10, primaryClicks: 3 },
      B: { pageViews: 4, primaryClicks: 0 },
    });
    const week = (await get("/admin/ab-results?days=7", admin)).json();
    expect(week.daily).toHaveLength(7);
    expect(week.daily[0].A).toEqual({ pageViews: 0, primaryClicks: 0 });
    expect((await get("/admin/ab-results?days=1000", admin)).json().days).toBe(30);
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
    const res = await get("/admin/submissions.csv?form=launch-arena", admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ""));
    expect(header).toEqual([
      "id",
      "created_at",
      "email",
      "hero_variant",
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
    expect((await get("/admin/submissions.csv?form=nope", admin)).statusCode).toBe(400);
    const [exported] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "submissions.export"));
    expect(exported).toMatchObject({ target: "form:launch-arena", details: { rows: 2 } });
  });

  it("shows the submissions in the admin page", async () => {
    const res = await get("/admin", admin);
    expect(res.body).toContain("a@example.test");
    expect(res.body).toContain("c@example.test");
  });
});
