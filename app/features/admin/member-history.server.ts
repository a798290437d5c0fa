// A member's story for their admin page (architecture D31): every dated thing that happened to
// them, newest first, as sentences. Each fact is read from the table that holds it (one query,
// a UNION of small indexed reads, each capped), and what admins did to the member reads as the
// Audit Log's own sentence (auditSentence), so the two pages never word one event two ways.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { historyCopy as H } from "~/content/member-history";
import { sqlRows, type Queryable } from "~/lib/db.server";
import { listAuditAbout } from "./audit-log.server";
import { auditSentence } from "./audit-sentence";

/** How many of each kind of event the page reads (a member's story, not an archive). */
export const HISTORY_PER_SOURCE = 100;

const EventRow = z.object({
  at: z.coerce.date(),
  kind: z.enum([
    "joined",
    "confirmed",
    "referral-joined",
    "referral-counted",
    "referral-voided",
    "points",
    "invited",
    "expired",
    "released",
    "staked",
    "mail",
    "broadcast",
    "list",
    "posted",
    "followed",
    "interest",
  ]),
  a: z.string().nullable(),
  b: z.string().nullable(),
  c: z.string().nullable(),
});
type EventRow = z.infer<typeof EventRow>;

export type HistoryEntry = { at: string; text: string };

const cap = sql.raw(String(HISTORY_PER_SOURCE));

/** The facts of the member's own tables, each source capped, as (at, kind, a, b, c). */
function factsQuery(id: string) {
  return sql`
    (select p.created_at as at, 'joined' as kind, rp.name as a, null::text as b, null::text as c
     from profiles p
     left join referrals r on r.referred_user_id = p.id
     left join profiles rp on rp.id = r.referrer_id
     where p.id = ${id} limit 1)
    union all
    (select confirmed_at, 'confirmed', null, null, null from profiles
     where id = ${id} and confirmed_at is not null)
    union all
    (select r.created_at, 'referral-joined', coalesce(p.name, ''), null, null
     from referrals r left join profiles p on p.id = r.referred_user_id
     where r.referrer_id = ${id} order by r.created_at desc limit ${cap})
    union all
    (select r.joined_at, 'referral-counted', coalesce(p.name, ''), null, null
     from referrals r left join profiles p on p.id = r.referred_user_id
     where r.referrer_id = ${id} and r.joined_at is not null order by r.joined_at desc limit ${cap})
    union all
    (select r.voided_at, 'referral-voided', coalesce(p.name, ''), null, null
     from referrals r left join profiles p on p.id = r.referred_user_id
     where r.referrer_id = ${id} and r.voided_at is not null order by r.voided_at desc limit ${cap})
    union all
    (select created_at, 'points', points::text, description, kind from points_ledger
     where user_id = ${id} order by created_at desc, id desc limit ${cap})
    union all
    (select i.invited_at, 'invited', a.name, i.place::text, null
     from arena_invitations i join arenas a on a.id = i.arena_id
     where i.user_id = ${id} order by i.invited_at desc limit ${cap})
    union all
    -- The member's own answers (accept, decline, give up) are their audit rows; an admin's
    -- release is read here, with its reason, and an expiry (no one acted).
    (select case when i.status = 'expired' then i.expires_at else i.responded_at end,
       i.status, a.name, i.release_reason, null
     from arena_invitations i join arenas a on a.id = i.arena_id
     where i.user_id = ${id} and (i.status = 'expired'
       or (i.status = 'released' and i.release_reason is not null))
     order by i.invited_at desc limit ${cap})
    union all
    (select s.updated_at, 'staked', a.name, f.venture_name, s.tokens::text
     from arena_stakes s join arena_invitations i on i.id = s.invitation_id
     join arena_founders f on f.id = s.founder_id join arenas a on a.id = s.arena_id
     where i.user_id = ${id} order by s.updated_at desc limit ${cap})
    union all
    (select sent_at, 'mail', kind, subject, null from member_mail_log
     where user_id = ${id} order by sent_at desc limit ${cap})
    union all
    (select coalesce(r.done_at, b.started_at), 'broadcast', b.subject, null, null
     from broadcast_recipients r join broadcasts b on b.id = r.broadcast_id
     where r.user_id = ${id} and r.state = 'sent' order by r.done_at desc nulls last limit ${cap})
    union all
    (select changed_at, 'list', list, subscribed::text, how from mail_list_changes
     where user_id = ${id} order by changed_at desc limit ${cap})
    union all
    -- The journey (migration 0030): updates posted, ventures followed, interest in a round.
    (select u.created_at, 'posted', f.venture_name, u.title, null
     from venture_updates u join arena_founders f on f.id = u.founder_id
     where u.author_id = ${id} order by u.created_at desc limit ${cap})
    union all
    (select v.created_at, 'followed', f.venture_name, null, null
     from venture_follows v join arena_founders f on f.id = v.founder_id
     where v.user_id = ${id} order by v.created_at desc limit ${cap})
    union all
    (select i.updated_at, 'interest', f.venture_name, i.amount::text, null
     from round_interests i join venture_rounds r on r.id = i.round_id
     join arena_founders f on f.id = r.founder_id
     where i.user_id = ${id} order by i.updated_at desc limit ${cap})`;
}

function sentence(row: EventRow): string {
  const a = row.a ?? "";
  switch (row.kind) {
    case "joined":
      return H.joined(row.a);
    case "confirmed":
      return H.confirmed;
    case "referral-joined":
      return H.referralJoined(a || H.deletedMember);
    case "referral-counted":
      return H.referralCounted(a || H.deletedMember);
    case "referral-voided":
      return H.referralVoided(a || H.deletedMember);
    case "points":
      return H.points(Number(a), row.b ?? "");
    case "invited":
      return H.invited(a, Number(row.b));
    case "expired":
      return H.expired(a);
    case "released":
      return H.released(a, row.b ?? "");
    case "staked":
      return H.staked(Number(row.c), row.b ?? "", a);
    case "mail":
      return H.mail(row.b, a);
    case "broadcast":
      return H.broadcast(a);
    case "posted":
      return H.posted(a, row.b ?? "");
    case "followed":
      return H.followed(a);
    case "interest":
      return H.interest(a, Number(row.b));
    case "list":
      return H.list(a as keyof typeof H.lists, row.b === "true", row.c as keyof typeof H.how);
  }
}

/** The member's History, newest first. */
export async function memberHistory(db: Queryable, id: string): Promise<HistoryEntry[]> {
  const [facts, audit] = await Promise.all([
    sqlRows(db, EventRow, factsQuery(id)),
    listAuditAbout(db, id, HISTORY_PER_SOURCE),
  ]);
  const entries = [
    ...facts.map((row) => ({ at: row.at.toISOString(), text: sentence(row) })),
    ...audit.map((row) => ({ at: row.at, text: auditSentence(row) })),
  ];
  return entries.sort((x, y) => (x.at < y.at ? 1 : x.at > y.at ? -1 : 0));
}
