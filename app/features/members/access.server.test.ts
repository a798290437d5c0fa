import { describe, expect, it } from "vitest";
import { createTestApp, type TestApp, withTestApp } from "../../../tests/support/app.ts";
import {
  createMember,
  mergeCookies,
  postForm,
  request,
  signUpRequest,
} from "../../../tests/support/factories.ts";
import { memberText } from "../../content/members.ts";
import { setAdminRole } from "../../domain/accounts/roles.server.ts";
import { TOO_MANY_SIGN_INS } from "../../domain/accounts/sign-in-guard.server.ts";

// Every member endpoint checks the session on the server: anonymous visitors are
// refused, and a member can only ever read or change their own data.
let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

describe("member endpoints refuse anonymous visitors", () => {
  it.each([
    ["GET", "/dashboard"],
    ["GET", "/profile"],
    ["POST", "/dashboard"],
    ["POST", "/profile"],
  ])("%s %s → /login", async (method, path) => {
    const res =
      method === "GET"
        ? await request(t, { path })
        : await postForm(t, path, {
            intent: "nickname",
            nickname: "Hacker",
            name: "x",
            email: "x@example.com",
          });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/login");
  });

  it("serves the leaderboard, waitlist and login publicly", async () => {
    for (const path of ["/leaderboard", "/waitlist", "/login", "/forgot-password"]) {
      expect((await request(t, { path })).status, path).toBe(200);
    }
  });

  it("sends a signed-in member from /waitlist and /login to /dashboard", async () => {
    const m = await createMember(t);
    for (const path of ["/waitlist", "/login"]) {
      const res = await request(t, { path, headers: { cookie: m.cookie } });
      expect(res.status).toBe(302);
      expect(res.location).toBe("/dashboard");
    }
  });
});

describe("a member acts only on their own data", () => {
  it("changes only the session's own nickname, whatever ids the form carries", async () => {
    const a = await createMember(t, { name: "Alice Own" });
    const b = await createMember(t, { name: "Bob Other" });
    const res = await postForm(
      t,
      "/dashboard",
      { intent: "nickname", nickname: "  Bobby  ", userId: a.id, id: a.id },
      b.cookie,
    );
    expect(res.status).toBe(200);
    const rows = await t.query("select id, nickname from profiles where id in ($1, $2)", [
      a.id,
      b.id,
    ]);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.nickname]))).toEqual({
      [a.id]: null,
      [b.id]: "Bobby",
    });
    // Blank → null (docs/product.md#dashboard).
    await postForm(t, "/dashboard", { intent: "nickname", nickname: "   " }, b.cookie);
    const [after] = await t.query("select nickname from profiles where id = $1", [b.id]);
    expect(after.nickname).toBeNull();
  });

  it("shows a member's dashboard only their own e-mail and referral link", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const page = await request(t, { path: "/dashboard", headers: { cookie: b.cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`/join?ref=${b.id}`);
    expect(page.body).not.toContain(a.email);
    expect(page.headers.get("cache-control")).toContain("no-store");
  });

  it("never puts e-mail addresses on the public leaderboard", async () => {
    const a = await createMember(t);
    const page = await request(t, { path: "/leaderboard" });
    expect(page.body).not.toContain(a.email);
  });

  it("changes only the session's own profile name", async () => {
    const a = await createMember(t, { name: "Anna Original" });
    const b = await createMember(t);
    const res = await postForm(
      t,
      "/profile",
      { intent: "profile", name: "Renamed", email: b.email, userId: a.id },
      b.cookie,
    );
    expect(res.status).toBe(200);
    const [rowA] = await t.query("select name from profiles where id = $1", [a.id]);
    const [rowB] = await t.query("select name from profiles where id = $1", [b.id]);
    expect(rowA.name).toBe("Anna Original");
    expect(rowB.name).toBe("Renamed");
  });
});

