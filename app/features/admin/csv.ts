// CSV export of form submissions (docs/architecture.md D3). RFC 4180 quoting, and cells that a
// spreadsheet would run as a formula are neutralised with a leading apostrophe (OWASP
// "CSV injection").
import { csvCell, toCsv } from "../../lib/csv.ts";
import { sourceOf } from "../../lib/first-touch.ts";
import type { MemberListRow } from "./members-admin.server";

export { csvCell, toCsv };

export type SubmissionRow = {
  id: string;
  createdAt: string;
  email: string;
  heroVariant: string | null;
  /** A founder's quiz result carried into /founder-signup (ADR 186). */
  quizResult: string | null;
  fields: Record<string, string>;
  urlParams: Record<string, string>;
};

/** One row per submission: fixed columns, then every field key, then every URL parameter. */
export function submissionsCsv(rows: SubmissionRow[]): string {
  const fieldKeys = [...new Set(rows.flatMap((r) => Object.keys(r.fields)))].sort();
  const paramKeys = [...new Set(rows.flatMap((r) => Object.keys(r.urlParams)))].sort();
  const header = [
    "id",
    "created_at",
    "email",
    "hero_variant",
    "quiz_result",
    ...fieldKeys,
    ...paramKeys.map((k) => `param:${k}`),
  ];
  const body = rows.map((r) => [
    r.id,
    r.createdAt,
    r.email,
    r.heroVariant ?? "",
    r.quizResult ?? "",
    ...fieldKeys.map((k) => r.fields[k] ?? ""),
    ...paramKeys.map((k) => r.urlParams[k] ?? ""),
  ]);
  return toCsv([header, ...body]);
}

/** The Members tab's export: one row per member, formulas neutralised like submissions. */
export function membersCsv(rows: (Omit<MemberListRow, "status"> & { status: string })[]): string {
  const header = [
    "id",
    "name",
    "nickname",
    "email",
    "points",
    "referrals",
    "status",
    "flagged",
    "joined",
    "role",
    "community",
    "source",
    "landing_path",
    "referrer_host",
    "utm_source",
    "utm_medium",
    "utm_campaign",
  ];
  return toCsv([
    header,
    ...rows.map((r) => [
      r.id,
      r.name,
      r.nickname ?? "",
      r.email,
      r.points,
      r.referrals,
      r.status,
      r.flagged ? "yes" : "no",
      r.joined,
      r.role ?? "",
      r.community ?? "",
      sourceOf(r.firstTouch),
      r.firstTouch?.landingPath ?? "",
      r.firstTouch?.referrerHost ?? "",
      r.firstTouch?.utmSource ?? "",
      r.firstTouch?.utmMedium ?? "",
      r.firstTouch?.utmCampaign ?? "",
    ]),
  ]);
}

/** A CSV file download: UTF-8 with a byte-order mark (Excel), never cached. */
export function csvDownload(csv: string, fileName: string): Response {
  return new Response("\uFEFF" + csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    },
  });
}
