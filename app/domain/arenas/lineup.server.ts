// An Arena's line-up (ADR 215): the founders who pitch to its seat holders, added and removed
// by the operator until staking opens (the database refuses it after, 0024_staking.sql), and
// the founder applications that named the Arena. Relative .ts imports: the jobs import this.
import { and, asc, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { arenaFounders, arenas, formSubmissions } from "../../../db/schema.ts";
import { recordAudit, type AuditActor } from "../audit.server.ts";
import type { Db, Queryable } from "../../lib/db.server.ts";
import { withRefusals } from "../../lib/db-refusals.server.ts";
import type { ArenaMailDeps } from "./arena-mail.server.ts";
import { queueLineupMail } from "./staking-mail.server.ts";
import type { FounderInput } from "./staking.schema.ts";

export class LineUpFixed extends Error {}
export class FounderAlreadyInLineUp extends Error {}

/** Locks an Arena's row for the transaction: its name and staking state, or null. */
export async function lockArenaForStaking(tx: Queryable, arenaId: string) {
  const [row] = await tx
    .select({
      id: arenas.id,
      name: arenas.name,
      slug: arenas.slug,
      staking: arenas.staking,
      grant_pool: arenas.grantPool,
      tokens_per_seat: arenas.tokensPerSeat,
    })
    .from(arenas)
    .where(eq(arenas.id, arenaId))
    .for("update");
  return row ?? null;
}

/** The line-up in its order (the admin's view: with the founders' addresses). */
export function lineUp(db: Queryable, arenaId: string) {
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
  return withRefusals(
    {
      arena_founders_email_once: () => new FounderAlreadyInLineUp(),
      arena_founders_fixed_once_opened: () => new LineUpFixed(),
    },
    () =>
      deps.db.transaction(async (tx) => {
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
      }),
  );
}

/** Removes a founder before staking opens. False: no such founder in this Arena. */
export function removeFounder(db: Db, arenaId: string, founderId: string, actor: AuditActor) {
  return withRefusals({ arena_founders_fixed_once_opened: () => new LineUpFixed() }, () =>
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
export async function arenaNamed(db: Queryable, answer: string): Promise<string | null> {
  const [row] = await db
    .select({ id: arenas.id })
    .from(arenas)
    .where(and(eq(arenas.status, "open"), sql`lower(${arenas.name}) = lower(${answer.trim()})`))
    .orderBy(asc(arenas.kickoffOn))
    .limit(1);
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
    const [row] = await tx
      .update(formSubmissions)
      .set({ arenaId: arenas.id })
      .from(arenas)
      .where(
        and(
          eq(formSubmissions.id, submissionId),
          eq(formSubmissions.formName, "founder-signup"),
          isNull(formSubmissions.arenaId),
          eq(arenas.id, arenaId),
          ne(arenas.status, "finished"),
        ),
      )
      .returning({ id: formSubmissions.id });
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
