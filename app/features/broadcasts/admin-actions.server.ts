// The intents of the admin Broadcasts section and page (ADR 212); the admin layout checked
// the role. Every intent of the page posts the whole form: what is sent is what was saved.
import { broadcastCopy } from "~/content/broadcasts";
import { actionFail, actionOk } from "~/lib/action-result";
import type { AdminActor } from "~/domain/audit.server";
import type { Services } from "~/domain/services.server";
import {
  countAudience,
  isCompleteAudience,
  type Audience,
} from "~/domain/broadcasts/audience.server";
import { broadcastMail } from "~/domain/broadcasts/broadcast-mail.server";
import { BroadcastSchema } from "~/domain/broadcasts/broadcasts.schema";
import {
  AudienceIncomplete,
  BroadcastNotEditable,
  moveBroadcast,
  saveDraft,
  scheduleBroadcast,
  sendBroadcastNow,
} from "~/domain/broadcasts/broadcasts.server";
import { retryDeadLetter } from "~/domain/mail/dead-letters.server";
import { zonedToUtc } from "~/lib/time-zone";
import { mailPreview, profileName } from "./broadcast-page.server";

const T = broadcastCopy.toasts;
type Intent = { services: Services; actor: AdminActor; form: FormData; id: string | null };
export type BroadcastAnswer = { id?: string; html?: string; recipients?: number };

const fail = (status: number, error: string) => actionFail(error, status, { title: T.errorTitle });
const ok = (message: string, data: BroadcastAnswer = {}) => actionOk({ message, data });

function parse(form: FormData) {
  return BroadcastSchema.safeParse({
    subject: form.get("subject") ?? "",
    body: form.get("body") ?? "",
    audienceKind: form.get("audienceKind") ?? "all",
    audienceValue: form.get("audienceValue") ?? undefined,
  });
}

/** Runs a write; the domain's refusals become answers. */
async function guarded(services: Services, write: () => Promise<ReturnType<typeof ok>>) {
  try {
    return await write();
  } catch (error) {
    if (error instanceof BroadcastNotEditable) return fail(409, T.notEditable);
    if (error instanceof AudienceIncomplete) return fail(400, T.audienceIncomplete);
    services.log.error({ err: error }, "broadcast save failed");
    return fail(500, T.saveFailed);
  }
}

async function move(i: Intent, to: "pause" | "resume" | "cancel", message: string) {
  if (!i.id) return fail(404, T.notFound);
  if (!(await moveBroadcast(i.services.database.db, i.id, to, i.actor)))
    return fail(409, T.wrongState);
  if (to === "resume") i.services.outbox.wake();
  return ok(message, { id: i.id });
}

/** An e-mail the outbox gave up on, sent again (ADR 224). */
async function retryMail(i: Intent) {
  const id = String(i.form.get("mail") ?? "");
  if (!(await retryDeadLetter(i.services.database.db, id, i.actor)))
    return fail(404, T.mailNotFound);
  i.services.outbox.wake();
  return ok(T.mailRetried);
}

/** The Broadcasts section's intents (the list page). */
export const broadcastListActions = { "retry-mail": retryMail };

export const broadcastActions = {
  save: async (i: Intent) => {
    const parsed = parse(i.form);
    if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? T.saveFailed);
    const db = i.services.database.db;
    return guarded(i.services, async () =>
      ok(T.saved, { id: await saveDraft(db, i.id, parsed.data, i.actor) }),
    );
  },
  /** The whole e-mail, greeting the admin by their own name, as 'Send Test' sends it. */
  preview: async (i: Intent) =>
    ok("", {
      html: mailPreview(
        String(i.form.get("subject") ?? ""),
        String(i.form.get("body") ?? ""),
        await profileName(i.services.database.db, i.actor.id),
        i.services.env.PUBLIC_URL,
      ),
    }),
  /** To the signed-in admin's own address only, whatever the form says. */
  test: async (i: Intent) => {
    const parsed = parse(i.form);
    if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? T.saveFailed);
    const { services, actor } = i;
    await services.outbox.enqueue(
      broadcastMail(
        { id: i.id ?? "test", subject: parsed.data.subject, body: parsed.data.body },
        {
          userId: actor.id,
          email: actor.email,
          name: await profileName(services.database.db, actor.id),
        },
        { publicUrl: services.env.PUBLIC_URL, unsubscribeUrl: null, test: true },
      ),
    );
    return ok(T.testSent(actor.email));
  },
  schedule: async (i: Intent) => {
    const parsed = parse(i.form);
    if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? T.saveFailed);
    const at = zonedToUtc(
      String(i.form.get("scheduledAt") ?? ""),
      i.services.env.OPERATOR_TIME_ZONE,
    );
    if (!at || at.getTime() <= Date.now()) return fail(400, T.scheduleInvalid);
    const db = i.services.database.db;
    return guarded(i.services, async () =>
      ok(T.scheduled, { id: await scheduleBroadcast(db, i.id, parsed.data, at, i.actor) }),
    );
  },
  send: async (i: Intent) => {
    const parsed = parse(i.form);
    if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? T.saveFailed);
    const db = i.services.database.db;
    return guarded(i.services, async () => {
      const sent = await sendBroadcastNow(db, i.id, parsed.data, i.actor);
      i.services.outbox.wake();
      return ok(T.sending, sent);
    });
  },
  pause: (i: Intent) => move(i, "pause", T.paused),
  resume: (i: Intent) => move(i, "resume", T.resumed),
  cancel: (i: Intent) => move(i, "cancel", T.cancelled),
};

/** The live 'Recipients: {n}' of an audience the page names (null: incomplete). */
export async function recipientsOf(services: Services, search: URLSearchParams) {
  const kind = search.get("audienceKind");
  const parsed = BroadcastSchema.shape.audienceKind.safeParse(kind);
  if (!parsed.success) return null;
  const audience: Audience = {
    kind: parsed.data,
    value: kind === "all" ? null : search.get("audienceValue"),
  };
  if (!isCompleteAudience(audience)) return null;
  return countAudience(services.database.db, audience);
}
