import { data } from "react-router";
import { adminUserContext } from "~/features/admin/admin-guard.server";
import { toCsv } from "~/features/admin/csv";
import { auditedCsvExport } from "~/features/admin/csv-export.server";
import { arenaFigures } from "~/domain/arenas/arenas.server";
import { arenaStakeRows, stakeSortOf } from "~/domain/arenas/stakes-list.server";
import { arenaCopy } from "~/content/arenas";
import type { Route } from "./+types/arena-stakes-csv";
import { isUuid } from "../../lib/uuid.ts";

/** 'Export CSV' of an Arena's stakes: who staked what (admin only, audited). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(adminUserContext);
  const db = context.services.database.db;
  const arena = isUuid(params.id) ? await arenaFigures(db, params.id) : null;
  if (!arena) throw data(arenaCopy.admin.notFound, { status: 404 });
  const sort = stakeSortOf(new URL(request.url).searchParams.get("stakes"));
  const rows = await arenaStakeRows(db, arena.id, sort);
  return auditedCsvExport(
    db,
    user,
    { action: "arena.stakes.export", target: `arena:${arena.id}`, details: { rows: rows.length } },
    toCsv([
      ["member_id", "member", "venture", "tokens", "seat"],
      ...rows.map((r) => [r.userId ?? "", r.member ?? "", r.venture, r.tokens, r.seat]),
    ]),
    `${arena.slug}-stakes.csv`,
  );
}
