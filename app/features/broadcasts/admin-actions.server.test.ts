import { describe, expect, it } from "vitest";
import { getAs, postAs, withAdminApp } from "../../../tests/support/admin.ts";
import type { TestApp } from "../../../tests/support/app.ts";
import { broadcastCopy } from "../../content/broadcasts.ts";

// The admin Broadcasts section and page (ADR 212): the page's intents refuse bad input with
// the page's messages and a 4xx, 'Send Test' reaches the signed-in admin only, 'Send Now'
// reaches exactly the community's eligible members through the real SMTP sink, a 5xx
// suppresses the address, the states move only where they may, and every change is audited.
let t: TestApp;
let admin: string;
let member: string;
withAdminApp((app) => ({ t, admin, member } = app));
const T = broadcastCopy.toasts;
const COMMUNITY = "00000000-0000-4000-8000-000000000038";
const post = (id: string, body: Record<string, string>, cookie = admin) =>
  postAs(t, `/admin/broadcasts/${id}.data`, cookie, body).then((res) => ({
    status: res.statusCode,
    body: res.body,
  }));
const fields = (patch: Record<string, string> = {}) => ({
  intent: "save",
  subject: "The Indiana Arena opens",
  body: "It opens on **3 March**.",
  audienceKind: "community",
  audienceValue: COMMUNITY,
  ...patch,
});
const idIn = (body: string) =>
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(body)?.[0];
const statusOf = async (id: string) =>
  ((await t.query("select status from broadcasts where id = $1", [id])) as { status: string }[])[0]
    ?.status;

async function addMember(i: number, opts: { community?: boolean; confirmed?: boolean } = {}) {
  await t.query("insert into users (id, name, email, email_verified) values ($1, $2, $3, $4)", [
    `b${i}`,
    `Reader ${i}`,
    `reader${i}@example.test`,
    opts.confirmed ?? true,
  ]);
  if (opts.community)
    await t.query("update profiles set community_id = $1 where id = $2", [COMMUNITY, `b${i}`]);
}

