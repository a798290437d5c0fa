import jsQR from "jsqr";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";
import { createMember, request } from "../../../tests/support/factories.ts";
import { referralLink } from "../../content/members.ts";
import { shareTargets } from "./share.ts";

// Sharing everywhere (ADR 192): each channel's link is tagged with its utm_source, /join
// carries the tag to the landing page, and the QR code drawn by the server reads back as the
// member's link.
let t: TestApp;
withTestApp((app) => (t = app));

describe("sharing the referral link", () => {
  it("tags every channel's link with its utm_source", () => {
    const targets = shareTargets(
      (channel) => referralLink("https://vs.test", "abc", channel),
      { body: "Join me!", subject: "Join me on the waitlist" },
      { name: "X", composeUrl: "https://x.com/intent/post" },
    );
    const link = (c: string) => `https://vs.test/join?ref=abc&utm_source=${c}`;
    expect(new URL(targets.network.href).searchParams.get("url")).toBe(link("x"));
    expect(new URL(targets.linkedin).searchParams.get("url")).toBe(link("linkedin"));
    expect(new URL(targets.whatsapp).searchParams.get("text")).toBe(`Join me! ${link("whatsapp")}`);
    const mail = new URL(targets.email);
    expect(mail.protocol).toBe("mailto:");
    expect(mail.searchParams.get("subject")).toBe("Join me on the waitlist");
    expect(mail.searchParams.get("body")).toBe(`Join me!\n\n${link("email")}`);
    expect(targets.sheet).toBe(link("share-sheet"));
    expect(referralLink("https://vs.test/", "a b", "Mastodon Social")).toBe(
      "https://vs.test/join?ref=a%20b&utm_source=mastodon-social",
    );
  });

  it("carries the channel from /join to the waitlist", async () => {
    const referrer = await createMember(t, { confirm: true });
    const res = await request(t, {
      path: `/join?ref=${referrer.id}&utm_source=whatsapp&utm_medium=social&evil=1`,
    });
    expect(res.location).toBe(`/waitlist?ref=${referrer.id}&utm_source=whatsapp&utm_medium=social`);
    expect((await request(t, { path: "/join?utm_campaign=spring" })).location).toBe(
      "/waitlist?utm_campaign=spring",
    );
  });

  it("draws the QR code on the server for the signed-in member only, and it decodes to the link", async () => {
    const member = await createMember(t, { confirm: true });
    const anonymous = await t.app.inject({ method: "GET", url: "/dashboard/qr/png" });
    expect(anonymous.statusCode).toBe(401);
    const other = await t.app.inject({
      method: "GET",
      url: "/dashboard/qr/gif",
      headers: { cookie: member.cookie },
    });
    expect(other.statusCode).toBe(404);

    const svg = await t.app.inject({
      method: "GET",
      url: "/dashboard/qr/svg?download=1",
      headers: { cookie: member.cookie },
    });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(svg.headers["content-disposition"]).toBe('attachment; filename="referral-qr.svg"');
    expect(svg.headers["cache-control"]).toBe("private, no-store");
    expect(svg.body).toMatch(/^<svg[^>]+viewBox/);

    const png = await t.app.inject({
      method: "GET",
      url: "/dashboard/qr/png",
      headers: { cookie: member.cookie },
    });
    expect(png.headers["content-type"]).toBe("image/png");
    const image = PNG.sync.read(png.rawPayload);
    const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(code?.data).toBe(referralLink(t.origin, member.id, "qr"));
    expect(code?.data).toContain("utm_source=qr");
  });
});
