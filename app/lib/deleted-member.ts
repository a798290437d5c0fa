// How a deleted member reads where a row of theirs stays (the referrer's list and ledger,
// docs/architecture.md D13). Here, not in app/content, because deleteAccount
// (app/lib) writes it into the ledger; app/content/privacy.ts re-exports it for the copy.

/** How a referral row reads once its member deleted their account. */
export const DELETED_MEMBER = "Deleted member";

/** The referrer's ledger row of such a referral loses the name the same way. */
export const deletedReferralDescription = `Referral: ${DELETED_MEMBER} joined`;
