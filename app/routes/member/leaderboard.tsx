import { data, Link, useLoaderData } from "react-router";
import { HeadRow } from "~/components/simple-table";
import { Button } from "~/components/ui/button";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import { LEADERBOARD_PAGE_SIZE, memberText } from "~/content/members";
import {
  getUserRank,
  leaderboardPage,
  leaderboardPosition,
  getProfile,
  publicRows,
  type PublicLeaderRow,
} from "~/features/members/members.server";
import { LeaderRow, RankCell } from "~/features/members/components/member-tables";
import { holdersByRank } from "~/features/members/medals";
import { MilestoneBadge } from "~/features/milestones/components/milestone-badge";
import { highestMilestones } from "~/domain/milestones/milestones.server";
import { getSession } from "~/domain/accounts/session.server";
import { memberMeta } from "~/features/members/member-meta";
import { path } from "~/content/paths";
import type { Route } from "./+types/leaderboard";

const t = memberText.leaderboard;

export const meta = () => memberMeta(t, "Every member ranked by capital points.", "/leaderboard");

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => ({
  "cache-control": loaderHeaders.get("cache-control") ?? "private, no-store",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const db = services.database.db;
  const raw = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isSafeInteger(raw) && raw > 0 ? raw : 1;
  const session = await getSession(request, services);
  let board: Awaited<ReturnType<typeof leaderboardPage>>;
  try {
    board = await leaderboardPage(db, page);
  } catch (err) {
    // docs/product.md#leaderboard: a failed load only reaches the log; the page shows the empty
    // state.
    services.log.error({ err }, "leaderboard load failed");
    board = { rows: [], page: 1, pages: 1, total: 0, pageSize: LEADERBOARD_PAGE_SIZE };
  }
  let me: (PublicLeaderRow & { position: number }) | null = null;
  if (session) {
    const [profile, rank, position] = await Promise.all([
      getProfile(db, session.user.id),
      getUserRank(db, session.user.id),
      leaderboardPosition(db, session.user.id),
    ]);
    if (profile && position) {
      me = {
        you: true,
        name: profile.name,
        nickname: profile.nickname,
        pointsTotal: profile.pointsTotal,
        referralCount: profile.referralCount,
        rank,
        position,
      };
    }
  }
  // Each member's highest milestone, as a badge (ADR 192); the board shows without it on failure.
  const badges = await highestMilestones(db, [
    ...board.rows.map((r) => r.id),
    ...(session ? [session.user.id] : []),
  ]).catch((err: unknown) => {
    services.log.error({ err }, "leaderboard badges load failed");
    return new Map<string, string>();
  });
  // Public data only; a member's own row differs per visitor, so nothing is shared-cached.
  return data(
    {
      ...board,
      rows: publicRows(board.rows, session?.user.id ?? null).map((row, i) => ({
        ...row,
        milestone: badges.get(board.rows[i]!.id) ?? null,
      })),
      me: me && session ? { ...me, milestone: badges.get(session.user.id) ?? null } : null,
      signedIn: Boolean(session),
    },
    {
      headers: {
        "cache-control": session ? "private, no-store" : "public, max-age=0, must-revalidate",
      },
    },
  );
}

function Row({
  row,
  mine,
  holders,
}: {
  row: PublicLeaderRow & { milestone: string | null };
  mine: boolean;
  holders: number;
}) {
  return (
    <LeaderRow mine={mine}>
      <TableCell className="p-3">
        <RankCell rank={row.rank} holders={holders} />
      </TableCell>
      <TableCell className="p-3 break-words">
        {row.nickname ?? row.name}
        {row.milestone ? <MilestoneBadge name={row.milestone} /> : null}
        {mine ? <span className="ml-2 text-primary">{t.you}</span> : null}
      </TableCell>
      <TableCell className="p-3 text-right">{row.pointsTotal.toLocaleString("en-US")}</TableCell>
      <TableCell className="p-3 text-right">{row.referralCount.toLocaleString("en-US")}</TableCell>
    </LeaderRow>
  );
}

export default function Leaderboard() {
  const board = useLoaderData<typeof loader>();
  const { me } = board;
  const meOnPage = board.rows.some((r) => r.you);
  const myPage = me ? Math.ceil(me.position / board.pageSize) : null;
  const holders = holdersByRank(me && !meOnPage ? [...board.rows, me] : board.rows);
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t.heading}</h1>
          <p className="mt-2 text-muted-foreground">{t.intro}</p>
        </div>
        <Button asChild>
          <Link to={path("/dashboard")}>{t.goToDashboard}</Link>
        </Button>
      </div>
      {board.total === 0 ? (
        <p className="text-muted-foreground">{t.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <Table>
            <TableCaption className="sr-only">{t.page(board.page, board.pages)}</TableCaption>
            <TableHeader>
              <HeadRow
                labels={[t.rank, t.name, t.points, t.referrals]}
                right={[t.points, t.referrals]}
                className="p-3 font-medium"
              />
            </TableHeader>
            <TableBody>
              {board.rows.map((row, i) => (
                <Row
                  key={`${row.rank}-${i}`}
                  row={row}
                  mine={row.you}
                  holders={holders.get(row.rank)!}
                />
              ))}
            </TableBody>
            {me && !meOnPage ? (
              <TableBody aria-label={t.yourPosition} className="border-t-4 border-double">
                <TableRow className="border-0">
                  <TableHead
                    scope="rowgroup"
                    colSpan={4}
                    className="bg-muted px-3 py-2 text-xs font-medium uppercase tracking-wide text-muted-foreground"
                  >
                    {t.yourPosition}
                    {myPage ? (
                      <>
                        {" · "}
                        <Link to={`?page=${myPage}`} className="normal-case text-primary underline">
                          {t.page(myPage, board.pages)}
                        </Link>
                      </>
                    ) : null}
                  </TableHead>
                </TableRow>
                <Row row={me} mine holders={holders.get(me.rank)!} />
              </TableBody>
            ) : null}
          </Table>
        </div>
      )}
      {board.pages > 1 ? (
        <nav aria-label="Leaderboard pages" className="flex items-center justify-between gap-4">
          {board.page > 1 ? (
            <Button asChild variant="outline">
              <Link to={`?page=${board.page - 1}`}>{t.previous}</Link>
            </Button>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted-foreground">{t.page(board.page, board.pages)}</span>
          {board.page < board.pages ? (
            <Button asChild variant="outline">
              <Link to={`?page=${board.page + 1}`}>{t.next}</Link>
            </Button>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
