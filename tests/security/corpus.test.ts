// Bad inputs against every form action and endpoint (ADR 080): never a 5xx, never a 2xx
// for whatever cannot be a valid submission (4xx, or a redirect that stores nothing), nothing half-stored, no prototype
// pollution. Targets: tests/security/targets.ts (known + discovered from app/routes.ts
// and server/api); inputs: tests/security/corpus.ts.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FORM_NAMES } from "../../app/content/forms.ts";
import { createTestApp, type TestApp } from "../support/app.ts";
import { corpusFor } from "./corpus.ts";
import { admin, count, inject, integrity, member } from "./support.ts";
import { allTargets, discoverActionRoutes } from "./targets.ts";

let t: TestApp;
const sessions: Record<string, string> = { anonymous: "" };
let sent = 0;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  sessions.member = (await member(t, "member@sec.test")).cookie;
  sessions.admin = (await admin(t, "admin@sec.test")).cookie;
});
afterAll(async () => {
  await t?.close();
});

describe("bad-input corpus", () => {
  test("finds every route with an action, also when one module serves several paths", () => {
    const found = discoverActionRoutes();
    for (const name of FORM_NAMES) expect(found).toContain(`/forms/${name}`);
    for (const p of ["/sample-exam", "/waitlist", "/admin?index", "/admin/members/x"])
      expect(found).toContain(p);
  });

  for (const target of allTargets()) {
    test(`${target.name} (${target.method} ${target.path}): refused without a 5xx, nothing half-stored`, async () => {
      const problems: string[] = [];
      for (const input of corpusFor(target)) {
        const before = await Promise.all(target.writes.map((table) => count(t, table)));
        const res = await inject(t, {
          method: target.method,
          url: target.path,
          body: input.body,
          contentType: input.contentType,
          cookie: input.cookie ?? sessions[target.as],
        });
        sent++;
        const status = res.statusCode;
        if (status >= 500) problems.push(`${input.label}: ${status} ${res.body.slice(0, 120)}`);
        else if (input.mustRefuse && status < 300)
          problems.push(`${input.label}: accepted with ${status}`);
        if (status >= 400) {
          const after = await Promise.all(target.writes.map((table) => count(t, table)));
          if (after.join() !== before.join())
            problems.push(
              `${input.label}: refused with ${status} but stored rows (${target.writes.join(", ")})`,
            );
        }
      }
      expect(problems).toEqual([]);
    });
  }

  test("at least 300 bad inputs were sent; the data is whole and no prototype was polluted", async () => {
    expect(sent).toBeGreaterThanOrEqual(300);
    expect(await integrity(t)).toEqual({
      usersWithoutProfile: 0,
      usersWithoutAccount: 0,
      usersWithoutJoinAward: 0,
      pointsMismatches: 0,
      referralCountMismatches: 0,
      admins: 1,
      oversizedNames: 0,
    });
    const probe = {} as Record<string, unknown>;
    expect([probe.admin, probe.isAdmin, probe.role]).toEqual([undefined, undefined, undefined]);
    // The server still answers normally.
    expect((await inject(t, { url: "/healthz" })).statusCode).toBe(200);
  });
});
