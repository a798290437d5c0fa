// Access control (ADR 080): every member and admin page, action and endpoint tried
// anonymously, as another member and as a member who is not an admin — all refused,
// nothing of the owner's data in the answer, nothing changed.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../support/app.ts";
import { admin, count, inject, member } from "./support.ts";

let t: TestApp;
let alice: Awaited<ReturnType<typeof member>>;
let bob: Awaited<ReturnType<typeof member>>;
let boss: Awaited<ReturnType<typeof admin>>;
const SECRET_TITLE = "Secret draft 7f3a";
const SECRET_SUBMITTER = "secret-submitter-7f3a@sec.test";
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = "application/x-www-form-urlencoded";

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  alice = await member(t, "alice-7f3a@sec.test", "Alice Owner");
  bob = await member(t, "bob-7f3a@sec.test", "Bob Other");
  boss = await admin(t, "boss-7f3a@sec.test");
  const created = await inject(t, {
    method: "POST",
    url: "/admin?index",
    contentType: FORM,
    cookie: boss.cookie,
    body: form({
      intent: "create",
      title: SECRET_TITLE,
      slug: "secret-draft-7f3a",
      description: "d",
      content: "c",
      image_url: "",
      status: "draft",
    }),
  });
  expect(created.statusCode).toBe(200);
  await t.services.database.exec(
    `insert into form_submissions (form_name, email, fields) values ('launch-arena', '${SECRET_SUBMITTER}', '{}'::jsonb)`,
  );
});
afterAll(async () => {
  await t?.close();
});

const refused = (status: number) =>
  status === 401 || status === 403 || status === 404 || (status >= 300 && status < 400);

