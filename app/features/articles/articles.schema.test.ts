import { describe, expect, it } from "vitest";
import { articleMessages as M } from "~/content/articles";
import { ArticleSchema, firstArticleError, normalizeSlugInput } from "./articles.schema";

const valid = {
  title: "Hello",
  slug: "hello-world",
  description: "d",
  content: "c",
  image_url: "",
  status: "draft",
};

describe("article schema (docs/product.md#articles)", () => {
  it("accepts a valid article, trims, and saves an empty image URL as null", () => {
    const out = ArticleSchema.parse({ ...valid, title: "  Hello  ", image_url: "  " });
    expect(out.title).toBe("Hello");
    expect(out.image_url).toBeNull();
    expect(ArticleSchema.parse({ ...valid, image_url: "https://x.test/a.png" }).image_url).toBe(
      "https://x.test/a.png",
    );
  });

  it.each([
    [{ title: "   " }, M.titleRequired],
    [{ title: "x".repeat(201) }, M.titleMax],
    [{ slug: "" }, M.slugRequired],
    [{ slug: "a".repeat(201) }, M.slugMax],
    [{ slug: "Hello_World" }, M.slugPattern],
    [{ description: "" }, M.descriptionRequired],
    [{ description: "x".repeat(501) }, M.descriptionMax],
    [{ content: " " }, M.contentRequired],
    [{ content: "x".repeat(50_001) }, M.contentMax],
    [{ image_url: "not a url" }, M.imageUrl],
    [{ image_url: "javascript:alert(1)" }, M.imageUrl],
  ])("%j → %s", (patch, message) => {
    expect(firstArticleError({ ...valid, ...patch })).toBe(message);
  });

  it("reports the first failing rule in table order", () => {
    expect(firstArticleError({ ...valid, title: "", slug: "", content: "" })).toBe(M.titleRequired);
    expect(firstArticleError({ ...valid, slug: "B".repeat(201) })).toBe(M.slugMax);
    expect(firstArticleError({ ...valid, description: "", image_url: "x" })).toBe(
      M.descriptionRequired,
    );
  });

  it("accepts exactly the limits", () => {
    expect(
      firstArticleError({
        ...valid,
        title: "x".repeat(200),
        slug: "a".repeat(200),
        description: "d".repeat(500),
        content: "c".repeat(50_000),
      }),
    ).toBeNull();
  });

  it("rejects an unknown status", () => {
    expect(firstArticleError({ ...valid, status: "archived" })).not.toBeNull();
  });

  it("lower-cases typed slugs and turns whitespace runs into one hyphen", () => {
    expect(normalizeSlugInput("My  First\tPost ")).toBe("my-first-post-");
  });
});
