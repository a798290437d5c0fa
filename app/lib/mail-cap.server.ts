// Mail as a weapon (ADR 180): the forms, the sample exam and sign-up send mail to
// an address nobody has verified. At most MAIL_PER_RECIPIENT_PER_DAY such messages go to
// one address a day; further submissions are stored and answered, just not mailed.
import { createHmac } from "node:crypto";
import type { RateLimiter } from "./rate-limit.server.ts";

export const MAIL_PER_RECIPIENT_PER_DAY = 5;
const DAY_SECONDS = 24 * 60 * 60;

export function createMailCap(consume: RateLimiter, secret: string) {
  /** Counts one message to `address` and says whether it may be sent. */
  return async function mayMail(address: string): Promise<boolean> {
    const key = createHmac("sha256", secret)
      .update(`mail-to\n${address.trim().toLowerCase()}`)
      .digest("base64url")
      .slice(0, 32);
    const result = await consume(`mail-to:${key}`, {
      window: DAY_SECONDS,
      max: MAIL_PER_RECIPIENT_PER_DAY,
    });
    return result.allowed;
  };
}

export type MailCap = ReturnType<typeof createMailCap>;
