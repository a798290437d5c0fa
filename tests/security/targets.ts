// Every form action and endpoint the security suite attacks (ADR 080). Known targets
// carry valid sample fields; any other route with an action (found in the route
// config of app/routes.ts) or JSON endpoint (server/api/*.ts) is attacked with generic fields,
// so a feature landing later is covered without editing this file — add it here to
// give it realistic fields.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { FORM_NAMES } from "../../app/content/forms.ts";
import routeConfig from "../../app/routes.ts";
import { repoRoot } from "../support/server.ts";

export type Encoding = "json" | "form";
export type Target = {
  name: string;
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  encoding: Encoding;
  /** Valid sample values; each bad input changes one thing about them. */
  fields: Record<string, string>;
  /** Who may call it: the suite sends the matching session cookie. */
  as: "anonymous" | "member" | "admin";
  /** Tables a refused request must leave untouched. */
  writes: string[];
};

const examFields = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`q${i + 1}`, "False"]));

export const KNOWN_TARGETS: Target[] = [
  {
    name: "sign-up",
    method: "POST",
    path: "/api/auth/sign-up/email",
    encoding: "json",
    as: "anonymous",
    writes: ["users", "accounts"],
    fields: {
      name: "Corpus Member",
      email: "corpus-{n}@sec.test",
      password: "correct horse battery",
    },
  },
  {
    name: "sign-in",
    method: "POST",
    path: "/api/auth/sign-in/email",
    encoding: "json",
    as: "anonymous",
    writes: ["users"],
    fields: { email: "member@sec.test", password: "wrong password" },
  },
  {
    name: "password reset request",
    method: "POST",
    path: "/api/auth/request-password-reset",
    encoding: "json",
    as: "anonymous",
    writes: ["users"],
    fields: { email: "member@sec.test", redirectTo: "/" },
  },
  {
    name: "password reset",
    method: "POST",
    path: "/api/auth/reset-password",
    encoding: "json",
    as: "anonymous",
    writes: ["accounts"],
    fields: { newPassword: "another good password", token: "not-a-token" },
  },
  {
    name: "update user",
    method: "POST",
    path: "/api/auth/update-user",
    encoding: "json",
    as: "member",
    writes: [],
    fields: { name: "Renamed Member" },
  },
  {
    name: "change e-mail",
    method: "POST",
    path: "/api/auth/change-email",
    encoding: "json",
    as: "member",
    writes: ["users"],
    fields: { newEmail: "new-{n}@sec.test", callbackURL: "/" },
  },
  {
    name: "change password",
    method: "POST",
    path: "/api/auth/change-password",
    encoding: "json",
    as: "member",
    writes: ["accounts"],
    fields: { currentPassword: "wrong password", newPassword: "another good password" },
  },
  {
    name: "/auth form",
    method: "POST",
    path: "/auth",
    encoding: "form",
    as: "anonymous",
    writes: ["users"],
    fields: { mode: "signin", email: "member@sec.test", password: "wrong password" },
  },
  {
    name: "/sample-exam form",
    method: "POST",
    path: "/sample-exam",
    encoding: "form",
    as: "anonymous",
    writes: ["form_submissions"],
    fields: { name: "Corpus Taker", email: "taker@sec.test", ...examFields },
  },
  {
    name: "/admin article create",
    method: "POST",
    path: "/admin?index",
    encoding: "form",
    as: "admin",
    writes: ["articles"],
    fields: {
      intent: "create",
      title: "Corpus article",
      slug: "corpus-{n}",
      description: "A description",
      content: "Some *content*",
      image_url: "",
      status: "draft",
    },
  },
  {
    name: "/admin article delete",
    method: "POST",
    path: "/admin?index",
    encoding: "form",
    as: "admin",
    writes: ["articles"],
    fields: { intent: "delete", id: "00000000-0000-4000-8000-000000000000" },
  },
];

type RouteEntry = { path?: string; file: string; index?: boolean; children?: RouteEntry[] };

/** Routes with an action in app/routes.ts (path with params filled in), read from the
 *  route config itself, so a module registered on several paths is found on each. */
export function discoverActionRoutes(): string[] {
  const found: string[] = [];
  const visit = (entries: RouteEntry[], prefix: string) => {
    for (const entry of entries) {
      const routePath = entry.index ? `${prefix || "/"}?index` : `${prefix}/${entry.path ?? ""}`;
      if (entry.children) visit(entry.children, routePath.replace(/\/$/, ""));
      if (routePath.includes("*")) continue;
      const file = readFileSync(path.join(repoRoot, "app", entry.file), "utf8");
      if (!/export\s+(async\s+)?(function|const)\s+action\b/.test(file)) continue;
      // Where the prerendered forms post (ADR 207): one address per form.
      if (routePath.endsWith("/:form"))
        for (const name of FORM_NAMES) found.push(routePath.replace(":form", name));
      else found.push(routePath.replace(/:[A-Za-z]+\??/g, "x"));
    }
  };
  visit(routeConfig as RouteEntry[], "");
  return found;
}

/** JSON endpoints registered under server/api (POST/PUT/PATCH/DELETE). */
export function discoverApiRoutes(): string[] {
  const dir = path.join(repoRoot, "server/api");
  const found = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
    const source = readFileSync(path.join(dir, file), "utf8");
    for (const m of source.matchAll(/\.(?:post|put|patch|delete)\(\s*["'`]([^"'`]+)["'`]/g))
      found.add(m[1]);
    for (const m of source.matchAll(/url:\s*["'`](\/api\/[^"'`]+)["'`]/g)) found.add(m[1]);
  }
  return [...found].map((p) => p.replace(/:[A-Za-z]+\??/g, "x"));
}

/** Known targets plus a generic one for every discovered route they do not cover. */
export function allTargets(): Target[] {
  const known = new Set(KNOWN_TARGETS.map((t) => t.path.split("?")[0]));
  const extra: Target[] = [];
  for (const p of discoverActionRoutes()) {
    if (known.has(p.split("?")[0])) continue;
    extra.push({
      name: `${p} (discovered form)`,
      method: "POST",
      path: p,
      encoding: "form",
      as: "member",
      writes: [],
      fields: { name: "Corpus", email: "corpus@sec.test", message: "hello", intent: "submit" },
    });
  }
  for (const p of discoverApiRoutes()) {
    if (known.has(p)) continue;
    extra.push({
      name: `${p} (discovered endpoint)`,
      method: "POST",
      path: p,
      encoding: "json",
      as: "member",
      writes: [],
      fields: { name: "Corpus", event: "page_view", variant: "A" },
    });
  }
  return [...KNOWN_TARGETS, ...extra];
}
