import { Link } from "react-router";
import { SectionCard } from "~/components/section-card";
import { HeadRow } from "~/components/simple-table";
import { Button } from "~/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableRegion,
  TableRow,
} from "~/components/ui/table";
import {
  formatJourneyDate,
  formatUsd,
  journeyDashboardCopy as D,
  ventureHref,
} from "~/content/journey-dashboard";
import type { YourVenture } from "~/features/journey/founder-page.server";

/** The dashboard's 'Your Venture', one card per venture the member is the founder of. */
export function YourVentures({ ventures }: { ventures: YourVenture[] }) {
  return (
    <>
      {ventures.map((v) => (
        <SectionCard key={v.id} title={D.yourVenture} description={D.yourVentureHint}>
          <div className="grid gap-3">
            <p className="text-lg font-semibold break-words">
              <Link to={ventureHref(v.arena.slug, v.id)} className="underline">
                {v.ventureName}
              </Link>
            </p>
            <p className="text-sm text-muted-foreground">
              {v.arena.name} · {D.stakers(v.stakers)} · {D.followers(v.followers)}
            </p>
            <p>{v.grant ? D.grant(v.grant.amount) : D.grantPending}</p>
            {v.round ? (
              <p>
                {v.round.open
                  ? D.round(v.round.name, formatJourneyDate(v.round.closesOn))
                  : `${D.roundHeading(v.round.name)} · ${D.roundClosed}`}
              </p>
            ) : null}
            <p>
              <Button asChild>
                <Link to={`/dashboard/ventures/${v.id}`}>{D.post}</Link>
              </Button>
            </p>
            {v.round ? <Interested venture={v} /> : null}
          </div>
        </SectionCard>
      ))}
    </>
  );
}

function Interested({ venture }: { venture: YourVenture }) {
  const C = D.columns;
  const rows = venture.interested;
  const sum = rows.reduce((n, r) => n + r.amount, 0);
  const headingId = `interested-${venture.id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold">
          {D.interestedStakers}
        </h3>
        {rows.length ? (
          <a
            href={`/dashboard/ventures/${venture.id}/interest.csv`}
            download
            className="text-sm underline"
          >
            {D.csv}
          </a>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{D.noInterest}</p>
      ) : (
        <>
          <TableRegion label={D.interestedStakers}>
            <Table>
              <TableHeader>
                <HeadRow labels={Object.values(C)} right={[C.amount]} />
              </TableHeader>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={`${r.email}-${r.at}`}>
                    <TableCell className="break-words">{r.name}</TableCell>
                    <TableCell className="break-all">{r.email}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatUsd(r.amount)}</TableCell>
                    <TableCell>
                      <time dateTime={r.at}>{formatJourneyDate(r.at)}</time>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableRegion>
          <p className="font-medium">{D.total(rows.length, sum)}</p>
        </>
      )}
    </section>
  );
}
