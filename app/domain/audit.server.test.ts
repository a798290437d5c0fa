import { describe, expect, it } from "vitest";
import { type TestApp, withTestApp } from "../../tests/support/app.ts";
import { createMember } from "../../tests/support/factories.ts";
import { byAdmin, recordAudit, redactEmails } from "./audit.server.ts";
import { setAdminRole } from "./accounts/roles.server.ts";

// The audit log is append-only in the database itself (db/migrations/0004_audit_log.sql):
// no code path, console session or bug can rewrite or remove a row.
let t: TestApp;
withTestApp((app) => (t = app), { RATE_LIMIT: "off" });

describe("audit log", () => {
  it("records an entry and refuses UPDATE, DELETE and TRUNCATE", async () => {
    await recordAudit(t.db, {
      actor: { kind: "system" },
      action: "test.append",
      target: "test:1",
      details: { n: 1 },
    });
    const [row] = await t.query(
      "select id, actor, action, target, details from audit_log where action = 'test.append'",
    );
    expect(row).toMatchObject({ actor: "system", action: "test.append", target: "test:1" });
    expect(row.details).toEqual({ n: 1 });
    await expect(
      t.query("update audit_log set action = 'x' where id = $1", [row.id]),
    ).rejects.toThrow(/append-only/);
    await expect(t.query("delete from audit_log where id = $1", [row.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.query("delete from audit_log")).rejects.toThrow(/append-only/);
    await expect(t.query("truncate audit_log")).rejects.toThrow(/append-only/);
    const [still] = await t.query("select action from audit_log where id = $1", [row.id]);
    expect(still.action).toBe("test.append");
  });

  it("stores an admin as their id and never keeps an e-mail address", async () => {
    const admin = await createMember(t);
    await recordAudit(t.db, {
      actor: byAdmin(admin),
      action: "test.admin",
      target: `user:${admin.email}`,
      details: { reason: `asked by ${admin.email} twice`, nested: [{ to: "x.y+z@mail.example" }] },
    });
    const [row] = await t.query(
      "select actor, actor_id, target, details from audit_log where action = 'test.admin'",
    );
    expect(row).toMatchObject({ actor: "admin", actor_id: admin.id, target: "user:[e-mail]" });
    expect(row.details).toEqual({
      reason: "asked by [e-mail] twice",
      nested: [{ to: "[e-mail]" }],
    });
    // The database refuses an address in the target even when code bypasses recordAudit.
    await expect(
      t.query("insert into audit_log (actor, action, target) values ('cli', 'x', 'a@b.c')"),
    ).rejects.toThrow();
    expect(redactEmails({ a: 1, b: null })).toEqual({ a: 1, b: null });
  });

  it("audits the CLI's grant and revoke in the same transaction as the role change", async () => {
    const m = await createMember(t);
    await setAdminRole(t.db, m.email, true);
    await setAdminRole(t.db, m.email, true);
    await setAdminRole(t.db, m.email, false);
    const rows = await t.query(
      "select actor, action, target, details from audit_log where target = $1 order by id",
      [`user:${m.id}`],
    );
    expect(rows).toEqual([
      {
        actor: "cli",
        action: "role.grant",
        target: `user:${m.id}`,
        details: { role: "admin", changed: true },
      },
      {
        actor: "cli",
        action: "role.grant",
        target: `user:${m.id}`,
        details: { role: "admin", changed: false },
      },
      {
        actor: "cli",
        action: "role.revoke",
        target: `user:${m.id}`,
        details: { role: "admin", changed: true },
      },
    ]);
  });
});
