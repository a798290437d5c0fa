// After the grant, the journey (ADRs 231–233): the words of the venture's page, the
// founder's updates, follows, the breakout round and their e-mails. One place for the copy;
// the e2e tests and the domain read these labels.
import { siteConfig } from "../lib/site-config.ts";
import { formatJourneyDate, formatUsd, journeyDashboardCopy } from "./journey-dashboard.ts";

/** Limits the form, the server and the database share (0030_journey.sql). */
export const JOURNEY_LIMITS = {
  title: 120,
  body: 10_000,
  roundName: 80,
  note: 5_000,
  reason: 500,
  /** A member's cap in dollars per token staked (the specification's "tokens × 10"). */
  capPerToken: 10,
  amountMax: 100_000_000,
} as const;

export const UPDATE_KIND_LABELS = {
  update: "Update",
  discovery: "Discovery",
  milestone: "Milestone",
} as const;

const usd = formatUsd;
export { formatJourneyDate, formatUsd };

export const journeyCopy = {
  venture: {
    founder: "Founder",
    pitchLink: "Pitch",
    arena: "Arena",
    grant: journeyDashboardCopy.grantLabel,
    grantLine: (amount: number, tokens: number, stakers: number) =>
      `${usd(amount)} from ${tokens.toLocaleString("en-US")} tokens staked by ${stakers.toLocaleString("en-US")} ${stakers === 1 ? "staker" : "stakers"}.`,
    updates: "Updates",
    noUpdates: "No updates yet.",
    feed: "RSS feed of these updates",
    follow: "Follow",
    unfollow: "Unfollow",
    loginToFollow: "Log in to follow",
    followed: (venture: string) => `You follow ${venture}.`,
    unfollowed: (venture: string) => `You no longer follow ${venture}.`,
    founderOwn: "This is your venture.",
    description: (venture: string, pitch: string) => `${venture}: ${pitch}`.slice(0, 155),
    socialAlt: (venture: string) => `${venture} on ${siteConfig.brand}`,
    errorTitle: "Could not do that",
    signInFirst: "Please log in first.",
    feedTitle: (venture: string) => `${venture}: updates`,
    postedOn: "Posted on",
  },
  update: {
    heading: "Post an update",
    editHeading: "Edit the update",
    post: journeyDashboardCopy.post,
    title: "Title",
    body: "What happened",
    bodyHint: "Markdown: **bold**, lists, links. It goes to your stakers and followers by e-mail.",
    kind: "Kind",
    publish: "Publish Update",
    publishing: "Publishing...",
    save: "Save Update",
    edit: "Edit",
    delete: "Delete",
    deleteTitle: "Delete this update?",
    deleteBody: "It leaves the venture's page. E-mails already sent stay sent.",
    deleteConfirm: "Delete Update",
    cancel: "Cancel",
    published: "Update published",
    saved: "Update saved",
    deleted: "Update deleted",
    notYours: "Only the venture's founder may post, edit or delete its updates.",
    gone: "That update is gone.",
    invalid: {
      title: `Give the update a title of at most ${JOURNEY_LIMITS.title} characters.`,
      body: `Tell what happened in at most ${JOURNEY_LIMITS.body.toLocaleString("en-US")} characters.`,
      kind: "Choose Update, Discovery or Milestone.",
    },
  },
  hide: {
    action: "Hide Update",
    title: "Hide this update?",
    reason: "Reason",
    reasonHint: "Kept in the audit log; the founder does not see it on the page.",
    confirm: "Hide Update",
    hidden: "Update hidden",
    hiddenLabel: (reason: string) => `Hidden: ${reason}`,
    invalid: `Give a reason of at most ${JOURNEY_LIMITS.reason} characters.`,
  },
  round: {
    announce: "Announce a Round",
    dialogTitle: (venture: string) => `Announce a round for ${venture}`,
    name: "Round name",
    closesOn: "Closes on",
    closesOnHint: (zone: string) => `The round closes at the end of this day (${zone}).`,
    note: "Note",
    noteHint: "Optional. Markdown.",
    announceButton: "Announce Round",
    announced: "Round announced",
    invalid: {
      name: `Give the round a name of at most ${JOURNEY_LIMITS.roundName} characters.`,
      closesOn: "Choose a date after today.",
      note: `Keep the note under ${JOURNEY_LIMITS.note.toLocaleString("en-US")} characters.`,
    },
    notPublished: "Rounds are announced once the results are published.",
    stillOpen: "This venture already has a round that has not closed.",
    heading: journeyDashboardCopy.roundHeading,
    closesLine: (date: string) => `Closes on ${date}.`,
    closedLine: (date: string) => `Closed on ${date}.`,
    cap: (cap: number) => `You may invest up to ${usd(cap)}`,
    amount: "Amount (USD)",
    share: (founder: string) => `Share my e-mail with ${founder}`,
    shareHint: "Needed to record your interest: the founder contacts you about the round.",
    interested: "I'm Interested",
    update: "Change Interest",
    withdraw: "Withdraw Interest",
    recorded: "Interest recorded",
    withdrawn: "Interest withdrawn",
    yours: (amount: number) => `Your interest: ${usd(amount)}.`,
    aboveCap: (cap: number) => `You can offer at most ${usd(cap)}.`,
    wholeDollars: "Enter a whole number of dollars, at least $1.",
    consentNeeded: "Tick the box to share your e-mail with the founder.",
    closed: journeyDashboardCopy.roundClosed,
    onlyStakers: (venture: string) => `Only stakers of ${venture} are invited.`,
    logIn: "Log in to answer",
    notAnOffer:
      "This is not an offer of securities. An indication of interest binds nobody — not you, not the founder — and no money is taken, held or moved here. The programme is educational.",
    disclaimer: "Read the disclaimer",
    interestedStakers: journeyDashboardCopy.interestedStakers,
    noInterest: journeyDashboardCopy.noInterest,
    columns: journeyDashboardCopy.columns,
    total: journeyDashboardCopy.total,
    csv: journeyDashboardCopy.csv,
    adminFigures: (count: number, sum: number) => `${count} interested, ${usd(sum)} in total.`,
  },
  dashboard: journeyDashboardCopy,
  mail: {
    updateSubject: (venture: string, title: string) => `${venture}: ${title}`,
    whyStaked: (tokens: number, venture: string, arena: string) =>
      `You staked ${tokens} tokens on ${venture} in ${arena}.`,
    whyFollow: (venture: string) => `You follow ${venture}.`,
    whyFollowLong: (venture: string) =>
      `You get this e-mail because you follow ${venture} on ${siteConfig.brand}.`,
    whyStakedLong: (tokens: number, venture: string, arena: string) =>
      `You get this e-mail because you staked ${tokens} tokens on ${venture} in ${arena}.`,
    kindLine: (kind: string, venture: string) => `${kind} from ${venture}`,
    open: "Open the venture's page",
    invitationSubject: (venture: string) => `An invitation from ${venture}`,
    invitationBody: (venture: string, round: string, date: string) => [
      `${venture} is raising a round: ${round}. Because you staked on them, you are invited to indicate your interest before anyone else.`,
      `The round closes on ${date}.`,
    ],
    invitationCap: (cap: number) => `You may invest up to ${usd(cap)}`,
    invitationNotAnOffer:
      "An indication of interest is not an offer of securities, binds nobody and moves no money.",
    openRound: "Open the round",
  },
  history: {
    posted: (venture: string, title: string) => `Posted '${title}' on ${venture}`,
    followed: (venture: string) => `Followed ${venture}`,
    interest: (venture: string, amount: number) =>
      `Indicated interest of ${usd(amount)} in ${venture}'s round`,
  },
} as const;
