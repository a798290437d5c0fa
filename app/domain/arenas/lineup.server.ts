// An Arena's line-up (ADR 215): the founders who pitch to its seat holders, added and removed
// by the operator until staking opens (the database refuses it after, 0024_staking.sql), and
// the founder applications that named the Arena. Relative .ts imports: the jobs import this.
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { arenaFounders, formSubmissions } from "../../../db/schema.ts";
import { recordAudit, type AuditActor } from "../audit.server.ts";
import { pgConstraint, pgErrorCode, refusedAs, resultRows, type Db } from "../../lib/db.server.ts";
import type { ArenaMailDeps } from "./arena-mail.server.ts";
import { queueLineupMail } from "./staking-mail.server.ts";
import type { FounderInput } from "./staking.schema.ts";

export class LineUpFixed extends Error {}
export class FounderAlreadyInLineUp extends Error {}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Locks an Arena's row for the transaction: its name and staking state, or null. */
export async function lockArenaForStaking(tx: Tx | Db, arenaId: string) {
  const [row] = resultRows<{
    id: string;
    name: string;
    slug: string;
    staking: "not_opened" | "open" | "closed" | "published";
    grant_pool: number;
    tokens_per_seat: number;
  }>(
    await tx.execute(sql`
      select id, name, slug, staking, grant_pool, tokens_per_seat from arenas
      where id = ${arenaId} for update`),
  );
  return row ?? null;
}

/** The line-up in its order (the admin's view: with the founders' addresses). */
export function lineUp(db: Db, arenaId: string) {
  return db
    .select({
      id: arenaFounders.id,
      place: arenaFounders.place,
      founderName: arenaFounders.founderName,
      ventureName: arenaFounders.ventureName,
      pitch: arenaFounders.pitch,
      email: arenaFounders.email,
      pitchUrl: arenaFounders.pitchUrl,
    })
    .from(arenaFounders)
    .where(eq(arenaFounders.arenaId, arenaId))
    .orderBy(asc(arenaFounders.place));
}
export type LineUpEntry = Awaited<ReturnType<typeof lineUp>>[number];

/** The line-up as everyone may read it: never a founder's address. */
export async function publicLineUp(db: Db, arenaId: string) {
  return (await lineUp(db, arenaId)).map(({ id, founderName, ventureName, pitch, pitchUrl }) => ({
    id,
    founderName,
    ventureName,
    pitch,
    pitchUrl,
  }));
}
export type PublicLineUpEntry = Awaited<ReturnType<typeof publicLineUp>>[number];

/**
 * Adds a founder at the end of the line-up, holding the Arena's row; audited with the venture
 * and founder, and the founder e-mailed 'You are in the line-up of …' in the same transaction.
 * Null: no such Arena. Throws LineUpFixed once staking has opened, FounderAlreadyInLineUp when
 * the founder's address is in the line-up already (the database's key decides, ADR 230).
 */
export async function addFounder(
  deps: ArenaMailDeps,
  arenaId: string,
  input: FounderInput,
  actor: AuditActor,
) {
  try {
    return await deps.db.transaction(async (tx) => {
      const arena = await lockArenaForStaking(tx, arenaId);
      if (!arena) return null;
      if (arena.staking !== "not_opened") throw new LineUpFixed();
      const [row] = await tx
        .insert(arenaFounders)
        .values({
          arenaId,
          place: sql`(select coalesce(max(place), 0) + 1 from arena_founders
                    where arena_id = ${arenaId})`,
          founderName: input.founderName,
          ventureName: input.ventureName,
          pitch: input.pitch,
          email: input.email,
          pitchUrl: input.pitchUrl,
          submissionId: input.submission,
        })
        .returning({ id: arenaFounders.id });
      await recordAudit(tx, {
        actor,
        action: "arena.lineup.add",
        target: `arena:${arenaId}`,
        details: { founder: input.founderName, venture: input.ventureName },
      });
      await queueLineupMail(deps, tx, arena, { id: row!.id, ...input });
      return row!.id;
    });
  } catch (error) {
    if (pgConstraint(error) === "arena_founders_email_once") throw new FounderAlreadyInLineUp();
    if (pgErrorCode(error) === "23514") throw new LineUpFixed();
    throw error;
  }
}

