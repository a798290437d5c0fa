// The admin area's copy for who is joining and from where (docs/architecture.md D24,
// ADR 193), apart from app/content/admin.ts because that module reaches public pages'
// scripts, whose bytes are counted.

/** The Overview's breakdowns: counts by source, campaign, community and role. */
export const sourcesCopy = {
  heading: "Where sign-ups came from",
  titles: {
    source: "Sign-ups by source",
    campaign: "Sign-ups by campaign",
    community: "Sign-ups by community",
    role: "Sign-ups by role",
  },
  columns: {
    source: "Source",
    campaign: "Campaign",
    community: "Community",
    role: "Role",
  },
  none: {
    source: "none",
    campaign: "no campaign",
    community: "no community",
    role: "no role given",
  },
  empty: "No sign-ups in this period.",
  summary: (total: number, max: number) => `${total} sign-ups, at most ${max} from one.`,
  note: "Counts stay when a member deletes their account; 'unknown' means the visitor did not allow measurement.",
} as const;

/** A member's page: 'Who and from where'. */
export const memberJoiningCopy = {
  heading: "Who and from where",
  role: "Role",
  community: "Community",
  source: "Source",
  landingPath: "Landing page",
  referrerHost: "Referring site",
  // Field names in words: 'Source' above is utm_source when the visit had one.
  utmMedium: "Medium",
  utmCampaign: "Campaign",
  notGiven: "—",
} as const;

/** The 'Communities' section (ADR 193): the spellings members gave, and 'Merge into…'. */
export const communitiesCopy = {
  heading: "Communities",
  intro:
    "Spellings that differ only in case or spaces are already one community. Merge the ones matching cannot join: the members, their counts and the spelling move to the community you choose.",
  columns: { name: "Community", members: "Members", confirmed: "Confirmed", merge: "Merge into…" },
  mergeInto: "Merge into…",
  mergeLabel: (name: string) => `Merge ${name} into…`,
  merge: "Merge",
  empty: "No member has named a community yet.",
  merged: (moved: number, into: string) =>
    `Merged: ${moved} ${moved === 1 ? "member" : "members"} moved to ${into}.`,
  unknown: "Choose a community from the list to merge into.",
  same: "A community cannot be merged into itself.",
  notFound: "No such community to merge.",
  newTitle: "New Community",
  newIntro:
    "Name a community before any member does, for example for a new university's Arena. It is offered for Arenas at once.",
  name: "Name",
  create: "Create Community",
  created: "Community created",
  exists: "A community with this name already exists.",
  invalidName: "Please enter the community's name.",
} as const;

/** The Members tab's filters beside Status. */
export const memberFilterCopy = {
  community: "Community",
  role: "Role",
  any: "All",
} as const;
