// A member's History on their admin page (architecture D31, docs/product.md#members): each
// event as a sentence about the member, without their name (the page is theirs). What admins
// did to the member reads as the Audit Log's sentence (app/content/audit.ts).

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export const historyCopy = {
  title: "History",
  empty: "Nothing has happened yet.",
  deletedMember: "a deleted member",
  joined: (referrer: string | null) =>
    referrer ? `Joined the waitlist through ${referrer}’s link.` : "Joined the waitlist.",
  confirmed: "Confirmed their e-mail address.",
  referralJoined: (name: string) => `${name} joined through their link.`,
  referralCounted: (name: string) => `The referral of ${name} counted: ${name} confirmed.`,
  referralVoided: (name: string) => `The referral of ${name} was voided.`,
  points: (points: number, why: string) =>
    `${points >= 0 ? "+" : "−"}${plural(Math.abs(points), "point")}: ${why}.`,
  invited: (arena: string, place: number) => `Invited to ${arena} (number ${place} in its line).`,
  expired: (arena: string) => `Let the invitation to ${arena} expire.`,
  released: (arena: string, reason: string) =>
    `Their seat in ${arena} was released by an admin (reason: ${reason}).`,
  staked: (tokens: number, venture: string, arena: string) =>
    `Staked ${plural(tokens, "token")} on ${venture} in ${arena}.`,
  posted: (venture: string, title: string) => `Posted the update “${title}” on ${venture}.`,
  followed: (venture: string) => `Followed ${venture}.`,
  interest: (venture: string, amount: number) =>
    `Indicated interest of $${amount.toLocaleString("en-US")} in the round of ${venture}.`,
  mailKinds: {
    "email-confirmation": "account",
    "email-change": "account",
    "password-reset": "account",
    "security-notice": "account",
    "form-confirmation": "form",
    "exam-results": "sample exam",
    "arena-invitation": "Arena",
    "arena-reminder": "Arena",
    "arena-welcome": "Arena",
    "arena-released": "Arena",
    "arena-staking-open": "Arena",
    "arena-results": "Arena",
    "arena-staking-closes": "Arena",
    "arena-staking-closes-soon": "Arena",
    "arena-staking-closed": "Arena",
    "arena-lineup": "Arena line-up",
    "arena-grant": "Arena grant",
    "founder-update": "founder update",
    "round-invitation": "round invitation",
    "referral-joined": "referral update",
    "referral-confirmed": "referral update",
    milestone: "milestone",
    "confirm-reminder": "reminder",
    "weekly-digest": "weekly digest",
  } as Record<string, string>,
  mail: (subject: string | null, kind: string) =>
    subject
      ? `Was sent the e-mail “${subject}” (${historyCopy.mailKinds[kind] ?? kind}).`
      : `Was sent an e-mail (${historyCopy.mailKinds[kind] ?? kind}).`,
  broadcast: (subject: string) => `Was sent the broadcast “${subject}” (programme news).`,
  lists: {
    referral: "referral updates",
    digest: "the weekly digest",
    news: "programme news",
    updates: "founder updates",
  },
  how: {
    link: "with the link in an e-mail",
    "one-click": "with their mail program’s one-click unsubscribe",
    profile: "on their profile",
  },
  list: (
    list: "referral" | "digest" | "news" | "updates",
    subscribed: boolean,
    how: "link" | "one-click" | "profile",
  ) =>
    `${subscribed ? "Subscribed to" : "Unsubscribed from"} ${historyCopy.lists[list]} ${historyCopy.how[how]}.`,
} as const;
