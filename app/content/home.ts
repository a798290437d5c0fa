// Landing page copy and constants (spec §2 'Landing', §9).
export const heroTagline = "A new game of innovation for";
/** The hero's last word rotates through this list (it holds only 'Communities'). */
export const heroRotatingWords = ["Communities"] as const;
export const HERO_ROTATE_MS = 4500;

/** The A/B-tested hero message (spec §2, test 'hero-messaging'). */
export const heroVariants = {
  A: "The Game of Venture for Communities",
  B: "Play venture capital. Win real equity.",
} as const;
