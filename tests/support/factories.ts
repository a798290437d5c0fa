// Test data through the real sign-up path (CONTRIBUTING.md 'Add a test': factories, not hand-written
// SQL): members are created over HTTP (better-auth's /api/auth endpoints, with the Origin
// header it requires) against a spawned server or a createTestApp() app, and optionally
// confirmed by following the link in the e-mail caught by the SMTP sink.
//
// Many members per test? Start the server/app with RATE_LIMIT=off (or a high
// RATE_LIMIT_AUTH_MAX): sign-ups from one address are rate limited.
import { randomBytes } from "node:crypto";
import type { RunningServer } from "./server.ts";
import type { TestApp } from "./app.ts";

export type Target = RunningServer | TestApp;

export type HttpResponse = {
  status: number;
  headers: Headers;
  body: string;
  location: string | null;
  cookies: string[];
};

function isTestApp(target: Target): target is TestApp {
  return "app" in target && "services" in target;
}

/** The origin better-auth trusts for this target (its PUBLIC_URL). */
export function originOf(target: Target): string {
  return isTestApp(target) ? target.origin : target.url;
}

/** One HTTP request to the target (never following redirects). */
export async function request(
  target: Target,
  opts: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<HttpResponse> {
  const method = opts.method ?? "GET";
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (method !== "GET" && !headers.origin) headers.origin = originOf(target);
  if (isTestApp(target)) {
    // As a browser would: the Host matches the origin (React Router checks form posts against it).
    if (!headers.host) headers.host = new URL(target.origin).host;
    const res = await target.app.inject({
      method: method as "GET",
      url: opts.path,
      headers,
      payload: opts.body,
    });
    const h = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v === undefined) continue;
      for (const item of Array.isArray(v) ? v : [String(v)]) h.append(k, item);
    }
    return {
      status: res.statusCode,
      headers: h,
      body: res.body,
      location: h.get("location"),
      cookies: h.getSetCookie(),
    };
  }
  const body =
    typeof opts.body === "string" || opts.body === undefined
      ? opts.body
      : new Uint8Array(opts.body);
  const res = await fetch(target.url + opts.path, { method, headers, body, redirect: "manual" });
  return {
    status: res.status,
    headers: res.headers,
    body: await res.text(),
    location: res.headers.get("location"),
    cookies: res.headers.getSetCookie(),
  };
}

/** Merges Set-Cookie headers into a Cookie header value (later values win, cleared ones drop). */
export function mergeCookies(cookie: string, setCookies: string[]): string {
  const jar = new Map<string, string>();
  for (const part of cookie.split(/;\s*/).filter(Boolean)) {
    const i = part.indexOf("=");
    jar.set(part.slice(0, i), part.slice(i + 1));
  }
  for (const sc of setCookies) {
    const [pair, ...attrs] = sc.split(";");
    const i = pair.indexOf("=");
    const name = pair.slice(0, i).trim();
    const value = pair.slice(i + 1);
    if (value === "" || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

export type Member = {
  id: string;
  name: string;
  email: string;
  password: string;
  /** Cookie header value of the member's signed-in session. */
  cookie: string;
};

let seq = 0;
export function uniqueEmail(prefix = "member"): string {
  seq += 1;
  return `${prefix}-${seq}-${randomBytes(4).toString("hex")}@example.com`.toLowerCase();
}

/** The sign-up API as the pages call it: one JSON POST, answered as it comes. */
export function signUpRequest(target: Target, body: Record<string, unknown>) {
  return request(target, {
    method: "POST",
    path: "/api/auth/sign-up/email",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** The sign-in API as the pages call it: one JSON POST, answered as it comes. */
export function signInRequest(target: Target, m: Pick<Member, "email" | "password">) {
  return request(target, {
    method: "POST",
    path: "/api/auth/sign-in/email",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: m.email, password: m.password }),
  });
}

/** Signs a member in (a new session beside their others); its cookie. */
export async function signIn(target: Target, m: Pick<Member, "email" | "password">) {
  const res = await signInRequest(target, m);
  if (res.status !== 200) throw new Error(`sign-in ${res.status}: ${res.body}`);
  return mergeCookies("", res.cookies);
}

/** Signs a member up over HTTP; `confirm` follows the confirmation link from the mail sink. */
export async function createMember(
  target: Target,
  opts: {
    name?: string;
    email?: string;
    password?: string;
    referrerId?: string;
    confirm?: boolean;
    points?: number;
  } = {},
): Promise<Member> {
  const email = (opts.email ?? uniqueEmail()).toLowerCase();
  const name = opts.name ?? `Member ${email.split("@")[0]}`;
  const password = opts.password ?? "correct-horse-7";
  const res = await signUpRequest(target, {
    name,
    email,
    password,
    referrerId: opts.referrerId,
    callbackURL: "/dashboard?confirmed=1",
  });
  if (res.status !== 200)
    throw new Error(`sign-up of ${email} failed with ${res.status}: ${res.body}`);
  const { user } = JSON.parse(res.body) as { user: { id: string } };
  const member: Member = {
    id: user.id,
    name,
    email,
    password,
    cookie: mergeCookies("", res.cookies),
  };
  // Confirmed in the member's own browser: confirming an address signs out every
  // other session of the account (ADR 180), so a fresh browser would end this one.
  if (opts.confirm)
    member.cookie = mergeCookies(member.cookie, (await confirmMember(target, member)).cookies);
  if (opts.points) await addPoints(target, member.id, opts.points);
  return member;
}

/** The confirmation link e-mailed to `email` (path + query, ready for request()). */
export async function confirmationPath(target: Target, email: string): Promise<string> {
  const mail = await target.mail.waitFor(email, /Confirm your/);
  const link = new URL(target.mail.link(mail, /verify-email/));
  return link.pathname + link.search;
}

/**
 * Follows the confirmation link, as a fresh browser would or (given the member's cookie)
 * in the member's own browser, returning the response.
 */
export async function confirmMember(
  target: Target,
  member: Pick<Member, "email"> & { cookie?: string },
): Promise<HttpResponse> {
  const res = await request(target, {
    path: await confirmationPath(target, member.email),
    headers: member.cookie ? { cookie: member.cookie } : {},
  });
  if (res.status !== 302)
    throw new Error(`confirmation of ${member.email} answered ${res.status}: ${res.body}`);
  return res;
}

/**
 * Gives a member extra points as an 'adjustment' ledger row (the triggers keep
 * points_total equal to the ledger). Needs direct database access: createTestApp() only.
 */
export async function addPoints(target: Target, userId: string, points: number): Promise<void> {
  if (!isTestApp(target))
    throw new Error("addPoints needs a createTestApp() target (direct database access)");
  await target.services.database.rawTransaction((run) =>
    run(
      `insert into points_ledger (user_id, description, points, kind, award_key) values ($1, 'Test adjustment', $2, 'adjustment', $3)`,
      [userId, points, `test:${randomBytes(8).toString("hex")}`],
    ),
  );
}

/** Posts a form (application/x-www-form-urlencoded) as the given session, like a browser without JavaScript. */
export function postForm(
  target: Target,
  path: string,
  fields: Record<string, string>,
  cookie = "",
): Promise<HttpResponse> {
  return request(target, {
    method: "POST",
    path,
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A stored form submission from `email`, as the form pages write it (straight into the table). */
export async function storeSubmission(t: TestApp, email: string, form = "launch-arena") {
  await t.query(
    "insert into form_submissions (form_name, email, fields) values ($1, $2, $3::jsonb)",
    [form, email, JSON.stringify({ name: "Someone", email })],
  );
}
