// Wall-clock times in the operator's time zone (OPERATOR_TIME_ZONE, ADR 212): a broadcast's
// schedule is written as a date and time there and shown with the zone.

import { wallTimeToInstant } from "./operator-week.ts";

const FIELDS = ["year", "month", "day", "hour", "minute", "second"] as const;

/** How far the zone's wall clock is ahead of UTC at `date`, in milliseconds. */
function offsetMs(date: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(date);
  const n = Object.fromEntries(
    FIELDS.map((f) => [f, Number(parts.find((p) => p.type === f)?.value ?? 0)]),
  ) as Record<(typeof FIELDS)[number], number>;
  const wall = Date.UTC(n.year, n.month - 1, n.day, n.hour, n.minute, n.second);
  return wall - Math.floor(date.getTime() / 1000) * 1000;
}

/**
 * 'YYYY-MM-DDTHH:mm' (a datetime-local field) in `zone` as an instant; null when malformed.
 * A time daylight saving skips moves forward by the gap, a repeated one is the first of the
 * two (the rule of app/lib/operator-week.ts, ADR 224).
 */
export function zonedToUtc(local: string, zone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (Number.isNaN(check.getTime()) || check.getUTCDate() !== day || check.getUTCHours() !== hour)
    return null;
  return wallTimeToInstant(zone, { year, month, day, hour, minute }).at;
}

/** An instant as 'YYYY-MM-DDTHH:mm' in `zone` (a datetime-local field's value). */
export function utcToZonedInput(date: Date, zone: string): string {
  return new Date(date.getTime() + offsetMs(date, zone)).toISOString().slice(0, 16);
}

/** An instant as the operator reads it: '1 Dec 2026, 09:00 (Europe/London)'. */
export function formatInZone(date: Date | string, zone: string): string {
  const text = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(date));
  return `${text} (${zone})`;
}
