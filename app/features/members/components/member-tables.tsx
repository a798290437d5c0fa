import { Award, Medal, Trophy } from "lucide-react";
import type * as React from "react";
import { HeadRow } from "~/components/simple-table";
import { memberText } from "~/content/members";
import { Table, TableBody, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { medalOf } from "../medals";

const MEDALS = {
  gold: { Icon: Trophy, color: "text-gold", place: 1 },
  silver: { Icon: Medal, color: "text-silver", place: 2 },
  bronze: { Icon: Award, color: "text-bronze", place: 3 },
} as const;

/**
 * A rank as the leaderboard and the dashboard's Top Leaders both write it: '#3', after the
 * place's medal when one member holds the place alone (medalOf; `holders` share the rank).
 */
export function RankCell({ rank, holders }: { rank: number; holders: number }) {
  const medal = medalOf(rank, holders);
  const m = medal ? MEDALS[medal] : null;
  return (
    <span className="inline-flex items-center gap-2 font-semibold whitespace-nowrap">
      {m ? (
        <m.Icon
          className={cn("size-5", m.color)}
          role="img"
          aria-label={memberText.leaderboard.placeLabel(m.place)}
        />
      ) : null}
      <span>#{rank}</span>
    </span>
  );
}

/** A leaderboard row; the signed-in member's own row is marked and announced as current. */
export function LeaderRow({
  mine,
  className,
  ...props
}: React.ComponentProps<"tr"> & { mine: boolean }) {
  return (
    <TableRow
      data-current={mine || undefined}
      aria-current={mine ? "true" : undefined}
      className={cn(mine && "bg-secondary font-semibold", className)}
      {...props}
    />
  );
}

/**
 * On a phone each row becomes a card of 'label: value' lines: the column headings
 * are read by screen readers only and every cell shows its own `data-label` above its value,
 * so a long value (a masked address) has the card's whole width.
 */
const STACKED = cn(
  "max-sm:[&_thead]:sr-only max-sm:[&_tr]:grid max-sm:[&_tr]:gap-2 max-sm:[&_tr]:py-3",
  "max-sm:[&_td]:block max-sm:[&_td]:p-0 max-sm:[&_td]:text-left",
  "max-sm:[&_td]:before:block max-sm:[&_td]:before:text-xs max-sm:[&_td]:before:font-normal",
  "max-sm:[&_td]:before:text-muted-foreground max-sm:[&_td]:before:content-[attr(data-label)]",
);

/**
 * The dashboard cards' tables: flush with the card's padding, a muted header row without
 * a fill; `right` headers are right-aligned over their number cells. `stackOnPhone`: rows
 * as cards on a phone (each cell needs its `data-label`).
 */
export function CardTable({
  head,
  right = [],
  stackOnPhone = false,
  children,
}: {
  head: string[];
  right?: string[];
  stackOnPhone?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Table className={cn("[&_td]:px-0 [&_th]:px-0", stackOnPhone && STACKED)}>
      <TableHeader className="bg-transparent text-muted-foreground">
        <HeadRow labels={head} right={right} className="font-medium" />
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
