import type { Services } from "~/lib/services.server";
import type { MemberSession } from "./session.server";

/** What one intent handler of a member page's action gets (the route reads it once). */
export type MemberAction = {
  services: Services;
  clientIp: string;
  request: Request;
  /** Every write acts on the session's own member: no id is ever read from the form. */
  session: MemberSession;
  form: FormData;
};
