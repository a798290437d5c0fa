// /unsubscribe (ADR 191): a signed token (app/domain/mail/member-mail.server.ts) names a
// member's list without naming the account. Following the link changes nothing: mail scanners
// open every link, so the page asks ('Unsubscribe', the list named) and only the person's
// confirming POST unsubscribes; then it offers 'Resubscribe' (architecture D30). RFC 8058's
// one-click POST comes from the mail provider without a cookie, from any site
// (server/plugins/csrf.ts lets only that through), and acts at once: a cross-site request may
// unsubscribe and nothing else.
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
  | {
      valid: true;
      token: string;
      list: MailList;
      listName: string;
      subscribed: boolean;
      /** Back from 'Resubscribe': the page says so instead of asking. */
      resubscribed: boolean;
    };

const invalid = () => data<UnsubscribePage>({ valid: false }, { status: 400, headers: NO_STORE });

async function apply(
  services: Services,
  token: string | null,
  on: boolean,
  how: "link" | "one-click",
) {
  const target = readUnsubscribeToken(services.memberMail.secret, token);
  if (!target) return null;
  const found = await setSubscription(services.database.db, target.listKey, target.list, on, how);
  return found ? target : null;
}

/** GET: reads the list's state and changes nothing (the page asks before it unsubscribes). */
export async function unsubscribeLoader(services: Services, request: Request) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const target = readUnsubscribeToken(services.memberMail.secret, token);
  if (!target || !token) return invalid();
  const subscribed = await subscriptionOf(services.database.db, target.listKey, target.list);
  if (subscribed === null) return invalid();
  return data<UnsubscribePage>(
    {
      valid: true,
      token,
      list: target.list,
      listName: MAIL_LISTS[target.list].name,
      subscribed,
      resubscribed: url.searchParams.has(RESUBSCRIBED_PARAM),
    },
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
    const target = await apply(services, token, true, "link");
    return target ? data({ ok: true as const }, { headers: NO_STORE }) : invalid();
  }
  if (!oneClick && intent !== "unsubscribe")
    return data({ ok: false as const }, { status: 400, headers: NO_STORE });
  const target = await apply(services, token, false, oneClick ? "one-click" : "link");
  return target ? data({ ok: true as const }, { headers: NO_STORE }) : invalid();
}
