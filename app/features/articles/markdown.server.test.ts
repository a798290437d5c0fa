import { describe, expect, it } from "vitest";
import { decodeEntities, plainText, renderMarkdown } from "./markdown.server.ts";

describe("article Markdown (rendered and sanitised on the server)", () => {
  it("renders Markdown, with content headings starting at h2", () => {
    const html = renderMarkdown(
      "# Title\n\nSome **bold** and [a link](https://example.test).\n\n- one\n- two",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain(
      '<a href="https://example.test" rel="noopener noreferrer nofollow">a link</a>',
    );
    expect(html).toContain("<li>one</li>");
  });

  it.each([
    ["<script>alert(1)</script>", /<script/i],
    ['<img src="x" onerror="alert(1)">', /onerror/i],
    ["[x](javascript:alert(1))", /javascript:/i],
    ['<a href="javascript:alert(1)">x</a>', /javascript:/i],
    ['<iframe src="https://evil.test"></iframe>', /<iframe/i],
    ['<div style="background:url(x)" onclick="x()">y</div>', /onclick|style=/i],
    ["<svg><script>alert(1)</script></svg>", /<svg|<script/i],
  ])("neutralises %s", (input, forbidden) => {
    expect(renderMarkdown(input)).not.toMatch(forbidden);
  });

  it("reduces HTML to text and decodes entities once", () => {
    expect(plainText("<p>Hello <b>bold</b> &amp; <i>more</i><script>x()</script></p>")).toBe(
      "Hello bold & more",
    );
    expect(decodeEntities("&lt;b&gt; &#39;q&#39; &#x41; &amp;amp;")).toBe("<b> 'q' A &amp;");
    expect(decodeEntities("&#0; &#xD800; &bogus;")).toBe("&#0; &#xD800; &bogus;");
  });
});
