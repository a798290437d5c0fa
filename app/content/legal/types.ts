// Legal documents as typed data (CONTRIBUTING.md: copy lives in app/content once), rendered by
// one component (app/features/legal/components/legal-document.tsx).

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: string[] };

export type LegalSection = { id: string; heading: string; body: LegalBlock[] };

export type LegalDocument = {
  path: string;
  title: string;
  /** Meta description. */
  description: string;
  lastUpdated: string;
  /** Plain-language summary shown under the title. */
  summary: string;
  sections: LegalSection[];
};

/** The date every legal document was last revised. */
export const LEGAL_LAST_UPDATED = "November 21, 2026";
