// Slide content as typed data (ADR 060): every deck is a list of slides, each
// slide one of these types, and app/features/decks/components/ renders one component per type.

/** A headline figure: the value is shown large, the label beneath it. */
export type Figure = { value: string; label: string };
/** A link on a slide: in-site paths only (the decks are static and prerendered). */
export type SlideAction = { label: string; to: string; variant?: "primary" | "secondary" };
export type Point = { title: string; text: string };

type Base = { kicker?: string; title: string };

export type CoverSlide = Base & { type: "cover"; subtitle: string; note?: string };
/** The old way versus the new way. */
export type ShiftSlide = Base & {
  type: "shift";
  from: { label: string; points: string[] };
  to: { label: string; points: string[] };
};
/** The problem and the opportunity left on the table, told with figures. */
export type UntappedSlide = Base & { type: "untapped"; lead: string; figures: Figure[] };
export type SolutionSlide = Base & { type: "solution"; lead: string; points: Point[] };
export type HowItWorksSlide = Base & { type: "how-it-works"; steps: Point[]; cycle?: string[] };
/** Results so far: a before → after figure and supporting figures. */
export type TractionSlide = Base & {
  type: "traction";
  lead: string;
  headline: { count: string; from: string; to: string; caption: string };
  figures: Figure[];
};
export type BusinessSlide = Base & {
  type: "business";
  lead: string;
  figures: Figure[];
  goal: string;
};
export type FounderSlide = Base & {
  type: "founder";
  lead: string;
  figure: Figure;
  points: string[];
};
export type PointsSlide = Base & {
  type: "points";
  lead?: string;
  points: Point[];
  figure?: Figure;
};
/** The recorded session: a click-to-load facade; the URL is configuration (siteConfig.recordingUrl). */
export type VideoSlide = Base & {
  type: "video";
  lead: string;
  videoTitle: string;
  duration?: string;
};
export type ClosingSlide = Base & {
  type: "closing";
  lead: string;
  actions: SlideAction[];
  contact?: boolean;
};

export type Slide =
  | CoverSlide
  | ShiftSlide
  | UntappedSlide
  | SolutionSlide
  | HowItWorksSlide
  | TractionSlide
  | BusinessSlide
  | FounderSlide
  | PointsSlide
  | VideoSlide
  | ClosingSlide;

export type SlideType = Slide["type"];

export type Deck = {
  /** Route path, e.g. '/presentation'. */
  path: string;
  /** The page's h1 and document title. */
  title: string;
  description: string;
  /** Colour scheme: the community deck, the university-branded deck, the sponsor deck. */
  theme: "community" | "university" | "sponsor";
  /** Where Previous / Next / dots sit: in the header (the /iu-deck spec) or beneath the slide. */
  controls: "header" | "footer";
  slides: Slide[];
};
