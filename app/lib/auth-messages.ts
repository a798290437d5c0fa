// Messages the auth layer (app/domain/accounts/auth.server.ts) answers with, kept here because app/lib
// imports no app/content; the copy files re-export them where screens show them.

/** better-auth's answer to a sign-in of a suspended member (ADR 161). */
export const SUSPENDED_SIGN_IN = "This account is suspended.";

/** The answer to a rate-limited member or admin form (docs/product.md#signing-in). */
export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";
