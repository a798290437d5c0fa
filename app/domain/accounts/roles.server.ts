import { and, eq, sql } from "drizzle-orm";
import { userRoles, users } from "../../../db/schema.ts";
import { recordAudit } from "../audit.server.ts";
import type { Db } from "../../lib/db.server.ts";

export class UnknownUserError extends Error {}

async function userIdByEmail(db: Db, email: string): Promise<string> {
  const normalized = email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalized));
  if (!user) throw new UnknownUserError(`No account with the e-mail address ${normalized}.`);
  return user.id;
}

/**
 * docs/product.md#roles: a user is an admin when a user_roles row with role 'admin' exists for
 * them.
 */
export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
  return rows.length > 0;
}

/** Grants or revokes the admin role (operator CLI only, docs/architecture.md D6); audited as 'cli'. */
export async function setAdminRole(
  db: Db,
  email: string,
  grant: boolean,
): Promise<{ userId: string; changed: boolean }> {
  const userId = await userIdByEmail(db, email);
  return db.transaction(async (tx) => {
    const changed = grant
      ? (
          await tx
            .insert(userRoles)
            .values({ userId, role: "admin" })
            .onConflictDoNothing()
            .returning()
        ).length > 0
      : (
          await tx
            .delete(userRoles)
            .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
            .returning()
        ).length > 0;
    await recordAudit(tx, {
      actor: { kind: "cli" },
      action: grant ? "role.grant" : "role.revoke",
      target: `user:${userId}`,
      details: { role: "admin", changed },
    });
    return { userId, changed };
  });
}
