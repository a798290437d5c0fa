// Broadcasts in the admin area (ADR 212): the list, one broadcast with its
// figures, and each change with its audit row in the same transaction. Sending goes through
// startBroadcast (the count) and the outbox's broadcast lane (the freeze, ADR 219).
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { arenas, articles, broadcasts } from "../../../db/schema.ts";
import { pgNumber, pgTime, sqlRow, sqlRows, type Db, type Queryable } from "../../lib/db.server.ts";
import { byAdmin, recordAudit, type AdminActor } from "../audit.server.ts";
import { isCompleteAudience, type Audience } from "./audience.server.ts";
import { startBroadcast } from "./broadcast-start.server.ts";
import type { BroadcastInput } from "./broadcasts.schema.ts";

export type BroadcastStatus = (typeof broadcasts.$inferSelect)["status"];

const counts = sql`(select count(*) filter (where state = 'sent')::int as sent,
    count(*) filter (where state = 'failed')::int as failed,
    count(*) filter (where state = 'skipped')::int as skipped
  from broadcast_recipients r where r.broadcast_id = b.id)`;

/** The list, newest first, with what each has sent and failed. */
const ListRow = z.object({
  id: z.string(),
  subject: z.string(),
  audience_kind: z.enum(broadcasts.audienceKind.enumValues),
  audience_value: z.string().nullable(),
  audience_name: z.string().nullable(),
  status: z.enum(broadcasts.status.enumValues),
  recipients: pgNumber,
  sent: pgNumber,
  failed: pgNumber,
  date: pgTime,
});

export async function listBroadcasts(db: Queryable) {
  const rows = await sqlRows(
    db,
    ListRow,
    sql`
      select b.id, b.subject, b.audience_kind, b.audience_value,
        coalesce(c.name, ar.name) as audience_name,
        b.status, b.recipients, f.sent, f.failed,
        coalesce(b.finished_at, b.started_at, b.scheduled_at, b.updated_at) as date
      from broadcasts b
      left join communities c on b.audience_kind = 'community' and c.id::text = b.audience_value
      left join arenas ar on b.audience_kind = 'arena' and ar.id::text = b.audience_value
      cross join lateral ${counts} f
      order by b.created_at desc limit 200`,
  );
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    audience: { kind: r.audience_kind, value: r.audience_value, name: r.audience_name },
    status: r.status,
    recipients: r.recipients,
    sent: r.sent,
    failed: r.failed,
    date: r.date.toISOString(),
  }));
}
export type BroadcastRow = Awaited<ReturnType<typeof listBroadcasts>>[number];

/** One broadcast and its figures; null when unknown. */
const Figures = z.object({
  sent: pgNumber,
  failed: pgNumber,
  skipped: pgNumber,
  unsubscribed: pgNumber,
});

export async function getBroadcast(db: Queryable, id: string) {
  const [b] = await db.select().from(broadcasts).where(eq(broadcasts.id, id));
  if (!b) return null;
  const f = await sqlRow(
    db,
    Figures,
    sql`
      select f.*, (select count(*)::int from broadcast_recipients r
                   join mail_preferences mp on mp.user_id = r.user_id
                   where r.broadcast_id = b.id and not mp.programme_news
                     and mp.updated_at >= b.started_at) as unsubscribed
      from broadcasts b cross join lateral ${counts} f where b.id = ${id}::uuid`,
  );
  return {
    ...b,
    figures: {
      recipients: b.recipients,
      sent: f?.sent ?? 0,
      failed: f?.failed ?? 0,
      skipped: f?.skipped ?? 0,
      unsubscribed: f?.unsubscribed ?? 0,
    },
  };
}
export type BroadcastDetail = NonNullable<Awaited<ReturnType<typeof getBroadcast>>>;

export class BroadcastNotEditable extends Error {}
export class AudienceIncomplete extends Error {}

function audit(tx: Queryable, actor: AdminActor, action: string, id: string, details = {}) {
  return recordAudit(tx, {
    actor: byAdmin(actor),
    action: `broadcast.${action}`,
    target: `broadcast:${id}`,
    details,
  });
}

const audienceOf = (input: BroadcastInput): Audience => ({
  kind: input.audienceKind,
  value: input.audienceKind === "all" ? null : (input.audienceValue ?? null) || null,
});

