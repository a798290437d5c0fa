// The versions of the documents a new member agrees to (ADR 182): each one's 'last updated'
// date, kept here once so the legal pages (app/content/legal), the sign-up that records them
// and the notice that compares them read the same value. A new date is a new version.

export const LEGAL_VERSIONS = {
  "terms-of-service": "November 26, 2026",
  // The journey (ADR 231): follows, founders' updates, round interest shared with consent.
  "privacy-policy": "December 6, 2026",
} as const;

export type AgreedDocument = keyof typeof LEGAL_VERSIONS;
export type LegalVersions = Record<AgreedDocument, string>;

export const AGREED_DOCUMENTS = Object.keys(LEGAL_VERSIONS) as AgreedDocument[];

/**
 * The documents whose date changed since the member agreed to them. A document the member
 * has no record for (an account from before records were kept) is not 'changed': there is
 * nothing to compare, and telling every older member their terms changed would be untrue.
 */
export function changedSinceAccepted(
  accepted: Partial<Record<AgreedDocument, string>>,
  current: LegalVersions = LEGAL_VERSIONS,
): AgreedDocument[] {
  return AGREED_DOCUMENTS.filter((doc) => accepted[doc] != null && accepted[doc] !== current[doc]);
}
