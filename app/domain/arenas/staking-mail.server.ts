// The staking e-mails (ADR 215): 'Staking is open in …' to each seat holder, and on
// publishing 'Your grant from …' to each founder of the line-up and 'The results of …' to
// each seat holder. Service messages about the reader's own seat or pitch (no list), each
// saying why the reader gets it, queued in the outbox (ADR 208) in the transaction of the
// step that causes them, once each (keyed); a seat holder's only to a confirmed, unsuspended
// member.
import { sql } from "drizzle-orm";
import { stakingCopy } from "../../content/staking.ts";
import { resultRows } from "../../lib/db.server.ts";
import { greetingFor, renderMail } from "../../lib/mail-templates.server.ts";
import { firstNameOf } from "../mail/member-mail.server.ts";
import type { ArenaMailDeps } from "./arena-mail.server.ts";

type Tx = NonNullable<Parameters<ArenaMailDeps["outbox"]["enqueue"]>[1]>["tx"];
type Arena = { id: string; name: string; slug: string; tokens_per_seat: number };

const T = stakingCopy.mail;
const arenaUrl = (publicUrl: string, slug: string) =>
  new URL(`/arenas/${encodeURIComponent(slug)}`, publicUrl).href;

export type StakingMailKind = "open" | "results";

/** A seat holder's staking e-mail (pure: the spam test can render it). */
export function holderMailContent(
  kind: StakingMailKind,
  publicUrl: string,
  to: { name: string; email: string },
  arena: { name: string; slug: string; tokensPerSeat: number },
) {
  const common = {
    to: to.email,
    greeting: greetingFor(firstNameOf(to.name)),
    action: { label: T[kind].action, url: arenaUrl(publicUrl, arena.slug) },
    why: T[kind].why,
  };
  return kind === "open"
    ? renderMail({
        ...common,
        kind: "arena-staking-open",
        subject: T.open.subject(arena.name),
        body: T.open.body(arena.name, arena.tokensPerSeat),
      })
    : renderMail({
        ...common,
        kind: "arena-results",
        subject: T.results.subject(arena.name),
        body: T.results.body(arena.name),
      });
}

/** A founder's 'Your grant from …' (pure). */
export function grantMailContent(
  publicUrl: string,
  to: { name: string; email: string },
  arena: { name: string; slug: string },
  venture: string,
  amount: number,
) {
  return renderMail({
    kind: "arena-grant",
    to: to.email,
    greeting: greetingFor(firstNameOf(to.name)),
    subject: T.grant.subject(arena.name),
    body: T.grant.body(arena.name, venture, amount),
    action: { label: T.grant.action, url: arenaUrl(publicUrl, arena.slug) },
    why: T.grant.why,
  });
}

/** Queues a seat holder e-mail to every confirmed seat holder of `arena`; the number queued. */
export async function queueHolderMails(
  deps: ArenaMailDeps,
  tx: Tx,
  kind: StakingMailKind,
  arena: Arena,
): Promise<number> {
  const rows = resultRows<{ id: string; name: string; email: string }>(
    await (tx ?? deps.db).execute(sql`
      select i.id, p.name, u.email from arena_invitations i
      join profiles p on p.id = i.user_id and p.suspended_at is null
      join users u on u.id = i.user_id and u.email_verified
      where i.arena_id = ${arena.id} and i.status = 'seated'`),
  );
  let queued = 0;
  for (const row of rows) {
    const mail = holderMailContent(kind, deps.publicUrl, row, {
      name: arena.name,
      slug: arena.slug,
      tokensPerSeat: arena.tokens_per_seat,
    });
    if (await deps.outbox.enqueue(mail, { key: `arena-${kind}:${row.id}`, tx })) queued += 1;
  }
  return queued;
}

/** Queues 'Your grant from …' to each founder with an address; the number queued. */
export async function queueGrantMails(
  deps: ArenaMailDeps,
  tx: Tx,
  arena: Arena,
  grants: {
    id: string;
    founderName: string;
    ventureName: string;
    email: string | null;
    grant: number;
  }[],
): Promise<number> {
  let queued = 0;
  for (const f of grants) {
    if (!f.email) continue;
    const mail = grantMailContent(
      deps.publicUrl,
      { name: f.founderName, email: f.email },
      arena,
      f.ventureName,
      f.grant,
    );
    if (await deps.outbox.enqueue(mail, { key: `arena-grant:${f.id}`, tx })) queued += 1;
  }
  return queued;
}
