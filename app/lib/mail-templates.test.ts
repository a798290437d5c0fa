import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MAIL_COLOURS, renderMail } from "./mail-templates.server.ts";
import { siteConfig } from "./site-config.ts";

const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");
const light = css.indexOf('[data-scheme="light"] {');
const root = css.slice(light, css.indexOf("}", light));

describe("mail template", () => {
  it("uses the light theme's colour tokens of app/app.css", () => {
    for (const [token, value] of Object.entries(MAIL_COLOURS))
      expect(root, token).toMatch(new RegExp(`--${token}:\\s*${value};`));
  });

  const mail = renderMail({
    kind: "test",
    to: "ann@example.com",
    subject: "Hello <there>",
    greeting: "Hi <b>Ann</b>,",
    body: ["First & only.", { rows: [{ label: "Role", value: "" }] }],
    action: { label: "Open", url: "https://example.com/a?b=1&c=2" },
    why: "You get this because you asked.",
    unsubscribe: { url: "https://example.com/unsubscribe?token=x", listName: "referral updates" },
  });

  it("reads as plain text: greeting, paragraphs, 'Label: url', sign-off, why, unsubscribe", () => {
    expect(mail.text).toBe(
      [
        "Hi <b>Ann</b>,",
        "First & only.",
        "Role: —",
        "Open: https://example.com/a?b=1&c=2",
        `— The ${siteConfig.brand} team`,
        "You get this because you asked.\nUnsubscribe from referral updates: https://example.com/unsubscribe?token=x",
      ].join("\n\n"),
    );
  });

  it("escapes every text in HTML, loads nothing from outside and sends the RFC 8058 headers", () => {
    expect(mail.html).toContain("Hi &#60;b&#62;Ann&#60;/b&#62;,");
    expect(mail.html).not.toContain("<b>Ann</b>");
    expect(mail.html).toContain('href="https://example.com/a?b=1&#38;c=2"');
    expect(mail.html).not.toMatch(/<img|<link|url\(|@import|<script/i);
    expect(mail.headers).toEqual({
      "List-Unsubscribe": "<https://example.com/unsubscribe?token=x>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
