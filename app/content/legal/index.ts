import { accessibilityStatement } from "./accessibility.ts";
import { cookiePolicy } from "./cookie-policy.ts";
import { disclaimer } from "./disclaimer.ts";
import { privacyPolicy } from "./privacy-policy.ts";
import { termsOfService } from "./terms-of-service.ts";
import type { LegalDocument } from "./types.ts";

export type { LegalBlock, LegalDocument, LegalSection } from "./types.ts";
export { LEGAL_LAST_UPDATED } from "./types.ts";
export { accessibilityStatement, cookiePolicy, disclaimer, privacyPolicy, termsOfService };

export const legalDocuments: LegalDocument[] = [
  privacyPolicy,
  termsOfService,
  cookiePolicy,
  accessibilityStatement,
  disclaimer,
];
