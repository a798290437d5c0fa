// The admin area's one guard (ADR 185): every child route of the /admin layout in
// app/routes.ts (read from the route config, so a new section is covered the day it is
// added) asked for its page, its client-navigation data and, where it has an action, a
// write, as an anonymous visitor, a member and an admin signed in more than 12 hours ago.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import routeConfig from "../../app/routes.ts";
import { createTestApp, type TestApp } from "../support/app.ts";
import { admin, count, inject, member } from "./support.ts";

type RouteEntry = { path?: string; file: string; index?: boolean; children?: RouteEntry[] };
const repoRoot = path.resolve(import.meta.dirname, "../..");
const layout = (routeConfig as RouteEntry[]).find((r) => r.path === "admin")!;
const sections = layout.children!.map((child) => {
  const source = readFileSync(path.join(repoRoot, "app", child.file), "utf8");
  return {
    pattern: child.index ? "/admin" : `/admin/${child.path}`,
    page: /export default/.test(source),
    action: /export\s+(async\s+)?function\s+action\b/.test(source),
  };
});

let t: TestApp;
let alice: Awaited<ReturnType<typeof member>>;
let boss: Awaited<ReturnType<typeof admin>>;
let stale: Awaited<ReturnType<typeof admin>>;
let arenaId: string;
/** A broadcast's page takes 'new' (or a broadcast's id); an Arena's, a real Arena's id; a
 * member's, the member's id. */
const url = (pattern: string) =>
  pattern.replace(
    ":id",
    pattern.startsWith("/admin/broadcasts/")
      ? "new"
      : pattern.startsWith("/admin/arenas")
        ? arenaId
        : alice.id,
  ) + (pattern.endsWith(".csv") ? "?form=launch-arena" : "");
const tables = ["articles", "audit_log", "points_ledger", "user_roles", "users"];
const counts = () => Promise.all(tables.map((table) => count(t, table)));

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  alice = await member(t, "alice-guard@sec.test", "Alice Guarded");
  boss = await admin(t, "boss-guard@sec.test");
  stale = await admin(t, "stale-guard@sec.test");
  const [arena] = (await t.query(
    "insert into arenas (name, slug, seats, kickoff_on) values ('Guard', 'guard', 1, '2027-01-01') returning id",
  )) as { id: string }[];
  arenaId = arena!.id;
  await t.services.database.rawTransaction((run) =>
    run("update sessions set created_at = now() - interval '13 hours' where user_id = $1", [
      stale.id,
    ]),
  );
});
afterAll(async () => {
  await t?.close();
});

describe("the admin guard", () => {
  test("covers the sections the area has, and no admin address lives outside the layout", () => {
    const outside = (routeConfig as RouteEntry[]).filter((r) => r.path?.startsWith("admin"));
    expect(outside.map((r) => r.path)).toEqual(["admin"]);
    const patterns = sections.map((s) => s.pattern);
    for (const p of ["/admin", "/admin/overview", "/admin/members", "/admin/members/:id"])
      expect(patterns).toContain(p);
    expect(patterns.length).toBeGreaterThanOrEqual(10);
  });

  for (const section of sections) {
    test(`${section.pattern}: sign-in for anonymous visitors, refused to members and stale sessions`, async () => {
      const address = url(section.pattern);
      const anonymous = await inject(t, { url: address });
      expect([anonymous.statusCode, anonymous.headers.location]).toEqual([302, "/auth"]);

      const asMember = await inject(t, { url: address, cookie: alice.cookie });
      expect(asMember.statusCode).toBe(403);
      if (section.page) expect(asMember.body).toContain("Access Denied");
      expect(asMember.body).not.toContain("Unexpected Application Error");

      const asStale = await inject(t, { url: address, cookie: stale.cookie });
      expect(asStale.statusCode).toBe(401);
      if (section.page) expect(asStale.body).toContain("Confirm your password");

      // Client navigations fetch `.data`: no section's data goes out with a refusal.
      if (section.page) {
        const dataUrl = address === "/admin" ? "/admin.data" : `${address}.data`;
        for (const cookie of ["", alice.cookie, stale.cookie]) {
          const res = await inject(t, { url: dataUrl, cookie });
          expect(res.body).not.toContain(alice.email);
          expect(res.body).not.toContain("Alice Guarded");
        }
      }

      if (section.action) {
        const before = await counts();
        for (const cookie of ["", alice.cookie, stale.cookie]) {
          const res = await inject(t, {
            method: "POST",
            url: section.pattern === "/admin" ? "/admin?index" : address,
            cookie,
            contentType: "application/x-www-form-urlencoded",
            body: "intent=delete&reason=guard",
          });
          expect([401, 403]).toContain(res.statusCode);
        }
        expect(await counts()).toEqual(before);
      }

      // The refusals above can fail: a fresh admin session is let in.
      const asAdmin = await inject(t, { url: address, cookie: boss.cookie });
      expect(asAdmin.statusCode).toBe(200);
    });
  }
});
