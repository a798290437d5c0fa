// The journey's e-mails (ADR 232), rendered when the outbox sends them: a row queued in bulk
// (updates.server.ts, rounds.server.ts) holds no message, only its kind, the member and what it
// is about (outbox.ref). Here, at send time, the member must still be confirmed, unsuspended,
// unsuppressed and on 'Founder updates', and the update still shown: otherwise nothing goes.
// Each says why the reader gets it, carries the list's one-click unsubscribe, and links the
// venture's page. Imported by services.server.ts: relative imports with .ts only.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { formatJourneyDate, journeyCopy, UPDATE_KIND_LABELS } from "../../content/journey.ts";
import { sqlRows, type Db } from "../../lib/db.server.ts";
import type { Mail } from "../../lib/email.server.ts";
import { greetingFor, renderMail } from "../../lib/mail-templates.server.ts";
import { renderMarkdown } from "../../lib/markdown.server.ts";
import { markdownText } from "../../lib/markdown-text.server.ts";
import { ventureUrl } from "../arenas/venture-url.ts";
import { firstNameOf, MAIL_LISTS, unsubscribeUrl } from "../mail/member-mail.server.ts";
import type { OutboxRenderer } from "../mail/outbox.server.ts";
import { count } from "./rows.ts";
import { capFor } from "./rounds.server.ts";

const T = journeyCopy.mail;
export const JOURNEY_MAIL_KINDS = ["founder-update", "round-invitation"] as const;

type Deps = { db: Db; secret: string; publicUrl: string };
type To = { userId: string; name: string; email: string; listKey: string };
type Venture = { id: string; name: string; arena: string; slug: string };

const messageId = (publicUrl: string, kind: string, ref: string, userId: string) => {
  const host = new URL(publicUrl).hostname || "localhost";
  return `<${kind}.${ref}.${userId.replace(/[^A-Za-z0-9_-]/g, "")}@${host}>`;
};

/** '{Venture}: {Title}' to a staker or follower (pure: the spam test can render it). */
export function updateMailContent(
  deps: Pick<Deps, "secret" | "publicUrl">,
  to: To,
  venture: Venture,
  update: { id: string; title: string; body: string; kind: keyof typeof UPDATE_KIND_LABELS },
  tokens: number,
) {
  return renderMail({
    kind: "founder-update",
    to: to.email,
    subject: T.updateSubject(venture.name, update.title),
    greeting: greetingFor(firstNameOf(to.name)),
    body: [
      tokens > 0 ? T.whyStaked(tokens, venture.name, venture.arena) : T.whyFollow(venture.name),
      { heading: T.kindLine(UPDATE_KIND_LABELS[update.kind], venture.name) },
      { strong: update.title },
      { markdown: { html: renderMarkdown(update.body), text: markdownText(update.body) } },
    ],
    action: { label: T.open, url: ventureUrl(deps.publicUrl, venture.slug, venture.id) },
    why:
      tokens > 0
        ? T.whyStakedLong(tokens, venture.name, venture.arena)
        : T.whyFollowLong(venture.name),
    unsubscribe: {
      url: unsubscribeUrl(deps.publicUrl, deps.secret, "updates", to.listKey),
      listName: MAIL_LISTS.updates.name,
    },
    messageId: messageId(deps.publicUrl, "founder-update", update.id, to.userId),
  });
}

/** 'An invitation from {Venture}' to a staker (pure). */
export function invitationMailContent(
  deps: Pick<Deps, "secret" | "publicUrl">,
  to: To,
  venture: Venture,
  round: { id: string; name: string; closesOn: string; note: string },
  tokens: number,
) {
  const note = round.note.trim();
  return renderMail({
    kind: "round-invitation",
    to: to.email,
    subject: T.invitationSubject(venture.name),
    greeting: greetingFor(firstNameOf(to.name)),
    body: [
      ...T.invitationBody(venture.name, round.name, formatJourneyDate(round.closesOn)),
      { strong: T.invitationCap(capFor(tokens)) },
      ...(note ? [{ markdown: { html: renderMarkdown(note), text: markdownText(note) } }] : []),
      T.invitationNotAnOffer,
    ],
    action: {
      label: T.openRound,
      url: `${ventureUrl(deps.publicUrl, venture.slug, venture.id)}#round`,
    },
    why: T.whyStakedLong(tokens, venture.name, venture.arena),
    unsubscribe: {
      url: unsubscribeUrl(deps.publicUrl, deps.secret, "updates", to.listKey),
      listName: MAIL_LISTS.updates.name,
    },
    messageId: messageId(deps.publicUrl, "round-invitation", round.id, to.userId),
  });
}

/** SQL: the member still wants the list (confirmed, unsuspended, unsuppressed, subscribed). */
const memberSql = (userId: string) => sql`
  select u.id as user_id, p.name, u.email, mp.list_key from users u
  join profiles p on p.id = u.id and p.suspended_at is null
  join mail_preferences mp on mp.user_id = u.id and mp.founder_updates
  where u.id = ${userId} and u.email_verified
    and not exists (select 1 from mail_suppressions ms where ms.user_id = u.id)`;

const Row = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  list_key: z.string(),
  founder_id: z.string(),
  venture_name: z.string(),
  arena_name: z.string(),
  slug: z.string(),
  tokens: count,
  following: z.boolean(),
  title: z.string(),
  body: z.string(),
  kind: z.string(),
  closes_on: z.string(),
});

/** The outbox's renderer for the journey's rows; null: nothing to send any more. */
export function journeyRenderer(deps: Deps) {
  return async (row: Parameters<OutboxRenderer>[0]): Promise<Mail | null> => {
    if (!row.userId || !row.ref) return null;
    const isUpdate = row.kind === "founder-update";
    if (!isUpdate && row.kind !== "round-invitation") return null;
    const about = isUpdate
      ? sql`select v.founder_id, v.title, v.body, v.kind, '' as closes_on
            from venture_updates v where v.id = ${row.ref} and v.hidden_at is null`
      : sql`select r.founder_id, r.name as title, r.note as body, 'round' as kind,
              r.closes_on::text as closes_on
            from venture_rounds r where r.id = ${row.ref}`;
    const [found] = await sqlRows(
      deps.db,
      Row,
      sql`
        select m.*, x.*, f.venture_name, a.name as arena_name, a.slug,
          (select coalesce(sum(s.tokens), 0) from arena_stakes s
           join arena_invitations i on i.id = s.invitation_id
           where s.founder_id = x.founder_id and i.user_id = m.user_id) as tokens,
          exists (select 1 from venture_follows vf
                  where vf.founder_id = x.founder_id and vf.user_id = m.user_id) as following
        from (${memberSql(row.userId)}) m cross join (${about}) x
        join arena_founders f on f.id = x.founder_id join arenas a on a.id = f.arena_id`,
    );
    if (!found || (found.tokens <= 0 && (!isUpdate || !found.following))) return null;
    const to = {
      userId: found.user_id,
      name: found.name,
      email: found.email,
      listKey: found.list_key,
    };
    const venture = {
      id: found.founder_id,
      name: found.venture_name,
      arena: found.arena_name,
      slug: found.slug,
    };
    if (isUpdate)
      return updateMailContent(
        deps,
        to,
        venture,
        {
          id: row.ref,
          title: found.title,
          body: found.body,
          kind: found.kind as keyof typeof UPDATE_KIND_LABELS,
        },
        found.tokens,
      );
    return invitationMailContent(
      deps,
      to,
      venture,
      { id: row.ref, name: found.title, closesOn: found.closes_on, note: found.body },
      found.tokens,
    );
  };
}
