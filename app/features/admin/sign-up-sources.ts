// The Overview's breakdowns of sign-ups (ADR 193), shared by the read and the charts.
export const SOURCE_DIMENSIONS = ["source", "campaign", "community", "role"] as const;
export type SourceDimension = (typeof SOURCE_DIMENSIONS)[number];

/** The rows each breakdown shows at most (the 'top 20' for communities, all alike). */
export const SOURCE_TOP = 20;

/** One row of a breakdown: its key as counted ('' = not given), a community's name. */
export type SourceRow = {
  key: string;
  name: string | null;
  confirmed: number;
  unconfirmed: number;
};
export type SignUpSources = Record<SourceDimension, SourceRow[]>;
