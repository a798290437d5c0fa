// The link e-mails of the auth layer (confirmation, change of address, password reset).
// Imported by auth.server.ts: relative imports with .ts only.
import { escapeHtml } from "./email.server.ts";
import { UNCONFIRMED_ACCOUNT_DAYS } from "./limits.ts";
import { siteConfig } from "./site-config.ts";

const IGNORE = "If you did not ask for this, you can ignore this message.";
// ADR 190: the owner of an address someone else signed up with learns that doing nothing
// is enough (the unconfirmed-accounts job deletes the account).
export const NOT_YOU = `If you did not sign up, do nothing: an account whose address is not confirmed is deleted after ${UNCONFIRMED_ACCOUNT_DAYS} days.`;

export function linkMail(
  kind: string,
  to: string,
  subject: string,
  intro: string,
  url: string,
  action: string,
  ignore = IGNORE,
) {
  return {
    kind,
    to,
    subject,
    text: `${intro}\n\n${action}: ${url}\n\n${ignore}\n— ${siteConfig.brand}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(ignore)}<br>— ${escapeHtml(siteConfig.brand)}</p>`,
  };
}
