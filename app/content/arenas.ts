// Arenas (ADRs 209–211): the copy of the admin section, the public and member pages,
// the dashboard card and the e-mails. Its texts are requirements as written (docs/product.md).

export const ARENA_LIMITS = {
  name: 80,
  location: 120,
  description: 2000,
  seats: { min: 1, max: 10_000 },
  daysToAccept: { min: 1, max: 30, default: 7 },
  invite: { min: 1, max: 500 },
  reason: 500,
} as const;

/** The reminder goes this long before an invitation expires. */
export const REMINDER_BEFORE_MS = 48 * 60 * 60 * 1000;

const members = (n: number) => (n === 1 ? "1 member" : `${n} members`);

/** '12 March 2027' (UTC: a kick-off is a calendar date). */
export const formatArenaDate = (value: string | Date) =>
  new Date(
    typeof value === "string" && value.length === 10 ? `${value}T00:00:00Z` : value,
  ).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** '12 March 2027, 14:00 UTC': when an invitation is held until. */
export const formatHeldUntil = (value: string | Date) =>
  `${new Date(value).toLocaleString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  })} UTC`;

export const arenaStatusLabel = {
  draft: "Draft",
  open: "Open",
  closed: "Closed",
  finished: "Finished",
} as const;
export const invitationStatusLabel = {
  invited: "Invited",
  seated: "Seated",
  declined: "Declined",
  expired: "Expired",
  released: "Released",
} as const;

/** An Arena's invitation counts, in the same words on every page that shows them. */
export const arenaCounts = {
  invited: "Invited",
  open: "Open invitations",
  seated: "Seated",
  declined: "Declined",
  expired: "Expired",
  released: "Released",
} as const;

