// `npm run admin -- privacy export|delete <email>` (ADR 140): for a person who asks by
// e-mail, with or without an account. Run by the CLI itself, or by the running server
// for it (ops/admin-channel.ts). Both are audited as 'cli', without the address.
import {
  deleteAccount,
  type DeletionDeps,
} from "../app/domain/accounts/account-deletion.server.ts";
import { recordAudit } from "../app/domain/audit.server.ts";
import { exportPersonalData } from "../app/features/members/data-export.server.ts";

export const PRIVACY_ACTIONS = ["export", "delete"] as const;
export type PrivacyAction = (typeof PRIVACY_ACTIONS)[number];

export async function privacyCommand(deps: DeletionDeps, action: PrivacyAction, email: string) {
  if (action === "export") {
    const data = await exportPersonalData(deps.db, { email });
    await recordAudit(deps.db, {
      actor: { kind: "cli" },
      action: "privacy.export",
      target: null,
      details: { account: data.profile !== null, formSubmissions: data.formSubmissions.length },
    });
    return data;
  }
  return deleteAccount(deps, { email }, { kind: "cli" });
}

/** What `privacy delete` prints: what it removed, counts only. */
export function describeDeletion(
  email: string,
  s: Awaited<ReturnType<typeof deleteAccount>>,
): string {
  const lines = [
    s.account ? `Deleted the account of ${email}:` : `No account with ${email}.`,
    ...(s.account
      ? [
          `  sessions: ${s.sessions}`,
          `  points ledger rows: ${s.ledgerRows}`,
          `  referrals made: ${s.referralsMade}`,
          `  avatar file: ${s.avatar ? "removed" : "none"}`,
        ]
      : []),
    s.submissionsKept
      ? "Form submissions with this address were left: the account's address was never confirmed, so they are not its to delete (ADR 190)."
      : `Form submissions with this address removed: ${s.formSubmissions}`,
  ];
  return lines.join("\n");
}
