import { interestCsv } from "~/features/journey/founder-page.server";
import { requireMember } from "~/features/members/session.server";
import type { Route } from "./+types/venture-csv";

/** 'Download CSV' of a round's 'Interested stakers': the venture's founder only (ADRs 231–233). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const session = await requireMember(request, context.services);
  return interestCsv(context.services, session, params.founderId);
}
