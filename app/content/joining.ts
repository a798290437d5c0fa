// Who is joining (docs/architecture.md D24, ADR 193): the waitlist's and /profile's optional
// fields, apart from members.ts so that pages without them carry none of this copy.
import { COMMUNITY_MAX_LENGTH } from "~/lib/limits";
import type { MemberRole } from "~/lib/member-roles";

/**
 * Who is joining (docs/architecture.md D24): 'I'm joining as' and 'University or community',
 * optional, at sign-up and on /profile.
 */
export const joiningText = {
  role: "I'm joining as",
  noRole: "Choose one (optional)",
  roles: { staker: "Staker", founder: "Founder", organiser: "Community organiser" },
  community: "University or community",
  optional: "Optional",
  save: "Save",
  saving: "Saving...",
  saved: "Saved.",
  title: "Who you are joining as",
  /** How the member first found us, in words ('unknown' and 'direct' are the counters' keys). */
  firstTouch: (source: string) =>
    source === "unknown"
      ? "We don't know how you found us."
      : source === "direct"
        ? "You came to us directly."
        : `You found us through ${source}.`,
  roleInvalid: "Please choose Staker, Founder or Community organiser",
  communityTooLong: `University or community must be at most ${COMMUNITY_MAX_LENGTH} characters`,
  communityInvalid: "University or community contains characters that are not allowed",
} as const satisfies { roles: Record<MemberRole, string> } & Record<string, unknown>;
