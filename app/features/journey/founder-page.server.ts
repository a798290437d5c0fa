// The founder's side (ADRs 231–232): /dashboard/ventures/{id} ('Post an update', the updates
// with 'Edit' and 'Delete'), the dashboard's 'Your Venture' and 'Your Founders', and the CSV of
// 'Interested stakers'. Only the venture's founder — the member whose confirmed address is its
// founder e-mail — sees or changes any of it; anyone else's post is refused with a 403 and
// changes nothing.
import { data } from "react-router";
import { journeyCopy } from "~/content/journey";
import { actionFail, actionOk } from "~/lib/action-result";
import { toCsv } from "~/lib/csv";
import type { Session } from "~/domain/accounts/session.server";
import type { Services } from "~/domain/services.server";
import { memberFounders } from "~/domain/journey/follows.server";
import { UpdateSchema } from "~/domain/journey/journey.schema";
import { interestedStakers, latestRound } from "~/domain/journey/rounds.server";
import {
  deleteUpdate,
  editUpdate,
  postUpdate,
  UpdateGone,
  ventureUpdates,
} from "~/domain/journey/updates.server";
import { founderVentures, NotTheFounder } from "~/domain/journey/ventures.server";
import { isUuid } from "../../lib/uuid.ts";

const U = journeyCopy.update;

/** The dashboard's 'Your Venture' (one per venture) with its round and interested stakers. */
export async function loadYourVentures(services: Services, userId: string) {
  const db = services.database.db;
  const ventures = await founderVentures(db, userId);
  return Promise.all(
    ventures.map(async (v) => {
      const round = await latestRound(db, v.id);
      return {
        id: v.id,
        ventureName: v.ventureName,
        arena: { name: v.arena.name, slug: v.arena.slug },
        published: v.published,
        grant: v.grant,
        followers: v.followers,
        stakers: v.stakers,
        round: round && {
          id: round.id,
          name: round.name,
          closesOn: round.closesOn,
          open: round.open,
        },
        interested: round ? await interestedStakers(db, round.id) : [],
      };
    }),
  );
}
export type YourVenture = Awaited<ReturnType<typeof loadYourVentures>>[number];

/** 'Your Founders': the ventures staked on (with the grant once published), then followed. */
export const loadYourFounders = (services: Services, userId: string) =>
  memberFounders(services.database.db, userId);
export type YourFounder = Awaited<ReturnType<typeof loadYourFounders>>[number];

/** The founder's venture or a 404 (a venture that is not theirs is not found for them). */
async function ownVenture(services: Services, session: Session, founderId: string) {
  if (!isUuid(founderId)) throw data(null, { status: 404, statusText: "Not Found" });
  const venture = (await founderVentures(services.database.db, session.user.id)).find(
    (v) => v.id === founderId,
  );
  if (!venture) throw data(null, { status: 404, statusText: "Not Found" });
  return venture;
}

export async function loadFounderPage(
  services: Services,
  session: Session,
  founderId: string,
  url: URL,
) {
  const venture = await ownVenture(services, session, founderId);
  const updates = await ventureUpdates(services.database.db, venture.id);
  const editing = updates.find((u) => u.id === url.searchParams.get("edit")) ?? null;
  const deleting = updates.find((u) => u.id === url.searchParams.get("delete")) ?? null;
  return {
    venture: {
      id: venture.id,
      ventureName: venture.ventureName,
      arena: { name: venture.arena.name, slug: venture.arena.slug },
    },
    updates: updates.map((u) => ({
      id: u.id,
      title: u.title,
      kind: u.kind,
      createdAt: u.createdAt,
    })),
    editing: editing && {
      id: editing.id,
      title: editing.title,
      body: editing.body,
      kind: editing.kind,
    },
    deleting: deleting && { id: deleting.id, title: deleting.title },
  };
}
export type FounderPage = Awaited<ReturnType<typeof loadFounderPage>>;

/** 'Publish Update', 'Save Update' (an edit) and 'Delete Update': the founder's only. */
export async function founderAction(
  services: Services,
  session: Session,
  founderId: string,
  form: FormData,
) {
  const intent = String(form.get("intent") ?? "");
  const refused = () =>
    actionFail(U.notYours, 403, { title: journeyCopy.venture.errorTitle, intent });
  if (!isUuid(founderId)) return refused();
  const db = services.database.db;
  const userId = session.user.id;
  const updateId = String(form.get("update") ?? "");
  try {
    if (intent === "delete") {
      if (!isUuid(updateId)) return actionFail(U.gone, 404, { intent });
      await deleteUpdate(db, { founderId, updateId, userId });
      return actionOk({ intent, message: U.deleted });
    }
    if (intent !== "publish" && intent !== "edit") return actionFail("Unknown action");
    const values = {
      title: String(form.get("title") ?? ""),
      body: String(form.get("body") ?? ""),
      kind: String(form.get("kind") ?? "update"),
    };
    const parsed = UpdateSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
      return actionFail(parsed.error.issues[0]?.message ?? U.invalid.title, 400, {
        intent,
        fieldErrors,
        values,
      });
    }
    if (intent === "edit") {
      if (!isUuid(updateId)) return actionFail(U.gone, 404, { intent });
      await editUpdate(db, { founderId, updateId, userId, input: parsed.data });
      return actionOk({ intent, message: U.saved });
    }
    await postUpdate(db, { founderId, userId, input: parsed.data });
    services.outbox.wake();
    return actionOk({ intent, message: U.published });
  } catch (error) {
    if (error instanceof NotTheFounder) return refused();
    if (error instanceof UpdateGone) return actionFail(U.gone, 404, { intent });
    throw error;
  }
}

/** 'Download CSV' of 'Interested stakers': the founder's only. */
export async function interestCsv(services: Services, session: Session, founderId: string) {
  const venture = await ownVenture(services, session, founderId);
  const round = await latestRound(services.database.db, venture.id);
  const rows = round ? await interestedStakers(services.database.db, round.id) : [];
  const C = journeyCopy.round.columns;
  const csv = toCsv([
    [C.name, C.email, "Amount (USD)", C.date],
    ...rows.map((r) => [r.name, r.email, r.amount, r.at]),
  ]);
  const name = `${venture.ventureName.replace(/[^A-Za-z0-9]+/g, "-")}-interest.csv`;
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "private, no-store",
    },
  });
}
