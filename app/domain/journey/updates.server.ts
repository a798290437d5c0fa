// A founder's updates (ADR 232): only the venture's founder posts, edits or deletes them. The
// post commits the update alone; the outbox worker's lane of any instance then queues its
// e-mail once for every confirmed staker (more than 0 tokens) and follower on the 'Founder
// updates' list, in ONE statement (INSERT … SELECT), each row keyed
// 'founder-update:<update>:<member>' and rendered when sent (journey-mail.server.ts), so a
// hidden or deleted update sends nothing more. An edit sends nothing. The operator's 'Hide
// Update' is audited with its reason.
// Relative .ts imports: the renderer imports this.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { recordAudit, type AuditActor } from "../audit.server.ts";
import { sqlRows, type Db, type Queryable } from "../../lib/db.server.ts";
import type { UpdateInput } from "./journey.schema.ts";
import { count, when } from "./rows.ts";
import { isFounderOf, NotTheFounder } from "./ventures.server.ts";

export class UpdateGone extends Error {}

/** SQL: the members an e-mail of `founderId` goes to (`source`: 'stakers' or 'both'). */
export const recipientsSql = (founderId: string, withFollowers: boolean) => sql`
  select r.user_id from (
    select i.user_id from arena_stakes s join arena_invitations i on i.id = s.invitation_id
    where s.founder_id = ${founderId} and s.tokens > 0 and i.user_id is not null
    ${withFollowers ? sql`union select vf.user_id from venture_follows vf where vf.founder_id = ${founderId}` : sql``}
  ) r
  join users u on u.id = r.user_id and u.email_verified
  join profiles p on p.id = r.user_id and p.suspended_at is null
  join mail_preferences mp on mp.user_id = r.user_id and mp.founder_updates
  where not exists (select 1 from mail_suppressions ms where ms.user_id = r.user_id)`;

