// Recording hero A/B events (ADR 010). Never imported by browser code.
import { randomBytes } from "node:crypto";
import { abTestEvents } from "../../../db/schema.ts";
import { mayMeasure } from "../../lib/consent.ts";
import { COOKIES, readCookie, setCookie } from "../../lib/cookies.ts";
import { VisitorIdSchema, type HeroEventType } from "./experiments.schema.ts";
import {
  HERO_VARIANT_COOKIE,
  parseHeroCookie,
  VISITOR_COOKIE,
  type HeroVariant,
} from "./hero-variant.ts";
import type { Services } from "../../domain/services.server.ts";
import { heroStateOf } from "./runs.server.ts";

export type BeaconRequest = {
  cookieHeader: string | undefined;
  /** The `Sec-GPC` request header. */
  gpcHeader: string | undefined;
  /** The variant the page said it showed; used only when the visitor has no variant cookie. */
  bodyVariant: HeroVariant;
  /** The page's visitor id (ADR 220); used only when the visitor has no vs_vid cookie yet. */
  bodyVisitor?: string;
  eventType: HeroEventType;
};

export type BeaconOutcome = { recorded: boolean; setCookie?: string };

export function newVisitorId(): string {
  return randomBytes(16).toString("base64url");
}

export function visitorCookie(id: string, secure: boolean): string {
  return setCookie(COOKIES.visitor, id, { secure });
}

/**
 * Records one hero event in the run in force, unless the visitor rejected non-essential
 * cookies, opted out in Privacy Choices or sends Global Privacy Control, or the test is
 * stopped (ADR 186); then nothing is stored and no visitor cookie is set. The variant is the
 * visitor's sticky cookie, never the body's claim, when the cookie is present.
 */
export async function recordHeroBeacon(
  services: Pick<Services, "cached" | "database">,
  req: BeaconRequest,
  opts: { secure: boolean },
): Promise<BeaconOutcome> {
  const gpc = req.gpcHeader?.trim() === "1";
  if (!mayMeasure({ cookieHeader: req.cookieHeader, gpc })) return { recorded: false };
  const db = services.database.db;
  const state = await heroStateOf(services).get();
  if (state.shownToAll) return { recorded: false };
  const variant =
    parseHeroCookie(readCookie(req.cookieHeader, HERO_VARIANT_COOKIE))?.variant ?? req.bodyVariant;
  const existing = VisitorIdSchema.safeParse(readCookie(req.cookieHeader, VISITOR_COOKIE));
  // Two beacons of one page sent together (its view and a click) both come without the
  // cookie: the page's own id keeps them one visitor.
  const visitorId = existing.success ? existing.data : (req.bodyVisitor ?? newVisitorId());
  await db
    .insert(abTestEvents)
    .values({ testName: state.testName, variant, eventType: req.eventType, visitorId });
  return {
    recorded: true,
    setCookie: existing.success ? undefined : visitorCookie(visitorId, opts.secure),
  };
}
