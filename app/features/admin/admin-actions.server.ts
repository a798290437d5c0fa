import { redirect } from "react-router";
import { actionFail } from "~/lib/action-result";
import { confirmPassword } from "~/lib/recent-sign-in.server";
import type { Services } from "~/lib/services.server";
import { signOutHeaders } from "./admin.server";

type AdminIntent = { services: Services; request: Request; form: FormData };

/** The /admin intents that need no recent admin sign-in: leaving, and signing in again. */
export const adminSessionActions = {
  // Logout and 'Back to Home' sign out and go to / (spec §2).
  async logout({ services, request }: AdminIntent): Promise<never> {
    throw redirect("/", { headers: await signOutHeaders(services, request) });
  },

  async reauth({ services, request, form }: AdminIntent) {
    const confirmed = await confirmPassword(services, request, String(form.get("password") ?? ""));
    if (confirmed.ok) throw redirect("/admin", { headers: confirmed.headers });
    return actionFail(confirmed.message, confirmed.status, { title: "Error" });
  },
};