describe("member pages and actions", () => {
  for (const url of ["/dashboard", "/profile"]) {
    test(`${url}: anonymous is sent away; another member sees only their own data`, async () => {
      const anon = await inject(t, { url });
      expect(refused(anon.statusCode), `${url} anonymous: ${anon.statusCode}`).toBe(true);
      expect(anon.body).not.toContain(alice.email);
      const asBob = await inject(t, { url, cookie: bob.cookie });
      expect(asBob.statusCode).toBe(200);
      expect(asBob.body).toContain(bob.email);
      expect(asBob.body).not.toContain(alice.email);
    });
  }

  test("member writes without a session are refused and change nothing", async () => {
    const attempts = [
      { url: "/dashboard", body: form({ intent: "nickname", nickname: "Hijacked" }) },
      { url: "/dashboard", body: form({ intent: "resend" }) },
      { url: "/dashboard", body: form({ intent: "legal" }) },
      { url: "/profile", body: form({ intent: "profile", name: "Hijacked" }) },
      {
        url: "/profile",
        body: form({ intent: "password", currentPassword: "x", newPassword: "hijacked-password" }),
      },
    ];
    for (const a of attempts) {
      const res = await inject(t, { method: "POST", url: a.url, contentType: FORM, body: a.body });
      expect(refused(res.statusCode), `${a.url} ${a.body}: ${res.statusCode}`).toBe(true);
    }
    const rows = await t.services.database.rawTransaction((run) =>
      run(
        "select count(*)::int as n from profiles where nickname = 'Hijacked' or name = 'Hijacked'",
        [],
      ),
    );
    expect(Number(rows[0].n)).toBe(0);
  });

  test("session endpoints of better-auth refuse anonymous callers", async () => {
    for (const [method, url, body] of [
      ["GET", "/api/auth/list-sessions", undefined],
      ["POST", "/api/auth/update-user", JSON.stringify({ name: "Hijacked" })],
      [
        "POST",
        "/api/auth/change-password",
        JSON.stringify({ currentPassword: "x", newPassword: "hijacked-password" }),
      ],
      ["POST", "/api/auth/change-email", JSON.stringify({ newEmail: "hijack@sec.test" })],
    ] as const) {
      const res = await inject(t, {
        method,
        url,
        body,
        contentType: body ? "application/json" : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  test("a member's session cannot revoke another member's session", async () => {
    const token = decodeURIComponent(/vs\.session_token=([^;.]+)/.exec(alice.cookie)![1]);
    await inject(t, {
      method: "POST",
      url: "/api/auth/revoke-session",
      contentType: "application/json",
      cookie: bob.cookie,
      body: JSON.stringify({ token }),
    });
    const still = await inject(t, { url: "/api/auth/get-session", cookie: alice.cookie });
    expect((still.json() as { user?: { email?: string } } | null)?.user?.email).toBe(alice.email);
  });
});

describe("admin pages, actions and endpoints", () => {
  test("GET /admin: anonymous is sent to sign in; a member sees no admin data", async () => {
    const anon = await inject(t, { url: "/admin" });
    expect(refused(anon.statusCode)).toBe(true);
    const asMember = await inject(t, { url: "/admin", cookie: alice.cookie });
    expect(asMember.body).not.toContain(SECRET_TITLE);
    expect(asMember.body).not.toContain(SECRET_SUBMITTER);
    const asAdmin = await inject(t, { url: "/admin", cookie: boss.cookie });
    expect(asAdmin.body).toContain(SECRET_TITLE); // the check above can fail
  });

  test("admin data endpoints answer 403 to anonymous callers and members", async () => {
    for (const url of [
      "/admin/ab-results",
      "/admin/submissions.csv?form=launch-arena",
      "/admin/ab-results.data",
    ]) {
      for (const cookie of ["", alice.cookie]) {
        const res = await inject(t, { url, cookie });
        // Single-fetch (.data) answers a redirect as 202 with the redirect in its payload.
        const ok = url.includes(".data")
          ? res.statusCode === 202 || refused(res.statusCode)
          : refused(res.statusCode);
        expect(ok, `${url} ${cookie ? "member" : "anonymous"}: ${res.statusCode}`).toBe(true);
        expect(res.body).not.toContain(SECRET_SUBMITTER);
        expect(res.body).not.toContain(SECRET_TITLE);
      }
    }
  });

  test("/admin.data (client navigation data) carries no admin data for anonymous callers and members", async () => {
    for (const cookie of ["", alice.cookie]) {
      const res = await inject(t, { url: "/admin.data", cookie });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toContain(SECRET_TITLE);
      expect(res.body).not.toContain(SECRET_SUBMITTER);
    }
    expect((await inject(t, { url: "/admin.data", cookie: boss.cookie })).body).toContain(
      SECRET_TITLE,
    );
  });

  test("admin writes by anonymous callers and members are refused and change nothing", async () => {
    const before = await count(t, "articles");
    const [{ id }] = (await t.services.database.rawTransaction((run) =>
      run("select id from articles limit 1", []),
    )) as { id: string }[];
    for (const cookie of ["", alice.cookie]) {
      for (const body of [
        form({
          intent: "create",
          title: "Intruder",
          slug: "intruder",
          description: "d",
          content: "c",
          image_url: "",
          status: "published",
        }),
        form({
          intent: "update",
          id,
          title: "Defaced",
          slug: "secret-draft-7f3a",
          description: "d",
          content: "c",
          image_url: "",
          status: "published",
        }),
        form({ intent: "delete", id }),
      ]) {
        const res = await inject(t, {
          method: "POST",
          url: "/admin?index",
          contentType: FORM,
          cookie,
          body,
        });
        expect(
          res.statusCode === 403 ||
            res.statusCode === 401 ||
            (res.statusCode >= 300 && res.statusCode < 400),
          `${res.statusCode}`,
        ).toBe(true);
      }
    }
    expect(await count(t, "articles")).toBe(before);
    const rows = await t.services.database.rawTransaction((run) =>
      run("select title, status from articles where id = $1", [id]),
    );
    expect(rows[0]).toMatchObject({ title: SECRET_TITLE, status: "draft" });
  });

  test("a draft article is not readable by its URL", async () => {
    const res = await inject(t, { url: "/articles/secret-draft-7f3a", cookie: alice.cookie });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(SECRET_TITLE);
  });
});

describe("member administration (ADR 161)", () => {
  test("member pages, actions, exports and the audit log are refused to anonymous callers, members and stale admin sessions; nothing changes", async () => {
    const stale = await admin(t, "stale-boss-7f3a@sec.test");
    await t.services.database.rawTransaction((run) =>
      run("update sessions set created_at = now() - interval '13 hours' where user_id = $1", [
        stale.id,
      ]),
    );
    const snapshot = () =>
      t.services.database.rawTransaction((run) =>
        run(
          `select (select count(*) from points_ledger)::int as ledger,
             (select count(*) from profiles where suspended_at is not null)::int as suspended,
             (select count(*) from users)::int as users,
             (select count(*) from referrals where status = 'void')::int as voided`,
          [],
        ),
      );
    const before = await snapshot();
    const callers = [
      ["anonymous", ""],
      ["member", bob.cookie],
      ["stale admin", stale.cookie],
    ] as const;
    for (const [who, cookie] of callers) {
      for (const url of [
        `/admin/members/${alice.id}`,
        `/admin/members/${alice.id}.data`,
        "/admin/members.csv",
        "/admin/members.csv?status=flagged",
      ]) {
        const res = await inject(t, { url, cookie });
        const ok =
          refused(res.statusCode) ||
          (res.statusCode >= 300 && res.statusCode < 400) ||
          (url.endsWith(".data") && res.statusCode === 202);
        expect(ok, `${who} GET ${url}: ${res.statusCode}`).toBe(true);
        expect(res.body, `${who} GET ${url}`).not.toContain(alice.email);
      }
      const attempts: Record<string, string>[] = [
        { intent: "adjust", points: "500", reason: "x" },
        { intent: "suspend", reason: "x" },
        { intent: "reinstate", reason: "x" },
        { intent: "resend", reason: "x" },
        { intent: "void", referralId: "00000000-0000-4000-8000-000000000000", reason: "x" },
        { intent: "clear-flag", referralId: "00000000-0000-4000-8000-000000000000", reason: "x" },
        { intent: "delete", reason: "x" },
      ];
      for (const fields of attempts) {
        const res = await inject(t, {
          method: "POST",
          url: `/admin/members/${alice.id}`,
          contentType: FORM,
          cookie,
          body: form(fields),
        });
        expect(
          res.statusCode === 401 || res.statusCode === 403,
          `${who} ${fields.intent}: ${res.statusCode}`,
        ).toBe(true);
      }
      for (const url of ["/admin/members?q=alice", "/admin/audit-log"]) {
        const res = await inject(t, { url, cookie });
        expect(res.body, `${who} ${url}`).not.toContain(alice.email);
      }
    }
    expect(await snapshot()).toEqual(before);
    // The checks above can fail: a fresh admin session sees Alice.
    const page = await inject(t, { url: `/admin/members/${alice.id}`, cookie: boss.cookie });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(alice.email);
  });
});
