// Shapes shared by the marketing copy in app/content (landing, founders, stakers).

/** Names of the lucide icons the marketing components know (see features/marketing/components/icon.tsx). */
export type IconName =
  | "users"
  | "graduation-cap"
  | "sparkles"
  | "coins"
  | "eye"
  | "trending-up"
  | "handshake"
  | "heart"
  | "search"
  | "rocket"
  | "sprout"
  | "shield-check"
  | "zap"
  | "messages-square"
  | "book-open"
  | "network"
  | "trophy"
  | "target"
  | "lightbulb"
  | "building"
  | "megaphone"
  | "map";

export type Step = { title: string; description: string };
export type IconCard = { icon: IconName; title: string; description: string };
/** A call to action's text and where it goes: a route ('/waitlist') or an anchor ('#simulator'). */
export type CtaLink = { label: string; to: string };
