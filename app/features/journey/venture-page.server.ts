// /arenas/{slug}/ventures/{founderId}, the venture's public page (ADRs 231–233): its facts (never
// the founder's address), the grant once published, its updates rendered and sanitised on the
// server, 'Follow', and the round for the venture's stakers. Its actions: 'Follow' /
// 'Unfollow', 'I'm Interested' and 'Withdraw Interest' — native forms, the server keeps every
// rule (only a staker, within the cap, until the round closes).
import { data } from "react-router";
import { journeyCopy } from "~/content/journey";
import { actionFail, actionOk } from "~/lib/action-result";
import { renderMarkdown } from "~/lib/markdown.server";
import { getSession } from "~/domain/accounts/session.server";
import { isAdmin } from "~/domain/accounts/roles.server";
import type { Services } from "~/domain/services.server";
import { isFollowing, setFollow } from "~/domain/journey/follows.server";
import { AmountSchema } from "~/domain/journey/journey.schema";
import {
  AboveCap,
  latestRound,
  memberRound,
  NotAStaker,
  recordInterest,
  RoundClosed,
  withdrawInterest,
} from "~/domain/journey/rounds.server";
import { ventureUpdates } from "~/domain/journey/updates.server";
import { isFounderOf, publicVenture } from "~/domain/journey/ventures.server";

const V = journeyCopy.venture;
const R = journeyCopy.round;

async function ventureOr404(services: Services, slug: string, founderId: string) {
  const venture = await publicVenture(services.database.db, slug, founderId);
  if (!venture) throw data(null, { status: 404, statusText: "Not Found" });
  return venture;
}

export async function loadVenturePage(
  request: Request,
  services: Services,
  slug: string,
  founderId: string,
) {
  const db = services.database.db;
  const venture = await ventureOr404(services, slug, founderId);
  const session = await getSession(request, services);
  const userId = session?.user.id ?? null;
  const [updates, round, following, founder, admin] = await Promise.all([
    ventureUpdates(db, venture.id),
    latestRound(db, venture.id),
    userId ? isFollowing(db, venture.id, userId) : false,
    userId ? isFounderOf(db, userId, venture.id) : false,
    userId ? isAdmin(db, userId).catch(() => false) : false,
  ]);
  const mine = round && userId ? await memberRound(db, round, venture.id, userId) : null;
  return {
    venture: {
      id: venture.id,
      arenaId: venture.arenaId,
      arena: { name: venture.arena.name, slug: venture.arena.slug },
      founderName: venture.founderName,
      ventureName: venture.ventureName,
      pitch: venture.pitch,
      pitchUrl: venture.pitchUrl,
      grant: venture.grant,
    },
    updates: updates.map((u) => ({
      id: u.id,
      title: u.title,
      kind: u.kind,
      createdAt: u.createdAt,
      html: renderMarkdown(u.body),
    })),
    round: round && {
      id: round.id,
      name: round.name,
      closesOn: round.closesOn,
      open: round.open,
      noteHtml: round.note ? renderMarkdown(round.note) : "",
    },
    viewer: {
      signedIn: Boolean(userId),
      following,
      founder,
      admin,
      cap: mine?.cap ?? 0,
      amount: mine?.amount ?? null,
    },
  };
}
export type VenturePage = Awaited<ReturnType<typeof loadVenturePage>>;

export async function ventureAction(
  request: Request,
  services: Services,
  slug: string,
  founderId: string,
) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return actionFail("The form could not be read. Please try again.", 400);
  }
  const intent = String(form.get("intent") ?? "");
  const fail = (error: string, status: number, extra: Record<string, string> = {}) =>
    actionFail(error, status, { title: V.errorTitle, intent, values: extra });
  const venture = await ventureOr404(services, slug, founderId);
  const session = await getSession(request, services);
  if (!session) return fail(V.signInFirst, 401);
  const db = services.database.db;
  const userId = session.user.id;
  if (intent === "follow" || intent === "unfollow") {
    await setFollow(db, { founderId: venture.id, userId, on: intent === "follow" });
    return actionOk({
      intent,
      message: (intent === "follow" ? V.followed : V.unfollowed)(venture.ventureName),
    });
  }
  if (intent !== "interest" && intent !== "withdraw") return actionFail("Unknown action");
  const round = await latestRound(db, venture.id);
  if (!round || !round.open) return fail(R.closed, 409);
  if (intent === "withdraw") {
    try {
      await withdrawInterest(db, { roundId: round.id, userId });
    } catch (error) {
      if (error instanceof RoundClosed) return fail(R.closed, 409);
      throw error;
    }
    return actionOk({ intent, message: R.withdrawn });
  }
  const raw = String(form.get("amount") ?? "");
  const amount = AmountSchema.safeParse(raw);
  if (!amount.success) return fail(R.wholeDollars, 400, { amount: raw });
  if (form.get("share") !== "on") return fail(R.consentNeeded, 400, { amount: raw });
  try {
    await recordInterest(db, { roundId: round.id, userId, amount: amount.data });
  } catch (error) {
    if (error instanceof AboveCap) return fail(R.aboveCap(error.cap), 400, { amount: raw });
    if (error instanceof NotAStaker) return fail(R.onlyStakers(venture.ventureName), 403);
    if (error instanceof RoundClosed) return fail(R.closed, 409);
    throw error;
  }
  return actionOk({ intent, message: R.recorded });
}