/** Queues the update's e-mail to every recipient (the author aside); the number queued. */
async function queueUpdateMails(
  tx: Queryable,
  update: { id: string; founderId: string; author: string | null },
) {
  const rows = await sqlRows(
    tx,
    z.object({ n: count }),
    sql`
      with queued as (
        insert into outbox (kind, user_id, ref, dedupe_key)
        select 'founder-update', x.user_id, ${update.id}::uuid,
          'founder-update:' || ${update.id} || ':' || x.user_id
        from (${recipientsSql(update.founderId, true)}) x
        where x.user_id is distinct from ${update.author}
        on conflict (dedupe_key) do nothing
        returning 1)
      select count(*) as n from queued`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * 'Publish Update': the founder's only (NotTheFounder otherwise, nothing written). Its e-mails
 * are queued after the commit by `queueDueUpdateMails` (the outbox's lane: wake the outbox).
 */
export async function postUpdate(
  db: Db,
  opts: { founderId: string; userId: string; input: UpdateInput },
) {
  return db.transaction(async (tx) => {
    // The venture's row first: two posts of one founder queue behind each other.
    await tx.execute(sql`select 1 from arena_founders where id = ${opts.founderId} for share`);
    if (!(await isFounderOf(tx, opts.userId, opts.founderId))) throw new NotTheFounder();
    const [row] = await sqlRows(
      tx,
      z.object({ id: z.string() }),
      sql`
        insert into venture_updates (founder_id, author_id, title, body, kind)
        values (${opts.founderId}, ${opts.userId}, ${opts.input.title}, ${opts.input.body},
          ${opts.input.kind})
        returning id`,
    );
    return { id: row!.id };
  });
}

/**
 * Queues the e-mails of up to `limit` published updates not yet mailed, each in one statement,
 * and marks them mailed in the same transaction; the number of updates. Two instances take
 * different updates (SKIP LOCKED); the keys make a second run of one queue nothing.
 */
export async function queueDueUpdateMails(db: Db, limit = 5) {
  return db.transaction(async (tx) => {
    const due = await sqlRows(
      tx,
      z.object({ id: z.string(), founder_id: z.string(), author_id: z.string().nullable() }),
      sql`
        select id, founder_id, author_id from venture_updates
        where mailed_at is null and hidden_at is null
        order by created_at limit ${limit} for update skip locked`,
    );
    for (const u of due) {
      await queueUpdateMails(tx, { id: u.id, founderId: u.founder_id, author: u.author_id });
      await tx.execute(sql`update venture_updates set mailed_at = now() where id = ${u.id}`);
    }
    return due.length;
  });
}

/** The outbox's lane for updates (ADR 232): queues due updates' e-mails, then sends follow. */
export function updateMailLane(db: Db) {
  let halted = false;
  return {
    async runOnce(): Promise<number | null> {
      if (halted) return null;
      return (await queueDueUpdateMails(db)) > 0 ? 0 : null;
    },
    halt(on = true) {
      halted = on;
    },
  };
}

/** The venture an update belongs to, if the update exists (hidden or not). */
async function updateVenture(tx: Queryable, updateId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(updateId)) return null;
  const [row] = await sqlRows(
    tx,
    z.object({ founder_id: z.string() }),
    sql`select founder_id from venture_updates where id = ${updateId}`,
  );
  return row?.founder_id ?? null;
}

/** 'Edit': the founder's only; no second e-mail. */
export async function editUpdate(
  db: Db,
  opts: { founderId: string; updateId: string; userId: string; input: UpdateInput },
) {
  return db.transaction(async (tx) => {
    if (!(await isFounderOf(tx, opts.userId, opts.founderId))) throw new NotTheFounder();
    if ((await updateVenture(tx, opts.updateId)) !== opts.founderId) throw new UpdateGone();
    await tx.execute(sql`
      update venture_updates set title = ${opts.input.title}, body = ${opts.input.body},
        kind = ${opts.input.kind}, updated_at = now()
      where id = ${opts.updateId}`);
  });
}

/** 'Delete': the founder's only; its e-mails not yet sent go with it (the renderer finds none). */
export async function deleteUpdate(
  db: Db,
  opts: { founderId: string; updateId: string; userId: string },
) {
  return db.transaction(async (tx) => {
    if (!(await isFounderOf(tx, opts.userId, opts.founderId))) throw new NotTheFounder();
    if ((await updateVenture(tx, opts.updateId)) !== opts.founderId) throw new UpdateGone();
    await tx.execute(sql`delete from venture_updates where id = ${opts.updateId}`);
    await tx.execute(sql`
      delete from outbox where ref = ${opts.updateId}::uuid and kind = 'founder-update'
        and status = 'queued' and (lease_until is null or lease_until < now())`);
  });
}

/** The operator's 'Hide Update' (abuse, a mistake): off the page, nothing more sent; audited. */
export async function hideUpdate(
  db: Db,
  opts: { updateId: string; reason: string; actor: AuditActor },
) {
  if (!/^[0-9a-f-]{36}$/i.test(opts.updateId)) throw new UpdateGone();
  return db.transaction(async (tx) => {
    const [found] = await sqlRows(
      tx,
      z.object({ founder_id: z.string(), title: z.string(), venture_name: z.string() }),
      sql`
        select u.founder_id, u.title, f.venture_name
        from venture_updates u join arena_founders f on f.id = u.founder_id
        where u.id = ${opts.updateId}`,
    );
    if (!found) throw new UpdateGone();
    await tx.execute(sql`
      update venture_updates set hidden_at = now(), hidden_reason = ${opts.reason}
      where id = ${opts.updateId} and hidden_at is null`);
    await recordAudit(tx, {
      actor: opts.actor,
      action: "venture.update.hide",
      target: `update:${opts.updateId}`,
      details: { name: found.title, venture: found.venture_name, reason: opts.reason },
    });
  });
}

const UpdateRow = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  kind: z.enum(["update", "discovery", "milestone"]),
  created_at: when,
  updated_at: when,
  hidden_reason: z.string().nullable(),
  signed: z.boolean(),
});

/** A venture's updates, newest first (the hidden ones only for the operator). */
export async function ventureUpdates(
  db: Db,
  founderId: string,
  opts: { withHidden?: boolean; limit?: number } = {},
) {
  const rows = await sqlRows(
    db,
    UpdateRow,
    sql`
      select id, title, body, kind, created_at, updated_at, hidden_reason,
        author_id is not null as signed
      from venture_updates
      where founder_id = ${founderId} ${opts.withHidden ? sql`` : sql`and hidden_at is null`}
      order by created_at desc, id desc limit ${opts.limit ?? 50}`,
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    kind: r.kind,
    createdAt: r.created_at.toISOString(),
    edited: r.updated_at.getTime() - r.created_at.getTime() > 1000,
    hiddenReason: r.hidden_reason,
    signed: r.signed,
  }));
}
export type VentureUpdate = Awaited<ReturnType<typeof ventureUpdates>>[number];
