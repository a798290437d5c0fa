import { AGREED_DOCUMENT_LINKS as DOCS, MINIMUM_USER_AGE } from "./agreed.ts";

// What a new member agrees to (ADR 182): the line under every sign-up button, and the
// dashboard's one-time notice when a document they agreed to has a new date.

export const signUpConsent = {
  lead: `By joining you confirm you are ${MINIMUM_USER_AGE} or older and agree to the`,
  terms: { label: DOCS["terms-of-service"].title, to: DOCS["terms-of-service"].path },
  and: "and",
  privacy: { label: DOCS["privacy-policy"].title, to: DOCS["privacy-policy"].path },
  /** The third list, on by default (ADR 212): said where the member joins. */
  news: "Members get programme news by e-mail: when and where they can get in. Unsubscribe at any time.",
};

export const legalUpdateNotice = {
  label: "Updated terms",
  documents: DOCS,
  /** "Our {Terms of Service} was updated on {date}." */
  before: "Our",
  after: (date: string) => `was updated on ${date}.`,
  acknowledge: "Got it",
};