describe("bad input", () => {
  it("renders HTML in names as text on the leaderboard and the dashboard", async () => {
    const m = await createMember(t, { name: `<img src=x onerror="alert(1)">Eve` });
    await postForm(
      t,
      "/dashboard",
      { intent: "nickname", nickname: "<script>alert(2)</script>" },
      m.cookie,
    );
    const board = await request(t, { path: "/leaderboard?page=1" });
    expect(board.body).not.toContain("<script>alert(2)</script>");
    expect(board.body).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
    const dash = await request(t, { path: "/dashboard", headers: { cookie: m.cookie } });
    expect(dash.body).not.toContain(`<img src=x onerror`);
  });

  it("refuses bidi overrides, control characters and over-long nicknames with a 400 and stores nothing", async () => {
    const m = await createMember(t);
    for (const nickname of ["evil\u202Eeman", "tab\u0000null", "x".repeat(51)]) {
      const res = await postForm(t, "/dashboard", { intent: "nickname", nickname }, m.cookie);
      expect(res.status, JSON.stringify(nickname)).toBe(400);
    }
    const [row] = await t.query("select nickname from profiles where id = $1", [m.id]);
    expect(row.nickname).toBeNull();
  });

  it("refuses a sign-up with a bad name, e-mail or short password with the spec's messages", async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { name: "", email: "a@example.com", password: "secret1" },
        memberText.validation.nameRequired,
      ],
      [
        { name: "A", email: "not-an-email", password: "secret1" },
        memberText.validation.emailInvalid,
      ],
      [
        { name: "A", email: "short@example.com", password: "12345" },
        "Password must be at least 6 characters",
      ],
      [
        { name: "x".repeat(5000), email: "long@example.com", password: "secret1" },
        memberText.validation.nameTooLong,
      ],
    ];
    for (const [fields, message] of cases) {
      const res = await postForm(t, "/waitlist", fields);
      expect(res.status).toBe(400);
      expect(res.body).toContain(message.replace(/'/g, "&#x27;"));
    }
  });

  it("answers a duplicate sign-up with a clear message and no details of the account", async () => {
    const m = await createMember(t, { name: "Dupe Original" });
    const res = await postForm(t, "/waitlist", {
      name: "Someone",
      email: m.email.toUpperCase(),
      password: "another-secret",
    });
    expect(res.status).toBe(409);
    expect(res.body).toContain("This e-mail is already registered.");
    expect(res.body).not.toContain("Dupe Original");
  });

  it("rejects a member API call carrying a name with a bidi override (better-auth hook)", async () => {
    const res = await signUpRequest(t, {
      name: "abc\u202Edef",
      email: "bidi@example.com",
      password: "secret12",
    });
    expect(res.status).toBe(400);
    expect(await t.query("select 1 from users where email = 'bidi@example.com'")).toHaveLength(0);
  });
});

describe("better-auth endpoints", () => {
  it("never lets a member change their referrer after sign-up", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const res = await request(t, {
      method: "POST",
      path: "/api/auth/update-user",
      headers: { "content-type": "application/json", cookie: b.cookie },
      body: JSON.stringify({ referrerId: a.id }),
    });
    expect(res.status).toBeLessThan(500);
    const [row] = await t.query("select referrer_id from users where id = $1", [b.id]);
    expect(row.referrer_id).toBeNull();
    expect(
      await t.query("select 1 from referrals where referred_user_id = $1", [b.id]),
    ).toHaveLength(0);
  });
});

