import { renderMail } from "../../lib/mail-templates.server.ts";
import { siteConfig } from "../../lib/site-config.ts";

export type SecurityNotice = "email-change" | "password-change";

const INTRO: Record<SecurityNotice, string> = {
  "email-change": "Someone asked to change the e-mail address of your account.",
  "password-change": "The password of your account was just changed.",
};

/**
 * Told to the account's own address (ADR 180): an e-mail change request goes to the
 * address the account has now, a password change to the account's address.
 */
export function securityNoticeMail(to: string, kind: SecurityNotice, resetUrl: string) {
  const subject =
    kind === "email-change"
      ? `Your ${siteConfig.brand} e-mail address is being changed`
      : `Your ${siteConfig.brand} password was changed`;
  const advice = "If this wasn't you, reset your password";
  return renderMail({
    kind: "security-notice",
    to,
    subject,
    body: [INTRO[kind]],
    action: { label: advice, url: resetUrl },
    after: ["If it was you, there is nothing to do."],
    why: `You get this e-mail because it is about the security of your ${siteConfig.brand} account.`,
  });
}
