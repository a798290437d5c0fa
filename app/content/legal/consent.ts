import { privacyPolicy } from "./privacy-policy.ts";
import { MINIMUM_USER_AGE } from "./shared.ts";
import { termsOfService } from "./terms-of-service.ts";

// What a new member agrees to (ADR 182): the line under every sign-up button, and the
// dashboard's one-time notice when a document they agreed to has a new date.

export const signUpConsent = {
  lead: `By joining you confirm you are ${MINIMUM_USER_AGE} or older and agree to the`,
  terms: { label: termsOfService.title, to: termsOfService.path },
  and: "and",
  privacy: { label: privacyPolicy.title, to: privacyPolicy.path },
};

export const legalUpdateNotice = {
  label: "Updated terms",
  documents: {
    "terms-of-service": { title: termsOfService.title, path: termsOfService.path },
    "privacy-policy": { title: privacyPolicy.title, path: privacyPolicy.path },
  },
  /** "Our {Terms of Service} was updated on {date}." */
  before: "Our",
  after: (date: string) => `was updated on ${date}.`,
  acknowledge: "Got it",
};
