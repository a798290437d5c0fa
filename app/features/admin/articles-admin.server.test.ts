import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { articles, auditLog } from "../../../db/schema.ts";
import { articleFields, getAs, postAs, withAdminApp } from "../../../tests/support/admin.ts";
import type { TestApp } from "../../../tests/support/app.ts";
import { articleMessages as M, articleCopy } from "../../content/articles.ts";

// Articles as an admin writes them: the form's rules and messages (docs/product.md#articles), drafts and
// previews, old slugs, the RSS feed.
let t: TestApp;
let admin: string;
let member: string;
withAdminApp((app) => ({ t, admin, member } = app));
const anonymous = "";

async function articleBySlug(slug: string) {
  return (await t.db.select().from(articles)).find((a) => a.slug === slug);
}

describe("articles as admin", () => {
  it("creates, updates and deletes, with the article messages of docs/product.md", async () => {
    const a = articleFields({ status: "draft", image_url: "" });
    const created = await postAs(t, "/admin?index", admin, a);
    expect(created.statusCode).toBe(200);
    expect(created.body).toContain(articleCopy.created);
    const row = await articleBySlug(a.slug);
    expect(row).toMatchObject({ title: "Hello", status: "draft", imageUrl: null });

    const updated = await postAs(t, "/admin?index", admin, {
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

    const deleted = await postAs(t, "/admin?index", admin, { intent: "delete", id: row!.id });
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
    const a = articleFields();
    await postAs(t, "/admin?index", admin, a);
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
      const res = await postAs(t, "/admin?index", admin, { intent: "delete", id: row!.id });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain(articleCopy.deleteFailed);
      expect(res.body).not.toContain("simulated database failure");
      expect(await articleBySlug(a.slug)).toBeDefined();
    } finally {
      await t.db.execute(sql.raw("DROP TRIGGER refuse_article_delete ON articles"));
      await t.db.execute(sql.raw("DROP FUNCTION refuse_article_delete()"));
    }
  });

  it("enforces the article schema on the server (first failing rule)", async () => {
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
      const res = await postAs(t, "/admin?index", admin, articleFields(patch));
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toContain(message.replace(/'/g, "&#x27;").split(",")[0]);
    }
  });

  it("rejects a duplicate slug with a clear message", async () => {
    const a = articleFields();
    expect((await postAs(t, "/admin?index", admin, a)).statusCode).toBe(200);
    const again = await postAs(t, "/admin?index", admin, { ...a, title: "Other" });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("An article with this slug already exists");
  });

  it("serves published articles, hides drafts except as an admin preview, and 301s an old slug", async () => {
    const pub = articleFields({
      slug: "first-slug",
      title: "Published <b>one</b>",
      content: "Hi <script>alert(1)</script><img src=x onerror=alert(1)> [x](javascript:alert(1))",
    });
    await postAs(t, "/admin?index", admin, pub);
    const page = await getAs(t, "/articles/first-slug", anonymous);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Published &lt;b&gt;one&lt;/b&gt;");
    expect(page.body).toContain('property="og:title"');
    expect(page.body).not.toMatch(/<script>alert|onerror=|href="javascript:/);

    const row = await articleBySlug("first-slug");
    await postAs(t, "/admin?index", admin, {
      ...pub,
      intent: "update",
      id: row!.id,
      slug: "second-slug",
    });
    const moved = await getAs(t, "/articles/first-slug", anonymous);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/articles/second-slug");

    await postAs(t, "/admin?index", admin, articleFields({ slug: "a-draft", status: "draft" }));
    expect((await getAs(t, "/articles/a-draft", anonymous)).statusCode).toBe(404);
    expect((await getAs(t, "/articles/a-draft", member)).statusCode).toBe(404);
    const preview = await getAs(t, "/articles/a-draft", admin);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("Draft preview");
    expect((await getAs(t, "/articles/no-such-article", anonymous)).statusCode).toBe(404);
  });

  it("lists published articles only in /rss.xml as RSS 2.0 with content:encoded", async () => {
    await postAs(
      t,
      "/admin?index",
      admin,
      articleFields({ slug: "rss-pub", title: "In the feed" }),
    );
    await postAs(
      t,
      "/admin?index",
      admin,
      articleFields({ slug: "rss-draft", title: "Not in the feed", status: "draft" }),
    );
    const res = await getAs(t, "/rss.xml", anonymous);
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
    const sitemap = (await getAs(t, "/sitemap.xml", anonymous)).body;
    expect(sitemap).toContain("/articles/rss-pub</loc>");
    expect(sitemap).not.toContain("/articles/rss-draft<");
  });
});
