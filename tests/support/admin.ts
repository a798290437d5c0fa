// The admin area's server tests (app/features/admin/*.server.test.ts): one test app per file
// with an admin and a member signed up through /auth, and requests as either.
import { afterAll, beforeAll, expect } from "vitest";
import { setAdminRole } from "../../app/domain/accounts/roles.server.ts";
import { cookiesFrom, createTestApp, type TestApp } from "./app.ts";

export type AdminApp = { t: TestApp; admin: string; member: string };

/** Signs up through /auth's form; the session cookie. */
export async function adminSignUp(t: TestApp, email: string): Promise<string> {
  const res = await postAs(t, "/auth", "", { mode: "signup", email, password: "secret123" });
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe("/admin");
  expect(String(res.headers["set-cookie"])).toContain("vs_notice=signed-up");
  return cookiesFrom(res.headers["set-cookie"]);
}

/** A test app for the file with `admin@example.test` (admin role) and `member@example.test`. */
export function withAdminApp(
  ready: (app: AdminApp) => void,
  extraEnv: Record<string, string> = {},
) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(extraEnv);
    const admin = await adminSignUp(t, "admin@example.test");
    await setAdminRole(t.db, "admin@example.test", true);
    const member = await adminSignUp(t, "member@example.test");
    ready({ t, admin, member });
  });
  afterAll(async () => {
    await t?.close();
  });
}

/** Posts a form from the site's own origin as the session in `cookie` ("" for none). */
export function postAs(t: TestApp, url: string, cookie: string, fields: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url,
    headers: {
      host: new URL(t.origin).host,
      origin: t.origin,
      cookie,
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

export const getAs = (t: TestApp, url: string, cookie: string) =>
  t.app.inject({ method: "GET", url, headers: { cookie } });

/** The article form's fields for a new published article with a unique slug. */
export const articleFields = (patch: Record<string, string> = {}) => ({
  intent: "create",
  title: "Hello",
  slug: `hello-${Math.random().toString(36).slice(2, 8)}`,
  description: "A description",
  content: "# Heading\n\nSome **bold** text.",
  image_url: "",
  status: "published",
  ...patch,
});
