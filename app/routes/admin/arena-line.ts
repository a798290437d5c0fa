import { data } from "react-router";
import { arenaCopy } from "~/content/arenas";
import { nextInLine } from "~/domain/arenas/line.server";
import type { Route } from "./+types/arena-line";
import { isUuid } from "../../lib/uuid.ts";

/** The preview shows at most this many names; the count says the rest. */
export const PREVIEW_NAMES = 50;

/**
 * Who 'Invite Next' would invite now (ADR 221): the next `n` in line with their place and
 * why, for the dialog's 'Who will be invited' (behind the admin guard).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isUuid(params.id)) throw data(arenaCopy.admin.notFound, { status: 404 });
  const asked = Number.parseInt(new URL(request.url).searchParams.get("n") ?? "", 10);
  const n = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), 500) : 1;
  const next = await nextInLine(context.services.database.db, params.id, n);
  return data(
    {
      n,
      next: next.slice(0, PREVIEW_NAMES).map((m) => ({
        id: m.id,
        name: m.name,
        place: m.n,
        tier: m.tier,
        points: m.points,
      })),
      more: Math.max(0, next.length - PREVIEW_NAMES),
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}