/**
 * Saves the draft (a new one when `id` is null) in `tx`; a scheduled broadcast being edited
 * goes back to draft. Returns the id; BroadcastNotEditable once it has started.
 */
async function write(tx: Queryable, id: string | null, input: BroadcastInput, actor: AdminActor) {
  const audience = audienceOf(input);
  const values = {
    subject: input.subject,
    body: input.body,
    audienceKind: audience.kind,
    audienceValue: audience.value,
    updatedAt: new Date(),
  };
  if (id === null) {
    const [row] = await tx
      .insert(broadcasts)
      .values({ ...values, createdBy: actor.id })
      .returning({ id: broadcasts.id });
    await audit(tx, actor, "create", row!.id, { audience });
    return row!.id;
  }
  const rows = await tx
    .update(broadcasts)
    .set({ ...values, status: "draft", scheduledAt: null })
    .where(sql`${broadcasts.id} = ${id}::uuid and ${broadcasts.status} in ('draft', 'scheduled')`)
    .returning({ id: broadcasts.id });
  if (rows.length === 0) throw new BroadcastNotEditable();
  await audit(tx, actor, "update", id, { audience });
  return id;
}

export function saveDraft(db: Db, id: string | null, input: BroadcastInput, actor: AdminActor) {
  return db.transaction((tx) => write(tx, id, input, actor));
}

export function scheduleBroadcast(
  db: Db,
  id: string | null,
  input: BroadcastInput,
  at: Date,
  actor: AdminActor,
) {
  if (!isCompleteAudience(audienceOf(input))) throw new AudienceIncomplete();
  return db.transaction(async (tx) => {
    const saved = await write(tx, id, input, actor);
    await tx
      .update(broadcasts)
      .set({ status: "scheduled", scheduledAt: at })
      .where(eq(broadcasts.id, saved));
    await audit(tx, actor, "schedule", saved, { at: at.toISOString() });
    return saved;
  });
}

/** Saves and starts at once: the audience counted now, frozen by the outbox worker. */
export function sendBroadcastNow(
  db: Db,
  id: string | null,
  input: BroadcastInput,
  actor: AdminActor,
) {
  const audience = audienceOf(input);
  if (!isCompleteAudience(audience)) throw new AudienceIncomplete();
  return db.transaction(async (tx) => {
    const saved = await write(tx, id, input, actor);
    const recipients = await startBroadcast(tx, saved, audience);
    await audit(tx, actor, "send", saved, { recipients });
    return { id: saved, recipients };
  });
}

const MOVES = {
  pause: { from: ["sending"], to: "paused" },
  resume: { from: ["paused"], to: "sending" },
  cancel: { from: ["scheduled"], to: "cancelled" },
} as const satisfies Record<string, { from: BroadcastStatus[]; to: BroadcastStatus }>;

/** Pause, Resume or Cancel; false when the broadcast is not in a state that allows it. */
export function moveBroadcast(db: Db, id: string, move: keyof typeof MOVES, actor: AdminActor) {
  const { from, to } = MOVES[move];
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(broadcasts)
      // A 'Resume' opens a new window for the self-pause (ADR 224): old bounces do not count.
      .set({
        status: to,
        pausedReason: null,
        updatedAt: new Date(),
        ...(move === "resume" ? { resumedAt: sql`now()` } : {}),
      })
      .where(
        sql`${broadcasts.id} = ${id}::uuid and ${broadcasts.status} in (${sql.join(
          from.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      )
      .returning({ id: broadcasts.id });
    if (rows.length === 0) return false;
    await audit(tx, actor, move, id);
    return true;
  });
}

/** The article a 'Send as Newsletter' starts from. */
export async function articleForNewsletter(db: Queryable, id: string) {
  const [row] = await db
    .select({ title: articles.title, content: articles.content, slug: articles.slug })
    .from(articles)
    .where(and(sql`${articles.id}::text = ${id}`, eq(articles.status, "published")));
  return row ?? null;
}

/** The Arenas whose seat holders an audience may name: any that has opened. */
export async function arenaChoices(db: Queryable): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: arenas.id, name: arenas.name })
    .from(arenas)
    .where(ne(arenas.status, "draft"))
    .orderBy(asc(sql`lower(${arenas.name})`))
    .limit(500);
}
