// Brute force and CSRF (ADR 080). The sign-in budget is per client network
// (shared by every entry point since ADR 180, see sign-in-guard.test.ts); per-account
// counters lock only one account from one network (or after 100 failures everywhere), so
// guessing at a stranger's address here never locks the victim out. After the window the
// right password works again; from another address it works at once.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../support/app.ts";
import { admin, count, inject, member, PASSWORD } from "./support.ts";

const WINDOW_SECONDS = 45;
const MAX = 10;
let t: TestApp;
let victim: Awaited<ReturnType<typeof member>>;
let boss: Awaited<ReturnType<typeof admin>>;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT: "on",
    RATE_LIMIT_AUTH_MAX: String(MAX),
    RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
  });
  victim = await member(t, "victim@sec.test");
  boss = await admin(t, "csrf-admin@sec.test");
});
afterAll(async () => {
  await t?.close();
});

const json = (body: unknown) => ({ contentType: "application/json", body: JSON.stringify(body) });
const form = (body: Record<string, string>) => ({
  contentType: "application/x-www-form-urlencoded",
  body: new URLSearchParams(body).toString(),
});

describe("brute force", () => {
  const paths = () => [
    {
      name: "better-auth endpoint",
      url: "/api/auth/sign-in/email",
      wrong: json({ email: "guessed@sec.test", password: "wrong password" }),
      right: json({ email: victim.email, password: PASSWORD }),
      ok: (s: number) => s === 200,
      wrongStatus: 401,
    },
    {
      name: "/login form",
      url: "/login",
      wrong: form({ email: "guessed@sec.test", password: "wrong password" }),
      right: form({ email: victim.email, password: PASSWORD }),
      ok: (s: number) => s >= 300 && s < 400,
      wrongStatus: 401,
    },
    {
      name: "/auth form",
      url: "/auth",
      wrong: form({ mode: "signin", email: "guessed@sec.test", password: "wrong password" }),
      right: form({ mode: "signin", email: victim.email, password: PASSWORD }),
      ok: (s: number) => s >= 300 && s < 400,
      wrongStatus: 400,
    },
  ];

  test(`100 wrong passwords from one address (API, /login, /auth) are limited after ${MAX}; the password works after the window`, async () => {
    // Each address's window opens with its first counted request, which is before its
    // first answer: waiting a window past the last of those first answers is enough.
    let windowOpenedBy = 0;
    const results = await Promise.all(
      paths().map(async (path, n) => {
        const ip = `203.0.113.${10 + n}`;
        // All 100 at once: the count is taken when a request arrives (before the password
        // hash), so exactly MAX get through, well inside the window, whatever the order.
        let first = 0;
        const statuses = await Promise.all(
          Array.from({ length: 100 }, async () => {
            const status = (await inject(t, { method: "POST", url: path.url, ip, ...path.wrong }))
              .statusCode;
            first ||= Date.now();
            return status;
          }),
        );
        windowOpenedBy = Math.max(windowOpenedBy, first);
        const limited = statuses.filter((s) => s === 429).length;
        // Within the window the address stays limited, even with the right password …
        const rightDuring = (await inject(t, { method: "POST", url: path.url, ip, ...path.right }))
          .statusCode;
        // … and another address is not affected.
        const otherAddress = path.ok(
          (
            await inject(t, {
              method: "POST",
              url: path.url,
              ip: `198.51.100.${50 + n}`,
              ...path.right,
            })
          ).statusCode,
        );
        return {
          path: path.name,
          limited,
          others: [...new Set(statuses.filter((s) => s !== 429))],
          rightDuring,
          otherAddress,
        };
      }),
    );
    expect(results).toEqual(
      paths().map((p) => ({
        path: p.name,
        limited: 100 - MAX,
        others: [p.wrongStatus],
        rightDuring: 429,
        otherAddress: true,
      })),
    );
    // After the window the account works from the same address (it was never locked).
    await new Promise((r) =>
      setTimeout(r, Math.max(0, windowOpenedBy + (WINDOW_SECONDS + 1) * 1000 - Date.now())),
    );
    for (const [n, path] of paths().entries()) {
      const status = (
        await inject(t, { method: "POST", url: path.url, ip: `203.0.113.${10 + n}`, ...path.right })
      ).statusCode;
      expect(path.ok(status), `${path.name}: ${status}`).toBe(true);
    }
  });
});

describe("CSRF: state-changing requests from a foreign origin are refused", () => {
  const evil = "https://evil.example";
  test("sign-up, sign-in, sign-out, update-user through better-auth", async () => {
    const users = await count(t, "users");
    for (const [url, body] of [
      ["/api/auth/sign-up/email", { name: "Csrf", email: "csrf@sec.test", password: PASSWORD }],
      ["/api/auth/sign-in/email", { email: victim.email, password: PASSWORD }],
      ["/api/auth/update-user", { name: "Csrf" }],
      ["/api/auth/sign-out", {}],
    ] as const) {
      const res = await inject(t, {
        method: "POST",
        url,
        origin: evil,
        cookie: victim.cookie,
        ip: "198.51.100.91",
        ...json(body),
      });
      expect(res.statusCode, url).toBe(403);
    }
    expect(await count(t, "users")).toBe(users);
    const session = await inject(t, { url: "/api/auth/get-session", cookie: victim.cookie });
    expect((session.json() as { user?: { name?: string } }).user?.name).toBe("Security Member");
  });

  test("page actions (member, admin, public forms) and the beacon", async () => {
    const articles = await count(t, "articles");
    const submissions = await count(t, "form_submissions");
    for (const [url, cookie, body] of [
      ["/dashboard", victim.cookie, form({ intent: "nickname", nickname: "Csrf" })],
      ["/profile", victim.cookie, form({ intent: "profile", name: "Csrf" })],
      [
        "/admin?index",
        boss.cookie,
        form({
          intent: "create",
          title: "Csrf",
          slug: "csrf",
          description: "d",
          content: "c",
          image_url: "",
          status: "published",
        }),
      ],
      ["/forms/launch-arena", "", form({ email: "csrf@sec.test", name: "Csrf" })],
      ["/logout", victim.cookie, form({})],
      ["/consent", "", form({ consent: "all", return: "/" })],
      [
        "/api/events",
        "",
        {
          contentType: "application/json",
          body: JSON.stringify({ variant: "A", event_type: "page_view" }),
        },
      ],
    ] as const) {
      const res = await inject(t, {
        method: "POST",
        url,
        cookie,
        origin: evil,
        ip: "198.51.100.92",
        ...body,
      });
      expect(res.statusCode, url).toBe(403);
      // A form posted cross-site without Origin, flagged by the browser as cross-site, too.
      const noOrigin = await t.app.inject({
        method: "POST",
        url,
        headers: {
          host: new URL(t.origin).host,
          cookie,
          "sec-fetch-site": "cross-site",
          "content-type": body.contentType,
        },
        payload: body.body,
      });
      expect(noOrigin.statusCode, `${url} (Sec-Fetch-Site)`).toBe(403);
    }
    expect(await count(t, "articles")).toBe(articles);
    expect(await count(t, "form_submissions")).toBe(submissions);
    const rows = await t.services.database.rawTransaction((run) =>
      run("select count(*)::int as n from profiles where nickname = 'Csrf' or name = 'Csrf'", []),
    );
    expect(Number(rows[0].n)).toBe(0);
    // The session survived the cross-site logout attempt.
    const session = await inject(t, { url: "/api/auth/get-session", cookie: victim.cookie });
    expect((session.json() as { user?: { email?: string } }).user?.email).toBe(victim.email);
  });
});