describe("admin Broadcasts", () => {
  it("saves a draft, refuses bad values, and sends a test to the admin only", async () => {
    expect((await post("new", fields({ subject: " " }))).body).toContain(
      broadcastCopy.subjectRequired,
    );
    expect((await post("new", fields({ subject: "x".repeat(151) }))).status).toBe(400);
    expect((await post("new", { intent: "explode" })).status).toBe(400);
    expect((await post("not-an-id", fields())).status).toBe(404);
    const saved = await post("new", fields());
    expect(saved.status).toBe(200);
    expect(saved.body).toContain(T.saved);
    const id = idIn(saved.body)!;
    expect(await statusOf(id)).toBe("draft");
    expect((await getAs(t, "/admin/broadcasts", admin)).body).toContain("The Indiana Arena opens");
    expect((await getAs(t, "/admin/broadcasts", member)).statusCode).not.toBe(200);

    const test = await post(id, fields({ intent: "test" }));
    expect(test.body).toContain(T.testSent("admin@example.test"));
    const mail = await t.mail.waitFor("admin@example.test", /\[Test\] The Indiana Arena opens/);
    expect(mail.text).toContain("3 March");
    expect(t.mail.messages.filter((m) => /Indiana Arena/.test(m.subject))).toHaveLength(1);
    // A test is not a broadcast: the draft stays a draft with no recipients.
    expect(await statusOf(id)).toBe("draft");
  });

  it("sends to exactly the community's eligible members; a 5xx suppresses the address", async () => {
    await t.query("insert into communities (id, name, key) values ($1, 'Indiana', 'indiana')", [
      COMMUNITY,
    ]);
    for (let i = 0; i < 3; i++) await addMember(i, { community: true });
    await addMember(3, { community: true, confirmed: false });
    await addMember(4);
    await t.query("update mail_preferences set programme_news = false where user_id = 'b2'");
    t.mail.refuse("reader1@example.test");
    const sent = await post("new", fields({ intent: "send", subject: "Pitch night" }));
    expect(sent.body).toContain(T.sending);
    const id = idIn(sent.body)!;
    const mail = await t.mail.waitFor("reader0@example.test", /^Pitch night$/);
    expect(mail.raw).toMatch(
      new RegExp(`Message-ID: <broadcast\\.${id}\\.b0@127\\.0\\.0\\.1>`, "i"),
    );
    expect(mail.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    for (let i = 0; i < 50 && (await statusOf(id)) !== "sent"; i++)
      await new Promise((r) => setTimeout(r, 200));
    expect(await statusOf(id)).toBe("sent");
    const to = t.mail.messages.filter((m) => m.subject === "Pitch night").flatMap((m) => m.to);
    expect(to).toEqual(["reader0@example.test"]);
    expect(await t.query("select user_id, reason from mail_suppressions")).toEqual([
      { user_id: "b1", reason: "bounce" },
    ]);
    // Sent: it cannot change or be sent again.
    expect((await post(id, fields())).status).toBe(409);
    expect((await post(id, { intent: "cancel" })).status).toBe(409);
    const actions = await t.query("select action from audit_log where target = $1 order by id", [
      `broadcast:${id}`,
    ]);
    expect(actions).toEqual([{ action: "broadcast.create" }, { action: "broadcast.send" }]);
  });

  it("schedules in the future only, cancels a scheduled one, pauses and resumes a sending one", async () => {
    expect(
      (await post("new", fields({ intent: "schedule", scheduledAt: "2020-01-01T09:00" }))).body,
    ).toContain(T.scheduleInvalid);
    const scheduled = await post(
      "new",
      fields({ intent: "schedule", scheduledAt: "2099-01-01T09:00" }),
    );
    expect(scheduled.body).toContain(T.scheduled);
    const id = idIn(scheduled.body)!;
    expect(
      await t.query("select status, scheduled_at from broadcasts where id = $1", [id]),
    ).toEqual([{ status: "scheduled", scheduled_at: new Date("2099-01-01T09:00:00Z") }]);
    expect((await post(id, { intent: "pause" })).status).toBe(409);
    expect((await post(id, { intent: "cancel" })).body).toContain(T.cancelled);
    expect(await statusOf(id)).toBe("cancelled");

    await t.query("update broadcasts set status = 'sending' where id = $1", [id]);
    expect((await post(id, { intent: "pause" })).body).toContain(T.paused);
    expect((await post(id, { intent: "resume" })).body).toContain(T.resumed);
    const actions = await t.query("select action from audit_log where target = $1 order by id", [
      `broadcast:${id}`,
    ]);
    expect(actions.map((a) => (a as { action: string }).action)).toEqual([
      "broadcast.create",
      "broadcast.schedule",
      "broadcast.cancel",
      "broadcast.pause",
      "broadcast.resume",
    ]);
  });

  it("says on a sending broadcast that the mail server is refusing, and lists given-up e-mails with 'Retry' (ADR 224)", async () => {
    // The relay paused first, then a broadcast still owed to one member: the lane's worker,
    // running meanwhile, neither sends it nor finds it finished.
    await t.query(`update mail_relay set failing_since = now(), paused_until = now() + interval '1 minute',
                     last_error = 'sender 554 5.7.0', failures = 3`);
    // One statement: the lane never sees the broadcast without its recipient (it would find it
    // finished and mark it sent).
    const [row] = (await t.query(
      `with b as (
         insert into broadcasts (subject, status, started_at, frozen_at, recipients)
         values ('Relay notice', 'sending', now(), now(), 1) returning id)
       insert into broadcast_recipients (broadcast_id, user_id)
       select b.id, u.id from b, users u where u.email = 'member@example.test'
       returning broadcast_id as id`,
    )) as { id: string }[];
    try {
      const page = await getAs(t, `/admin/broadcasts/${row!.id}`, admin);
      expect(page.body).toContain("Sending paused by the mail server");
      expect(page.body).toContain("sender 554 5.7.0");
    } finally {
      await t.query(
        "update mail_relay set failing_since = null, paused_until = null, failures = 0",
      );
      await t.query("delete from broadcasts where id = $1", [row!.id]);
    }
    const [dead] = (await t.query(
      `insert into outbox (kind, message, status, attempts, last_error)
       values ('password-reset', '{"to":"dead@example.test","subject":"Reset","text":"x"}', 'dead', 9,
               'sender 421 4.7.0') returning id`,
    )) as { id: string }[];
    const list = await getAs(t, "/admin/broadcasts", admin);
    expect(list.body).toContain(broadcastCopy.deadLetters.title);
    expect(list.body).toContain("sender 421 4.7.0");
    expect(list.body).not.toContain("dead@example.test");
    const retry = (cookie: string) =>
      postAs(t, "/admin/broadcasts.data", cookie, { intent: "retry-mail", mail: String(dead!.id) });
    expect((await retry(member)).statusCode).not.toBe(200);
    expect((await retry(admin)).body).toContain(T.mailRetried);
    await t.mail.waitFor("dead@example.test", /^Reset$/);
    expect((await retry(admin)).statusCode).toBe(404);
    expect(
      await t.query("select action from audit_log where target = $1", [`outbox:${dead!.id}`]),
    ).toEqual([{ action: "mail.retry" }]);
  });
});
