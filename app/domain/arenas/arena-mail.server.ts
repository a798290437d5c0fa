// The Arenas' e-mails (ADR 210): the invitation, one reminder 48 hours before it expires, and
// the welcome. Service messages about the member's own waitlist place (no list, no
// unsubscribe), each saying why the reader gets it; queued in the durable outbox (ADR 208) in
// the transaction of the change that causes them, only for a confirmed, unsuspended member.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { arenaCopy, formatArenaDate, formatHeldUntil } from "../../content/arenas.ts";
import { pgTime, sqlRows, type Db, type Queryable } from "../../lib/db.server.ts";
import { greetingFor, renderMail } from "../../lib/mail-templates.server.ts";
import type { Outbox } from "../mail/outbox.server.ts";
import { firstNameOf } from "../mail/member-mail.server.ts";

export type ArenaMailDeps = { db: Db; outbox: Pick<Outbox, "enqueue">; publicUrl: string };
/** What queuing in a given transaction needs: the outbox and the site's address. */
export type MailDeps = Omit<ArenaMailDeps, "db">;

export type ArenaMailKind = "invitation" | "reminder" | "welcome" | "released";

const T = arenaCopy.mail;
const arenaUrl = (publicUrl: string, slug: string) =>
  new URL(`/arenas/${encodeURIComponent(slug)}`, publicUrl).href;

/** The content of one Arena e-mail (pure: the spam test can render it). */
export function arenaMailContent(
  kind: ArenaMailKind,
  publicUrl: string,
  to: { name: string; email: string },
  arena: { name: string; slug: string; kickoff: string; location: string; expiresAt: Date },
  /** 'released': the admin's reason, only when they chose to tell the member. */
  reason: string | null = null,
) {
  const url = arenaUrl(publicUrl, arena.slug);
  const held = formatHeldUntil(arena.expiresAt);
  const common = { to: to.email, greeting: greetingFor(firstNameOf(to.name)), why: T.why };
  // When and where: in the invitation (to decide) and the welcome (to come).
  const when = {
    rows: [
      { label: arenaCopy.public.kickoff, value: formatArenaDate(arena.kickoff) },
      { label: arenaCopy.public.location, value: arena.location },
    ],
  };
  if (kind === "invitation")
    return renderMail({
      ...common,
      kind: "arena-invitation",
      subject: T.invitation.subject(arena.name),
      body: [...T.invitation.body(arena.name, held), when],
      action: { label: T.invitation.action, url },
    });
  if (kind === "released")
    return renderMail({
      ...common,
      kind: "arena-released",
      subject: T.released.subject(arena.name),
      body: [...T.released.body(arena.name), ...(reason ? [T.released.reason(reason)] : [])],
      action: { label: T.released.action, url },
    });
  if (kind === "reminder")
    return renderMail({
      ...common,
      kind: "arena-reminder",
      subject: T.reminder.subject(arena.name, held),
      body: T.reminder.body(arena.name, held),
      action: { label: T.reminder.action, url },
    });
  return renderMail({
    ...common,
    kind: "arena-welcome",
    subject: T.welcome.subject(arena.name),
    body: [T.welcome.body(arena.name), when],
    action: { label: T.welcome.action, url },
  });
}

/**
 * Queues the Arena e-mail `kind` about each of `invitationIds` in `tx`, once each (keyed),
 * only to a confirmed, unsuspended member; one read for all of them. The number queued.
 */
export async function queueArenaMails(
  deps: MailDeps,
  tx: Queryable,
  kind: ArenaMailKind,
  invitationIds: string[],
  reason: string | null = null,
): Promise<number> {
  if (invitationIds.length === 0) return 0;
  const rows = await sqlRows(
    tx,
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      arena: z.string(),
      slug: z.string(),
      kickoff: z.string(),
      location: z.string(),
      expires_at: pgTime,
    }),
    sql`
      select i.id, p.name, u.email, a.name as arena, a.slug, a.kickoff_on::text as kickoff,
        a.location, i.expires_at
      from arena_invitations i
      join arenas a on a.id = i.arena_id
      join profiles p on p.id = i.user_id and p.suspended_at is null
      join users u on u.id = i.user_id and u.email_verified
      where i.id in (${sql.join(
        invitationIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  );
  let queued = 0;
  for (const row of rows) {
    const mail = arenaMailContent(
      kind,
      deps.publicUrl,
      row,
      {
        name: row.arena,
        slug: row.slug,
        kickoff: row.kickoff,
        location: row.location,
        expiresAt: row.expires_at,
      },
      reason,
    );
    if (await deps.outbox.enqueue(mail, { key: `arena-${kind}:${row.id}`, tx })) queued += 1;
  }
  return queued;
}

/** One Arena e-mail about one invitation (queueArenaMails); whether it was queued. */
export async function queueArenaMail(
  deps: MailDeps,
  tx: Queryable,
  kind: ArenaMailKind,
  invitationId: string,
  reason: string | null = null,
): Promise<boolean> {
  return (await queueArenaMails(deps, tx, kind, [invitationId], reason)) > 0;
}