export const arenaCopy = {
  admin: {
    title: "Arenas",
    /** The Members list's filter. */
    arenaStatus: "Arena status",
    intro:
      "A community's Arena opens and its members are invited in the order the waitlist promised: early-access milestone holders first, then the leaderboard's order.",
    newButton: "New Arena",
    createTitle: "New Arena",
    editTitle: "Edit Arena",
    dialogDescription:
      "Name the Arena, who it is for, its seats, kick-off and how invitations work.",
    fields: {
      name: "Name",
      community: "Community",
      seats: "Seats",
      kickoff: "Kick-off date",
      location: "Location",
      description: "Description",
      daysToAccept: "Days to accept",
      autoFill: "Fill freed seats automatically",
      status: "Status",
    },
    openToAll: "Open to all members",
    create: "Create Arena",
    update: "Update Arena",
    cancel: "Cancel",
    edit: (name: string) => `Edit ${name}`,
    columns: {
      name: "Name",
      community: "Community",
      status: "Status",
      seats: "Seats",
      seated: arenaCounts.seated,
      invited: arenaCounts.open,
      actions: "Actions",
    },
    empty: "No Arenas yet. Create one to start admitting members from the waitlist.",
    created: "Arena created",
    updated: "Arena updated",
    successTitle: "Success",
    errorTitle: "Error",
    notFound: "Arena not found",
    saveFailed: "Failed to save Arena",
    nameTaken: "An Arena with this address already exists. Please choose another name.",
    slugFrozen: "An Arena that has opened keeps its address.",
    seatsBelowTaken: "Seats cannot be fewer than the members seated and invited.",
    address: (slug: string) => `Address: /arenas/${slug}`,
    back: "All Arenas",
    figures: {
      seats: "Seats",
      ...arenaCounts,
      inLine: "In line",
    },
    inviteButton: "Invite Next",
    inviteTitle: "Invite the next members",
    inviteDescription:
      "Invitations go to the next members in line, never more than the free seats. Each gets an e-mail.",
    inviteCount: "Number to invite",
    nextInLine: (n: number) => `Next in line: ${members(n)}`,
    freeSeats: (n: number) => `Free seats: ${n}`,
    send: "Send Invitations",
    noFreeSeat:
      "No free seat: release a seat or add seats before inviting. Nobody can be invited now.",
    whoTitle: "Who will be invited",
    whoLoading: "Reading the line…",
    whoMore: (n: number) => `and ${members(n)} more`,
    why: {
      early: "early access (milestone)",
      points: (n: number) => `${n.toLocaleString("en-US")} points`,
      flagged: (n: number) =>
        `${n.toLocaleString("en-US")} points; after the others: a referral of theirs is flagged`,
    },
    whoLine: (place: number, name: string, why: string) => `${place}. ${name} — ${why}`,
    leaveOut: "Leave Out",
    leaveOutLabel: (name: string) => `Leave Out ${name}`,
    leaveOutReason: (name: string) => `Why leave ${name} out of this Arena?`,
    leftOut: "Left out of this Arena",
    notInLine: "This member is not in line for this Arena.",
    invited: (n: number) => `Invited ${members(n)}`,
    notOpen: "Only an open Arena can invite members.",
    finished: "This Arena has finished: nobody is invited and no seat changes any more.",
    finishOnlyByPublishing: "An Arena finishes when its results are published.",
    kickoffPassed: "Its kick-off date has passed: this Arena can no longer invite members.",
    nobodyToInvite: "Nobody can be invited: no free seat or nobody in line.",
    invitations: "Invitations",
    invitationsEmpty: "No invitations yet.",
    invitationColumns: {
      member: "Member",
      place: "Place",
      status: "Status",
      invited: "Invited",
      expires: "Expires",
      actions: "Actions",
    },
    deletedMember: "Deleted account",
    release: "Release Seat",
    releaseLabel: (name: string) => `Release Seat of ${name}`,
    releaseTitle: "Release this seat",
    releaseDescription: (name: string) =>
      `${name} loses their seat and is told so by e-mail; with automatic filling on, the next in line is invited within the hour.`,
    reason: "Reason",
    tellReason: "Include this reason in the e-mail to the member",
    released: "Seat released",
    notSeated: "This member has no seat to release.",
    invalid: {
      name: `Please enter a name of at most ${ARENA_LIMITS.name} characters.`,
      community: "Please choose a community or 'Open to all members'.",
      seats: `Seats must be a whole number from 1 to ${ARENA_LIMITS.seats.max.toLocaleString("en-US")}.`,
      kickoff: "Please enter the kick-off date.",
      kickoffPast: "The kick-off date must be in the future.",
      locationRequired: "An Open Arena needs a location.",
      location: `Please keep the location to ${ARENA_LIMITS.location} characters.`,
      description: `Please keep the description to ${ARENA_LIMITS.description} characters.`,
      daysToAccept: "Days to accept must be a whole number from 1 to 30.",
      status: "Please choose a status.",
      count: "Number to invite must be a whole number from 1 to 500.",
      reason: `Please give a reason of at most ${ARENA_LIMITS.reason} characters.`,
    },
  },
  overview: {
    title: "Arenas",
    intro:
      "Per Arena: every invitation sent (Invited) is still open, seated, declined, expired or released. The acceptance rate is Seated divided by the invitations answered (no longer open).",
    columns: {
      name: "Arena",
      ...arenaCounts,
      rate: "Acceptance rate",
    },
    empty: "No Arena has invited anyone yet.",
  },
  public: {
    title: "Arenas",
    description:
      "Arenas open for the waitlist's members: kick-off, location and seats of each, invited in the order the waitlist promised.",
    intro:
      "Each Arena invites the members of its community in the order of the waitlist: early-access milestone holders first, then the leaderboard's order.",
    none: "No Arena is open yet. Join the waitlist to be invited when your community's Arena opens.",
    openToAll: "Open to all members",
    seatsTaken: (seated: number, seats: number) =>
      `${seated.toLocaleString("en-US")} of ${seats.toLocaleString("en-US")} seats taken`,
    kickoff: "Kick-off",
    location: "Location",
    community: "Community",
    seats: "Seats",
    view: (name: string) => `View ${name}`,
    joinWaitlist: "Join the Waitlist",
    closed: "This Arena is closed to new members.",
    finished: "This Arena has finished: its results are published below.",
    finishedTitle: "Finished Arenas",
    openTitle: "Open Arenas",
    finishedOn: (date: string) => `Finished ${date}`,
    seeResults: (name: string) => `See the results of ${name}`,
    grantLine: (venture: string, grant: string) => `${venture}: ${grant}`,
    logIn: "Log In",
    seatFinished: "Seats no longer change: this Arena has finished.",
    outside: (community: string) => `This Arena invites members of ${community}.`,
    inLine: (n: number) => `You're #${n.toLocaleString("en-US")} in line`,
    waiting: "Your seat is waiting",
    heldUntil: (date: string) => `Held until ${date}`,
    accept: "Accept Seat",
    decline: "Decline Seat",
    declineTitle: "Decline your seat?",
    declineDescription:
      "Your seat goes to the next member in line. You stay on the waitlist for every other Arena.",
    cancel: "Keep my invitation",
    seated: (name: string) => `You have a seat in ${name}`,
    declined:
      "You declined your seat in this Arena. You stay on the waitlist for every other Arena.",
    expired:
      "Your invitation to this Arena has expired. You stay on the waitlist for every other Arena.",
    released: "Your seat in this Arena was released.",
    giveUp: "Give Up Seat",
    giveUpTitle: "Give up your seat?",
    giveUpDescription:
      "Your seat goes to the next member in line and you cannot take it back. You stay on the waitlist for every other Arena.",
    keepSeat: "Keep my seat",
    gaveUp: "Seat given up",
    noSeat: "You hold no seat in this Arena.",
    accepted: "Seat accepted",
    declinedToast: "Seat declined",
    errorTitle: "Error",
    noInvitation: "You have no open invitation to this Arena.",
    signInFirst: "Please log in to answer your invitation.",
    allArenas: "All Arenas",
    socialImage: (name: string) => `${name}: an Arena of the waitlist`,
  },
  card: {
    title: "Arenas",
    intro: "Arenas invite the waitlist's members in the order of the waitlist.",
    waiting: (name: string) => `Your seat in ${name} is waiting`,
    inLine: (n: number, name: string) => `You're #${n.toLocaleString("en-US")} in line for ${name}`,
    open: (name: string) => `Open ${name}`,
    released: (name: string) => `Your seat in ${name} was released`,
    finished: (name: string) => `${name} has finished: see your results`,
    // A seat's open staking window (ADR 215); here, not in staking.ts, to keep the dashboard's
    // scripts from carrying the staking copy.
    stake: (name: string) => `Stake your tokens in ${name}`,
    tokensLeft: (left: number, total: number) =>
      `${left.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} tokens left`,
  },
  mail: {
    invitation: {
      subject: (name: string) => `Your seat in ${name} is waiting`,
      body: (name: string, held: string) => [
        `Your place on the waitlist has come up: a seat in ${name} is yours if you want it.`,
        `We hold it for you until ${held}. Log in and choose 'Accept Seat' or 'Decline Seat' on the Arena's page; this e-mail does not accept anything by itself.`,
      ],
      action: "See your seat",
    },
    reminder: {
      subject: (name: string, held: string) => `Your seat in ${name} is held until ${held}`,
      body: (name: string, held: string) => [
        `Your seat in ${name} is still waiting for your answer.`,
        `After ${held} it goes to the next member in line.`,
      ],
      action: "Answer your invitation",
    },
    welcome: {
      subject: (name: string) => `Welcome to ${name}`,
      body: (name: string) => `You accepted your seat in ${name}. See you at the kick-off.`,
      action: "Open the Arena",
    },
    released: {
      subject: (name: string) => `Your seat in ${name} was released`,
      body: (name: string) => [
        `Your seat in ${name} has been released by the Arena's organisers, so that it can go to the next member in line.`,
        "You keep your place and your points on the waitlist, and every other Arena can still invite you.",
      ],
      reason: (reason: string) => `The organisers' reason: ${reason}`,
      action: "Open the Arena",
    },
    why: "You get this e-mail because you joined the waitlist and your place in it came up for an Arena: it is about your own waitlist place, not a mailing list.",
  },
} as const;
