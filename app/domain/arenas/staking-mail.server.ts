// The staking e-mails (ADR 215): to each seat holder 'Staking is open in …', the closing time
// told ('Staking in … closes …', 'Staking closes soon in …', 'Staking has closed in …') and
// on publishing 'The results of …' with their own stakes; to each founder 'You are in the
// line-up of …' when added and 'Your grant from …' on publishing. Service messages about the
// reader's own seat or application (no list), each saying why the reader gets it, queued in
// the outbox (ADR 208) in the transaction of the step that causes them, once each (keyed); a
// seat holder's only to a confirmed, unsuspended member.
import { and, count, eq, exists, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { arenaFounders, arenaStakes } from "../../../db/schema.ts";
import { stakingCopy } from "../../content/staking.ts";
import { pgNumber, sqlRows, type Queryable } from "../../lib/db.server.ts";
import { greetingFor, renderMail } from "../../lib/mail-templates.server.ts";
import { firstNameOf } from "../mail/member-mail.server.ts";
import type { MailDeps } from "./arena-mail.server.ts";
import { ventureUrl } from "./venture-url.ts";

type Arena = { id: string; name: string; slug: string; tokens_per_seat: number };

const T = stakingCopy.mail;
export const arenaUrl = (publicUrl: string, slug: string, hash = "") =>
  new URL(`/arenas/${encodeURIComponent(slug)}${hash}`, publicUrl).href;

export type HolderMailKind = "open" | "results" | "closesSet" | "closesSoon" | "closed";
const KIND: Record<HolderMailKind, string> = {
  open: "arena-staking-open",
  results: "arena-results",
  closesSet: "arena-staking-closes",
  closesSoon: "arena-staking-closes-soon",
  closed: "arena-staking-closed",
};

/** What one holder's e-mail says beyond the Arena: the closing time, tokens left, stakes. */
export type HolderExtra = {
  when?: string;
  left?: number;
  stakes?: { venture: string; tokens: number }[];
};

/** A seat holder's staking e-mail (pure: the spam test can render it). */
export function holderMailContent(
  kind: HolderMailKind,
  publicUrl: string,
  to: { name: string; email: string },
  arena: { name: string; slug: string; tokensPerSeat: number },
  extra: HolderExtra = {},
) {
  const when = extra.when ?? "";
  const copy = T[kind];
  const subject =
    kind === "closesSet" ? T.closesSet.subject(arena.name, when) : T[kind].subject(arena.name);
  const body =
    kind === "open"
      ? T.open.body(arena.name, arena.tokensPerSeat)
      : kind === "closesSet"
        ? T.closesSet.body(arena.name, when)
        : kind === "closesSoon"
          ? T.closesSoon.body(arena.name, when, extra.left ?? 0)
          : kind === "closed"
            ? T.closed.body(arena.name)
            : resultsBody(arena, extra.stakes ?? []);
  return renderMail({
    kind: KIND[kind],
    to: to.email,
    greeting: greetingFor(firstNameOf(to.name)),
    subject,
    body: [...body],
    action: {
      label: copy.action,
      url: arenaUrl(publicUrl, arena.slug, kind === "results" ? "#results" : ""),
    },
    why: copy.why,
  });
}

/** 'The results of …': the holder's own stakes ('60 tokens on Kelp Works') and tokens unused. */
function resultsBody(
  arena: { name: string; tokensPerSeat: number },
  stakes: { venture: string; tokens: number }[],
) {
  const used = stakes.reduce((n, s) => n + s.tokens, 0);
  const R = T.results;
  const yours =
    stakes.length === 0
      ? [R.none]
      : [
          ...stakes.map((s) => R.stakeLine(s.tokens, s.venture)),
          R.unused(arena.tokensPerSeat - used),
        ];
  return [R.body(arena.name), { heading: R.yours }, ...yours, R.educational];
}

/** A founder's 'Your grant from …' (pure), with a link to the venture's page. */
export function grantMailContent(
  publicUrl: string,
  to: { name: string; email: string },
  arena: { name: string; slug: string },
  founder: { id: string; venture: string; amount: number; tokens: number; stakers: number },
  pool: number,
) {
  return renderMail({
    kind: "arena-grant",
    to: to.email,
    greeting: greetingFor(firstNameOf(to.name)),
    subject: T.grant.subject(arena.name),
    body: [...T.grant.body({ arena: arena.name, pool, ...founder })],
    action: { label: T.grant.action, url: ventureUrl(publicUrl, arena.slug, founder.id) },
    why: T.grant.why,
  });
}

/** A founder's 'You are in the line-up of …' (pure). */
export function lineupMailContent(
  publicUrl: string,
  to: { name: string; email: string },
  arena: { name: string; slug: string },
  venture: string,
) {
  return renderMail({
    kind: "arena-lineup",
    to: to.email,
    greeting: greetingFor(firstNameOf(to.name)),
    subject: T.lineup.subject(arena.name),
    body: [...T.lineup.body(arena.name, venture)],
    action: { label: T.lineup.action, url: arenaUrl(publicUrl, arena.slug) },
    why: T.lineup.why,
  });
}

/** The confirmed, unsuspended seat holders of an Arena, with their tokens staked. */
export async function confirmedHolders(db: Queryable, arenaId: string) {
  return sqlRows(
    db,
    z.object({ id: z.string(), name: z.string(), email: z.string(), used: pgNumber }),
    sql`
      select i.id, p.name, u.email,
        (select coalesce(sum(s.tokens), 0) from arena_stakes s where s.invitation_id = i.id) as used
      from arena_invitations i
      join profiles p on p.id = i.user_id and p.suspended_at is null
      join users u on u.id = i.user_id and u.email_verified
      where i.arena_id = ${arenaId} and i.status = 'seated'`,
  );
}

/** How many e-mails 'Publish Results' sends: each confirmed seat holder, each founder (grants). */
export async function publishAudience(db: Queryable, arenaId: string): Promise<number> {
  const staked = db
    .select({ one: sql`1` })
    .from(arenaStakes)
    .where(eq(arenaStakes.arenaId, arenaId));
  const [row] = await db
    .select({ founders: count() })
    .from(arenaFounders)
    .where(and(eq(arenaFounders.arenaId, arenaId), isNotNull(arenaFounders.email), exists(staked)));
  return (await confirmedHolders(db, arenaId)).length + (row?.founders ?? 0);
}

/**
 * Queues a seat holder e-mail to every confirmed seat holder of `arena`, keyed by `key` (the
 * kind and the seat by default: once per seat); the number queued.
 */
export async function queueHolderMails(
  deps: MailDeps,
  tx: Queryable,
  kind: "open" | "closed" | "closesSet",
  arena: Arena,
  opts: { when?: string; key?: (seat: string) => string } = {},
): Promise<number> {
  let queued = 0;
  for (const row of await confirmedHolders(tx, arena.id)) {
    const mail = holderMailContent(
      kind,
      deps.publicUrl,
      row,
      { name: arena.name, slug: arena.slug, tokensPerSeat: arena.tokens_per_seat },
      { when: opts.when },
    );
    const key = opts.key?.(row.id) ?? `arena-${kind}:${row.id}`;
    if (await deps.outbox.enqueue(mail, { key, tx })) queued += 1;
  }
  return queued;
}

/** Queues 'The results of …' to each confirmed seat holder, listing their own stakes. */
export async function queueResultsMails(deps: MailDeps, tx: Queryable, arena: Arena) {
  const stakes = await tx
    .select({
      invitationId: arenaStakes.invitationId,
      venture: arenaFounders.ventureName,
      tokens: arenaStakes.tokens,
    })
    .from(arenaStakes)
    .innerJoin(arenaFounders, eq(arenaFounders.id, arenaStakes.founderId))
    .where(eq(arenaStakes.arenaId, arena.id))
    .orderBy(arenaFounders.place);
  let queued = 0;
  for (const row of await confirmedHolders(tx, arena.id)) {
    const mine = stakes
      .filter((s) => s.invitationId === row.id)
      .map((s) => ({ venture: s.venture, tokens: s.tokens }));
    const mail = holderMailContent(
      "results",
      deps.publicUrl,
      row,
      { name: arena.name, slug: arena.slug, tokensPerSeat: arena.tokens_per_seat },
      { stakes: mine },
    );
    if (await deps.outbox.enqueue(mail, { key: `arena-results:${row.id}`, tx })) queued += 1;
  }
  return queued;
}

/** Queues 'Your grant from …' to each founder with an address; the number queued. */
export async function queueGrantMails(
  deps: MailDeps,
  tx: Queryable,
  arena: Arena,
  pool: number,
  grants: {
    id: string;
    founderName: string;
    ventureName: string;
    email: string | null;
    grant: number;
    tokens: number;
    stakers: number;
  }[],
): Promise<number> {
  let queued = 0;
  for (const f of grants) {
    if (!f.email) continue;
    const mail = grantMailContent(
      deps.publicUrl,
      { name: f.founderName, email: f.email },
      arena,
      { id: f.id, venture: f.ventureName, amount: f.grant, tokens: f.tokens, stakers: f.stakers },
      pool,
    );
    if (await deps.outbox.enqueue(mail, { key: `arena-grant:${f.id}`, tx })) queued += 1;
  }
  return queued;
}

/** Queues 'You are in the line-up of …' to a founder just added (once per entry). */
export async function queueLineupMail(
  deps: MailDeps,
  tx: Queryable,
  arena: { name: string; slug: string },
  founder: { id: string; founderName: string; ventureName: string; email: string },
) {
  const mail = lineupMailContent(
    deps.publicUrl,
    { name: founder.founderName, email: founder.email },
    arena,
    founder.ventureName,
  );
  return deps.outbox.enqueue(mail, { key: `arena-lineup:${founder.id}`, tx });
}
