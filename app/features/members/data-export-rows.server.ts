// The rows 'Download My Data' reads (data-export.server.ts), each table's columns as the
// export uses them. Imported by scripts/ and server/ too: relative imports with .ts only.
import { z } from "zod";
import { pgNumber, pgTime } from "../../lib/db.server.ts";

const text = z.string();
const maybe = z.string().nullable();
const time = pgTime;
const maybeTime = pgTime.nullable();
/** A jsonb object (parsed by the driver, or its text). */
const jsonObject = z
  .unknown()
  .transform((v) => (typeof v === "string" ? (JSON.parse(v) as unknown) : v))
  .pipe(z.record(z.string(), z.unknown()));

/** The rows of each table the export reads, checked as they arrive. */
export const ExportRow = {
  user: z.object({ id: text, email: text, email_verified: z.boolean() }),
  profile: z.object({
    name: text,
    email: text,
    nickname: maybe,
    avatar_url: maybe,
    points_total: pgNumber,
    referral_count: pgNumber,
    created_at: time,
    hero_variant: maybe,
    member_role: maybe,
    landing_path: maybe,
    referrer_host: maybe,
    utm_source: maybe,
    utm_medium: maybe,
    utm_campaign: maybe,
    community: maybe,
  }),
  ledger: z.object({ description: text, points: pgNumber, kind: text, created_at: time }),
  milestone: z.object({ name: text, bonus_points: pgNumber, awarded_at: time }),
  invitation: z.object({
    name: text,
    status: text,
    place: pgNumber,
    invited_at: maybeTime,
    expires_at: maybeTime,
    responded_at: maybeTime,
  }),
  stake: z.object({ arena: text, venture_name: text, tokens: pgNumber, updated_at: maybeTime }),
  pitch: z.object({
    arena: text,
    founder_name: text,
    venture_name: text,
    pitch: text,
    pitch_url: maybe,
    created_at: time,
  }),
  referral: z.object({
    status: text,
    referred_email: maybe,
    created_at: time,
    joined_at: maybeTime,
  }),
  referrer: z.object({ name: text, nickname: maybe }),
  session: z.object({ created_at: time, updated_at: maybeTime, user_agent: maybe }),
  acceptance: z.object({ document: text, version: text, via: text, accepted_at: time }),
  preferences: z.object({
    referral_updates: z.boolean(),
    weekly_digest: z.boolean(),
    programme_news: z.boolean(),
    founder_updates: z.boolean(),
  }),
  memberMail: z.object({ kind: text, status: text, created_at: time }),
  mailLog: z.object({ kind: text, subject: maybe, sent_at: time }),
  listChange: z.object({ list: text, subscribed: z.boolean(), how: text, changed_at: time }),
  submission: z.object({
    form_name: text,
    fields: jsonObject,
    url_params: jsonObject,
    hero_variant: maybe,
    quiz_result: maybe,
    created_at: time,
  }),
};
