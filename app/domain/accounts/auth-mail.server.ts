// The link e-mails of the auth layer (confirmation, change of address, password reset),
// on the one template (app/lib/mail-templates.server.ts).
// Imported by auth.server.ts: relative imports with .ts only.
import { UNCONFIRMED_ACCOUNT_DAYS } from "../../lib/limits.ts";
import { renderMail } from "../../lib/mail-templates.server.ts";
import { siteConfig } from "../../lib/site-config.ts";

const IGNORE = "If you did not ask for this, you can ignore this message.";
// ADR 190: the owner of an address someone else signed up with learns that doing nothing
// is enough (the unconfirmed-accounts job deletes the account).
export const NOT_YOU = `If you did not sign up, do nothing: an account whose address is not confirmed is deleted after ${UNCONFIRMED_ACCOUNT_DAYS} days.`;

/** Why each link e-mail reaches the reader (every e-mail says why). */
export const LINK_MAIL_WHY = {
  signUp: `You get this e-mail because this address was used to join the ${siteConfig.brand} waitlist.`,
  change: `You get this e-mail because a ${siteConfig.brand} member asked to use this address for their account.`,
  reset: `You get this e-mail because someone asked to reset the password of the ${siteConfig.brand} account with this address.`,
} as const;

export function linkMail(mail: {
  kind: string;
  to: string;
  subject: string;
  intro: string;
  url: string;
  action: string;
  why: string;
  ignore?: string;
}) {
  return renderMail({
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    body: [mail.intro],
    action: { label: mail.action, url: mail.url },
    after: [mail.ignore ?? IGNORE],
    why: mail.why,
  });
}
