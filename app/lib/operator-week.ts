// The operator's week (ADR 224): the weekly digest goes at a fixed weekday and hour in
// OPERATOR_TIME_ZONE, once per week of that zone (ISO weeks: Monday to Sunday), through
// date-fns and @date-fns/tz. A wall-clock time that daylight saving skips or repeats is
// resolved by one stated rule (wallTimeToInstant):
// - in a gap (the clocks jump forward: 02:30 does not happen), the time moves forward by the
//   gap's length, as the clocks do: 02:30 becomes 03:30 (the instant 02:30 in the old offset);
// - in an overlap (the clocks fall back: 01:30 happens twice), the first of the two instants,
//   the one in the offset before the change.
import { TZDate, tzOffset } from "@date-fns/tz";
import { addDays, format, startOfISOWeek } from "date-fns";

const MINUTE_MS = 60_000;
const HALF_DAY_MS = 12 * 60 * MINUTE_MS;

export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

/**
 * The instant a wall-clock time in `zone` names, and how it was resolved: 'gap' (moved
 * forward by the gap), 'overlap' (the first of two), or null (it happens once).
 */
export function wallTimeToInstant(
  zone: string,
  t: WallTime,
): { at: Date; resolved: "gap" | "overlap" | null } {
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute);
  // The offsets before and after any change near that time (none is closer than a day).
  const before = tzOffset(zone, new Date(wall - HALF_DAY_MS));
  const after = tzOffset(zone, new Date(wall + HALF_DAY_MS));
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((at) => wall - tzOffset(zone, new Date(at)) * MINUTE_MS === at);
  if (candidates.length === 0) return { at: new Date(wall - before * MINUTE_MS), resolved: "gap" };
  const at = Math.min(...candidates);
  return { at: new Date(at), resolved: candidates.length > 1 ? "overlap" : null };
}

/** The week of `date` in `zone`, as an ISO week label: '2026-W48'. */
export function operatorWeek(date: Date, zone: string): string {
  return format(new TZDate(date.getTime(), zone), "RRRR-'W'II");
}

/**
 * When this week's weekly job is due: `weekday` (1 Monday … 7 Sunday) at `hour`:00 in `zone`,
 * of the zone's week that holds `now`.
 */
export function weeklySlot(now: Date, zone: string, weekday: number, hour: number): Date {
  const day = addDays(startOfISOWeek(new TZDate(now.getTime(), zone)), weekday - 1);
  return wallTimeToInstant(zone, {
    year: day.getFullYear(),
    month: day.getMonth() + 1,
    day: day.getDate(),
    hour,
    minute: 0,
  }).at;
}
