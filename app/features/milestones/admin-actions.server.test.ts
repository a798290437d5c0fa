import { describe, expect, it } from "vitest";
import { getAs, postAs, withAdminApp } from "../../../tests/support/admin.ts";
import type { TestApp } from "../../../tests/support/app.ts";
import { milestoneCopy } from "../../content/milestones.ts";

// The admin Milestones section (ADR 191): its form refuses bad input with the section's
// messages and a 4xx, a held milestone cannot be deleted, and every change is audited.
let t: TestApp;
let admin: string;
let member: string;
withAdminApp((app) => ({ t, admin, member } = app));
const C = milestoneCopy.admin;
const path = "/admin/milestones";
const fields = (patch: Record<string, string> = {}) => ({
  intent: "create",
  name: "Three Friends",
  threshold: "3",
  description: "A badge",
  bonusPoints: "25",
  active: "on",
  ...patch,
});
// A route action answers a fetcher's post as data when asked for `.data`.
const post = (body: Record<string, string>, cookie = admin) =>
  postAs(t, `${path}.data`, cookie, body).then((res) => ({
    status: res.statusCode,
    body: res.body,
  }));

describe("admin Milestones section", () => {
  it("creates, refuses bad values and a taken name, edits, and keeps a held one", async () => {
    expect((await post(fields())).status).toBe(200);
    expect((await getAs(t, path, admin)).body).toContain("Three Friends");
    expect((await post(fields({ threshold: "0" }))).body).toContain(C.invalid.threshold);
    expect((await post(fields({ threshold: "1001" }))).status).toBe(400);
    expect((await post(fields({ bonusPoints: "-5" }))).body).toContain(C.invalid.bonus);
    expect((await post(fields({ name: "  " }))).body).toContain(C.invalid.name);
    const taken = await post(fields());
    expect(taken.status).toBe(409);
    expect(taken.body).toContain(C.nameTaken);
    expect((await post({ intent: "delete", id: "not-a-uuid" })).status).toBe(404);
    expect((await post({ intent: "explode" })).status).toBe(400);

    const [row] = (await t.query("select id from milestones where name = 'Three Friends'")) as {
      id: string;
    }[];
    // A member holds it: deletion is refused, deactivation is not.
    const [user] = (await t.query("select id from users where email = 'member@example.test'")) as {
      id: string;
    }[];
    await t.query("update profiles set referral_count = 3 where id = $1", [user.id]);
    const held = await post({ intent: "delete", id: row.id });
    expect(held.status).toBe(409);
    expect(held.body).toContain(C.held);
    expect((await post({ intent: "deactivate", id: row.id })).body).toContain(C.deactivated);
    const edit = await post(fields({ intent: "update", id: row.id, name: "Three Friends+" }));
    expect(edit.body).toContain(C.updated);
    const actions = await t.query("select action from audit_log where target = $1 order by id", [
      `milestone:${row.id}`,
    ]);
    expect(actions.map((a) => a.action)).toEqual([
      "milestone.create",
      "milestone.deactivate",
      "milestone.update",
    ]);
    // A member is refused by the admin layout.
    expect((await post(fields({ name: "Member's" }), member)).status).toBe(403);
  });
});
