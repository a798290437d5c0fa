// /unsubscribe (ADR 191): a signed token (app/domain/mail/member-mail.server.ts) names a
// member's list without naming the account. Following the link unsubscribes; the page
// offers 'Resubscribe'. RFC 8058's one-click POST arrives without a cookie, from any site
// (server/plugins/csrf.ts lets only that through): a cross-site request may unsubscribe and
// nothing else.
import { data } from "react-router";
import { RESUBSCRIBED_PARAM } from "~/content/member-mail";
import {
  MAIL_LISTS,
  readUnsubscribeToken,
  setSubscription,
  subscriptionOf,
  type MailList,
} from "~/domain/mail/member-mail.server";
import type { Services } from "~/domain/services.server";
import { isCrossSite, trustedOrigins } from "~/lib/trusted-origins";

const NO_STORE = { "cache-control": "private, no-store" };

export type UnsubscribePage =
  | { valid: false }
  | { valid: true; token: string; list: MailList; listName: string; subscribed: boolean };

const invalid = () => data<UnsubscribePage>({ valid: false }, { status: 400, headers: NO_STORE });

async function apply(services: Services, token: string | null, on: boolean) {
  const target = readUnsubscribeToken(services.memberMail.secret, token);
  if (!target) return null;
  const found = await setSubscription(services.database.db, target.listKey, target.list, on);
  return found ? target : null;
}

/** GET: unsubscribes (unless coming back from 'Resubscribe') and says so. */
export async function unsubscribeLoader(services: Services, request: Request) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const target = readUnsubscribeToken(services.memberMail.secret, token);
  if (!target || !token) return invalid();
  const db = services.database.db;
  // Coming back from 'Resubscribe' the state is read, not changed.
  const subscribed = url.searchParams.has(RESUBSCRIBED_PARAM)
    ? await subscriptionOf(db, target.listKey, target.list)
    : (await setSubscription(db, target.listKey, target.list, false))
      ? false
      : null;
  if (subscribed === null) return invalid();
  return data<UnsubscribePage>(
    { valid: true, token, list: target.list, listName: MAIL_LISTS[target.list].name, subscribed },
    { headers: NO_STORE },
  );
}

/**
 * POST: RFC 8058's 'List-Unsubscribe=One-Click' (or the page's own Unsubscribe button)
 * unsubscribes; 'resubscribe' is for the page's own button only, never cross-site.
 */
export async function unsubscribeAction(services: Services, request: Request) {
  const token = new URL(request.url).searchParams.get("token");
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  const oneClick = form?.get("List-Unsubscribe") === "One-Click";
  if (intent === "resubscribe") {
    const crossSite = isCrossSite(
      {
        origin: request.headers.get("origin"),
        secFetchSite: request.headers.get("sec-fetch-site"),
      },
      new Set(trustedOrigins(services.env)),
    );
    if (crossSite) return data({ ok: false as const }, { status: 403, headers: NO_STORE });
    const target = await apply(services, token, true);
    return target ? data({ ok: true as const }, { headers: NO_STORE }) : invalid();
  }
  if (!oneClick && intent !== "unsubscribe")
    return data({ ok: false as const }, { status: 400, headers: NO_STORE });
  const target = await apply(services, token, false);
  return target ? data({ ok: true as const }, { headers: NO_STORE }) : invalid();
}
