import { redirect } from "react-router";
import { actionFail } from "~/lib/action-result";
import { confirmPassword } from "~/domain/accounts/recent-sign-in.server";
import type { Services } from "~/domain/services.server";

/** Where a confirmed admin goes back to: the admin address they were on, nothing else. */
function adminReturn(next: FormDataEntryValue | null): string {
  return typeof next === "string" && /^\/admin(?:[/?]|$)/.test(next) ? next : "/admin";
}

/**
 * 'Confirm your password' (ADR 180): an admin whose sign-in is older than 12 hours signs in
 * again, then returns to the admin page they were on. Posted to /auth, outside the admin
 * layout whose guard asks for it.
 */
export async function reauthAction(services: Services, request: Request, form: FormData) {
  const confirmed = await confirmPassword(services, request, String(form.get("password") ?? ""));
  if (confirmed.ok) throw redirect(adminReturn(form.get("next")), { headers: confirmed.headers });
  return actionFail(confirmed.message, confirmed.status, { title: "Error" });
}
