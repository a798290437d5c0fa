import { describe, expect, it } from "vitest";
import { articles } from "../../../db/schema.ts";
import { articleFields, getAs, postAs, withAdminApp } from "../../../tests/support/admin.ts";
import { cookiesFrom, type TestApp } from "../../../tests/support/app.ts";
import { adminCopy } from "../../content/admin.ts";
import { articleCopy } from "../../content/articles.ts";

// The admin area's door (docs/product.md#roles): /auth, the /admin page, and every
// admin action refused to anonymous visitors, members and other origins on the server.
let t: TestApp;
let admin: string;
let member: string;
withAdminApp((app) => ({ t, admin, member } = app));
const anonymous = "";

describe("/auth", () => {
  it("signs in with the right password and forwards the session cookie; shows the service message otherwise", async () => {
    const ok = await postAs(t, "/auth", "", {
      mode: "signin",
      email: "member@example.test",
      password: "secret123",
    });
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe("/admin");
    expect(String(ok.headers["set-cookie"])).toContain("vs_notice=signed-in");
    expect(cookiesFrom(ok.headers["set-cookie"])).toMatch(/vs\.session_token=/);
    const bad = await postAs(t, "/auth", "", {
      mode: "signin",
      email: "member@example.test",
      password: "wrong-pass",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Invalid email or password");
    const short = await postAs(t, "/auth", "", {
      mode: "signup",
      email: "x@example.test",
      password: "123",
    });
    expect(short.statusCode).toBe(400);
  });

  it("sends a signed-in visitor on to /admin, and sign-up never grants the admin role", async () => {
    const res = await getAs(t, "/auth", member);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/admin");
    const page = await getAs(t, "/admin", member);
    expect(page.body).toContain(adminCopy.deniedTitle);
  });
});

describe("/admin page", () => {
  it("redirects anonymous visitors to /auth", async () => {
    const res = await getAs(t, "/admin", anonymous);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/auth");
  });

  it("shows 'Access Denied' to a member and the dashboard to an admin", async () => {
    const denied = await getAs(t, "/admin", member);
    expect(denied.statusCode).toBe(403);
    expect(denied.body).toContain("You don&#x27;t have admin permissions.");
    expect(denied.body).not.toMatch(/>Admin Dashboard<\/h1>/);
    const ok = await getAs(t, "/admin", admin);
    expect(ok.body).toMatch(/>Admin Dashboard<\/h1>/);
    expect(ok.body).toContain(articleCopy.empty);
  });

  it("logs out: the session cookie is cleared and / follows", async () => {
    const session = cookiesFrom(
      (
        await postAs(t, "/auth", "", {
          mode: "signin",
          email: "member@example.test",
          password: "secret123",
        })
      ).headers["set-cookie"],
    );
    const res = await postAs(t, "/logout", session, {});
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    expect(String(res.headers["set-cookie"])).toMatch(/vs\.session_token=;/);
    expect((await getAs(t, "/admin", session)).statusCode).toBe(302);
  });
});

describe("admin actions are checked on the server", () => {
  const cases: [string, () => Record<string, string>][] = [
    ["create", () => articleFields()],
    [
      "update",
      () => ({
        ...articleFields({ intent: "update" }),
        id: "00000000-0000-4000-8000-000000000000",
      }),
    ],
    ["delete", () => ({ intent: "delete", id: "00000000-0000-4000-8000-000000000000" })],
  ];
  for (const [name, fields] of cases) {
    it(`${name}: 403 for anonymous and members`, async () => {
      const before = (await t.db.select().from(articles)).length;
      for (const cookie of [anonymous, member]) {
        const res = await postAs(t, "/admin?index", cookie, fields());
        expect(res.statusCode).toBe(403);
      }
      expect((await t.db.select().from(articles)).length).toBe(before);
    });
  }

  it("A/B results and CSV export: the sign-in page for anonymous visitors, 403 for members", async () => {
    for (const url of ["/admin/ab-results", "/admin/submissions.csv?form=launch-arena"]) {
      const res = await getAs(t, url, anonymous);
      expect([res.statusCode, res.headers.location]).toEqual([302, "/auth"]);
      expect((await getAs(t, url, member)).statusCode).toBe(403);
    }
  });

  it("refuses a write from another origin even with an admin session", async () => {
    const before = (await t.db.select().from(articles)).length;
    const res = await t.app.inject({
      method: "POST",
      url: "/admin?index",
      headers: {
        host: new URL(t.origin).host,
        origin: "https://evil.example",
        cookie: admin,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: new URLSearchParams(articleFields()).toString(),
    });
    expect([400, 403]).toContain(res.statusCode);
    expect((await t.db.select().from(articles)).length).toBe(before);
  });
});
