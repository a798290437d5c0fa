// The two documents a new member agrees to (ADR 182): their titles and addresses, apart from
// their text so the sign-up line and the dashboard's notice do not carry whole documents.
import { path } from "../paths.ts";
export const AGREED_DOCUMENT_LINKS = {
  "terms-of-service": { title: "Terms of Service", path: path("/terms-of-service") },
  "privacy-policy": { title: "Privacy Policy", path: path("/privacy-policy") },
} as const;

/** Members confirm they are this old when they join (docs/product.md#legal-position). */
export const MINIMUM_USER_AGE = 18;
