import { describe, expect, it } from "vitest";
import { parseEnv } from "../../lib/env.server.ts";
import {
  MEMBER_MAILS_KEPT_DAYS,
  REFERRAL_MAILS_PER_DAY,
  REMINDER_AFTER_HOURS,
  UNCONFIRMED_ACCOUNT_DAYS,
} from "../../lib/limits.ts";
import { mailPreferencesText } from "../member-mail.ts";
import { privacyText } from "../privacy.ts";
import { privacyPolicy } from "./privacy-policy.ts";

// The policy states what the software does (ADR 140): its periods and buttons follow the code.
const text = JSON.stringify(privacyPolicy.sections);

describe("privacy policy", () => {
  it("states how long the record of member e-mails is kept (ADR 204)", () => {
    expect(MEMBER_MAILS_KEPT_DAYS).toBe(90);
    expect(text).toContain(
      `the record of which member e-mails we sent you (kind and date), ${MEMBER_MAILS_KEPT_DAYS} days after each was sent`,
    );
    // The outbox (ADR 208): the content goes once sent, the note with the same period.
    expect(text).toContain(
      "its content, links included, is deleted from the queue as soon as it is sent",
    );
    expect(text).toContain(`(its kind and date) goes ${MEMBER_MAILS_KEPT_DAYS} days later`);
  });

  it("states the default retention of form submissions the retention job applies", () => {
    const days = parseEnv({}).RETENTION_SUBMISSIONS_DAYS;
    expect(days).toBe(730);
    expect(text).toContain(
      `form submissions ${Math.round(days / 30.4)} months after they were sent`,
    );
  });

  it("states the retention of raw measurement events the retention job applies (ADR 190)", () => {
    const days = parseEnv({}).RETENTION_AB_EVENTS_DAYS;
    expect(text).toContain(`${days} days after they were recorded; only daily and overall totals`);
  });

  it("states the unconfirmed-account rules the software applies (ADR 190)", () => {
    expect(text).toContain(
      `accounts whose e-mail address was never confirmed, ${UNCONFIRMED_ACCOUNT_DAYS} days after sign-up`,
    );
    expect(text).toContain("once your e-mail address is confirmed, the form submissions");
    expect(text).toContain("never signs anyone in");
    expect(text).toContain("an alias of an existing address");
  });

  it("names the buttons of /profile and the 'Deleted member' row", () => {
    for (const label of [privacyText.download, privacyText.deleteAccount, "Deleted member"])
      expect(text).toContain(`'${label}'`);
    expect(text).toMatch(/keyed hash/);
  });

  it("says which e-mails go out and how to stop them (ADR 191)", () => {
    expect(text).toContain(`${REMINDER_AFTER_HOURS} hours after sign-up`);
    expect(text).toContain(`Never more than ${REFERRAL_MAILS_PER_DAY} a day`);
    for (const label of [mailPreferencesText.referral, mailPreferencesText.digest])
      expect(text).toContain(`'${label}'`);
    expect(text).toContain("unsubscribe link");
    expect(text).toContain("your e-mail preferences");
  });
});
