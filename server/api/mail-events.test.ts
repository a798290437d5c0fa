import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { postAs, withAdminApp, getAs } from "../../tests/support/admin.ts";
import type { TestApp } from "../../tests/support/app.ts";
import { mailEventsSignature } from "./mail-events.ts";

// POST /api/mail-events (ADR 213): only a fresh, correctly signed report counts; a bounce
// suppresses the member's address, a complaint also takes them off every list; the member's
// admin page says so and an admin clears it (audited). The list e-mail's unsubscribe link of
// 'Programme news' works without signing in.
const SECRET = "mail-events-secret-0123456789";
let t: TestApp;
let admin: string;
withAdminApp((app) => ({ t, admin } = app), { MAIL_EVENTS_SECRET: SECRET });

function report(body: unknown, opts: { secret?: string; at?: number } = {}) {
  const raw = JSON.stringify(body);
  const timestamp = String(opts.at ?? Math.floor(Date.now() / 1000));
  return t.app.inject({
    method: "POST",
    url: "/api/mail-events",
    headers: {
      "content-type": "application/json",
      "x-mail-events-timestamp": timestamp,
      "x-mail-events-signature": mailEventsSignature(opts.secret ?? SECRET, timestamp, raw),
    },
    payload: raw,
  });
}
const memberId = async () =>
  (
    (await t.query("select id from users where email = 'member@example.test'")) as { id: string }[]
  )[0]!.id;

describe("POST /api/mail-events", () => {
  it("refuses an unsigned, wrongly signed or stale report", async () => {
    const bounce = { type: "bounce", email: "member@example.test" };
    expect((await report(bounce, { secret: "another-secret-0123456789" })).statusCode).toBe(401);
    expect((await report(bounce, { at: Math.floor(Date.now() / 1000) - 3600 })).statusCode).toBe(
      401,
    );
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/mail-events",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(bounce),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await report({ type: "delivered", email: "member@example.test" })).statusCode).toBe(
      400,
    );
    expect(await t.query("select * from mail_suppressions")).toEqual([]);
  });

  it("suppresses on a bounce, unsubscribes on a complaint; the admin sees it and clears it", async () => {
    const id = await memberId();
    const bounced = await report({ events: [{ type: "bounce", email: "MEMBER@example.test" }] });
    expect(bounced.json()).toEqual({ received: 1, members: 1 });
    const page = await getAs(t, `/admin/members/${id}`, admin);
    expect(page.body).toContain("Bounced since");
    expect(page.body).toContain("Referral updates, Programme news");
    expect((await report({ type: "bounce", email: "nobody@example.test" })).json()).toEqual({
      received: 1,
      members: 0,
    });

    const cleared = await postAs(t, `/admin/members/${id}.data`, admin, {
      intent: "clear-suppression",
    });
    expect(cleared.body).toContain("Bounce cleared");
    expect(await t.query("select * from mail_suppressions")).toEqual([]);
    expect(
      (await postAs(t, `/admin/members/${id}.data`, admin, { intent: "clear-suppression" }))
        .statusCode,
    ).toBe(409);

    await report({ type: "complaint", email: "member@example.test" });
    expect(await t.query("select reason from mail_suppressions")).toEqual([
      { reason: "complaint" },
    ]);
    expect(
      await t.query(
        "select referral_updates, weekly_digest, programme_news, founder_updates from mail_preferences where user_id = $1",
        [id],
      ),
    ).toEqual([
      {
        referral_updates: false,
        weekly_digest: false,
        programme_news: false,
        founder_updates: false,
      },
    ]);
    const actions = await t.query("select action from audit_log where target = $1 order by id", [
      `user:${id}`,
    ]);
    expect(actions.map((a) => (a as { action: string }).action)).toEqual([
      "mail.bounce",
      "member.clear-suppression",
      "mail.complaint",
    ]);
  });

  it("takes Mailgun's own signed webhook: a permanent failure is a bounce", async () => {
    const mailgun = (key: string, event: Record<string, string>) => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      const token = "a".repeat(50);
      const signature = createHmac("sha256", key)
        .update(timestamp + token)
        .digest("hex");
      return t.app.inject({
        method: "POST",
        url: "/api/mail-events",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({
          signature: { timestamp, token, signature },
          "event-data": event,
        }),
      });
    };
    const failed = { event: "failed", severity: "permanent", recipient: "admin@example.test" };
    expect((await mailgun("not-the-key-0123456789", failed)).statusCode).toBe(401);
    const temporary = await mailgun(SECRET, { ...failed, severity: "temporary" });
    expect(temporary.json()).toEqual({ received: 0, members: 0 });
    expect((await mailgun(SECRET, failed)).json()).toEqual({ received: 1, members: 1 });
    expect(
      await t.query(
        "select s.reason from mail_suppressions s join users u on u.id = s.user_id where u.email = 'admin@example.test'",
      ),
    ).toEqual([{ reason: "bounce" }]);
  });
});