describe("session cookies", () => {
  it("sets the readable vs_member hint with the session and clears it on sign-out", async () => {
    const m = await createMember(t);
    const login = await postForm(t, "/login", { email: m.email, password: m.password });
    expect(login.status).toBe(302);
    expect(login.location).toBe("/dashboard");
    const hint = login.cookies.find((c) => c.startsWith("vs_member="));
    expect(hint).toMatch(/^vs_member=1; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const session = login.cookies.find((c) => c.startsWith("vs.session_token="));
    expect(session).toMatch(/HttpOnly/i);
    const cookie = mergeCookies("", login.cookies);
    const out = await postForm(t, "/logout", {}, cookie);
    expect(out.status).toBe(302);
    expect(out.location).toBe("/");
    expect(out.cookies.find((c) => c.startsWith("vs_member="))).toMatch(/Max-Age=0/);
    const after = await request(t, {
      path: "/dashboard",
      headers: { cookie: mergeCookies(cookie, out.cookies) },
    });
    expect(after.location).toBe("/login");
    // The old token no longer works either.
    expect((await request(t, { path: "/dashboard", headers: { cookie } })).location).toBe("/login");
  });

  it("marks an admin's hint 'admin', so the header shows the 'Admin' link", async () => {
    const m = await createMember(t, { confirm: true });
    await setAdminRole(t.db, m.email, true);
    const login = await postForm(t, "/login", { email: m.email, password: m.password });
    expect(login.cookies.find((c) => c.startsWith("vs_member="))).toMatch(/^vs_member=admin;/);
  });

  it("signs in all the same when the admin hint cannot be looked up: the hint says member", async () => {
    const m = await createMember(t, { confirm: true });
    // The hint's lookup fails (its table away); the sign-in itself does not need it.
    await t.query("alter table user_roles rename to user_roles_away");
    try {
      const login = await postForm(t, "/login", { email: m.email, password: m.password });
      expect(login.status).toBe(302);
      expect(login.location).toBe("/dashboard");
      expect(login.cookies.find((c) => c.startsWith("vs_member="))).toMatch(/^vs_member=1;/);
    } finally {
      await t.query("alter table user_roles_away rename to user_roles");
    }
  });

  it("redirects /join to /waitlist, carrying ?ref", async () => {
    const res = await request(t, { path: "/join?ref=abc123" });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/waitlist?ref=abc123");
    expect((await request(t, { path: "/join" })).location).toBe("/waitlist");
  });

  it("shows the referral banner only when ref names a real member", async () => {
    const m = await createMember(t);
    expect((await request(t, { path: `/waitlist?ref=${m.id}` })).body).toContain(
      memberText.waitlist.referralBanner,
    );
    expect((await request(t, { path: "/waitlist?ref=nobody" })).body).not.toContain(
      memberText.waitlist.referralBanner,
    );
  });
});

describe("rate limits", () => {
  it("answers 429 with a clear message when logins from one address exceed the limit", async () => {
    const limited = await createTestApp({ RATE_LIMIT_AUTH_MAX: "2" });
    try {
      const statuses: number[] = [];
      let last = "";
      for (let i = 0; i < 3; i++) {
        const res = await postForm(limited, "/login", {
          email: "nobody@example.com",
          password: "wrong-password",
        });
        statuses.push(res.status);
        last = res.body;
      }
      expect(statuses).toEqual([401, 401, 429]);
      // Shown in the form's message (not an error page).
      expect(last.replace(/&#x27;/g, "'")).toMatch(
        new RegExp(`role="alert"[^>]*>${TOO_MANY_SIGN_INS.replace(/\./g, "\\.")}<`),
      );
    } finally {
      await limited.close();
    }
  });
});

describe("mail outage", () => {
  it("still completes a sign-up (and answers the reset form alike) when the mail server is down", async () => {
    const down = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:9", RATE_LIMIT: "off" });
    try {
      const signUp = await postForm(down, "/waitlist", {
        name: "Offline Olga",
        email: "olga@example.com",
        password: "olga-secret",
      });
      expect(signUp.status).toBe(302);
      expect(signUp.location).toBe("/dashboard");
      const reset = await postForm(down, "/forgot-password", { email: "olga@example.com" });
      expect(reset.status).toBe(200);
      expect(reset.body).toContain("Check your email!");
    } finally {
      await down.close();
    }
  });
});
