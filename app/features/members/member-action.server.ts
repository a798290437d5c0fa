import type { Services } from "~/domain/services.server";
import type { Session } from "~/domain/accounts/session.server";

/** What one intent handler of a member page's action gets (the route reads it once). */
export type MemberAction = {
  services: Services;
  clientIp: string;
  request: Request;
  /** Every write acts on the session's own member: no id is ever read from the form. */
  session: Session;
  form: FormData;
};