/** Removes a founder before staking opens. False: no such founder in this Arena. */
export function removeFounder(db: Db, arenaId: string, founderId: string, actor: AuditActor) {
  return refusedAs(
    ["23514"],
    () => new LineUpFixed(),
    () =>
      db.transaction(async (tx) => {
        const arena = await lockArenaForStaking(tx, arenaId);
        if (!arena) return false;
        if (arena.staking !== "not_opened") throw new LineUpFixed();
        const [row] = await tx
          .delete(arenaFounders)
          .where(and(eq(arenaFounders.id, founderId), eq(arenaFounders.arenaId, arenaId)))
          .returning({ founder: arenaFounders.founderName, venture: arenaFounders.ventureName });
        if (!row) return false;
        await recordAudit(tx, {
          actor,
          action: "arena.lineup.remove",
          target: `arena:${arenaId}`,
          details: row,
        });
        return true;
      }),
  );
}

/** The founder applications that named this Arena, newest first (the admin's section). */
export async function arenaApplications(db: Db, arenaId: string) {
  const rows = await db
    .select({
      id: formSubmissions.id,
      email: formSubmissions.email,
      fields: formSubmissions.fields,
      createdAt: formSubmissions.createdAt,
    })
    .from(formSubmissions)
    .where(
      and(eq(formSubmissions.arenaId, arenaId), eq(formSubmissions.formName, "founder-signup")),
    )
    .orderBy(desc(formSubmissions.createdAt))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.fields.name ?? "",
    venture: r.fields.startupName ?? "",
    pitch: r.fields.pitch ?? "",
    website: r.fields.website ?? "",
    createdAt: r.createdAt.toISOString(),
  }));
}
export type ArenaApplication = Awaited<ReturnType<typeof arenaApplications>>[number];

/** The open Arena a founder application's 'Arena' answer names (by name, any case), or null. */
export async function arenaNamed(db: Db | Tx, answer: string): Promise<string | null> {
  const [row] = resultRows<{ id: string }>(
    await db.execute(sql`
      select id from arenas where status = 'open' and lower(name) = lower(${answer.trim()})
      order by kickoff_on limit 1`),
  );
  return row?.id ?? null;
}

/**
 * The founder applications whose 'Arena' answer matched no open Arena ('Riverside Arena'),
 * newest first: the Arena list's 'Unmatched applications', for the operator to assign.
 */
export async function unmatchedApplications(db: Db) {
  const rows = await db
    .select({
      id: formSubmissions.id,
      email: formSubmissions.email,
      fields: formSubmissions.fields,
      createdAt: formSubmissions.createdAt,
    })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.formName, "founder-signup"),
        isNull(formSubmissions.arenaId),
        sql`coalesce(btrim(${formSubmissions.fields}->>'arena'), '') <> ''`,
      ),
    )
    .orderBy(desc(formSubmissions.createdAt))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.fields.name ?? "",
    venture: r.fields.startupName ?? "",
    named: r.fields.arena ?? "",
    createdAt: r.createdAt.toISOString(),
  }));
}
export type UnmatchedApplication = Awaited<ReturnType<typeof unmatchedApplications>>[number];

/**
 * Assigns an unmatched founder application to an Arena that is not finished (it then lists
 * under that Arena's 'Applications'); audited. False: no such unassigned application or Arena.
 */
export async function assignApplication(
  db: Db,
  submissionId: string,
  arenaId: string,
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const [row] = resultRows<{ id: string }>(
      await tx.execute(sql`
        update form_submissions s set arena_id = a.id
        from arenas a
        where s.id = ${submissionId} and s.form_name = 'founder-signup' and s.arena_id is null
          and a.id = ${arenaId} and a.status <> 'finished'
        returning s.id`),
    );
    if (!row) return false;
    await recordAudit(tx, {
      actor,
      action: "arena.application.assign",
      target: `arena:${arenaId}`,
      details: { submission: submissionId },
    });
    return true;
  });
}
