// Inside an Arena (ADR 215, docs/product.md#arena-staking): the line-up, the staking window
// and the results, on the admin page, the public page, the dashboard card and the e-mails.
// Its texts are requirements as written.

/** '$1,001': a whole-dollar amount as the pages and e-mails show it. */
export const formatDollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;

export const STAKING_LIMITS = {
  founderName: 80,
  ventureName: 80,
  pitch: 140,
  pitchUrl: 300,
  grantPool: { min: 0, max: 1_000_000, default: 0 },
  tokensPerSeat: { min: 1, max: 10_000, default: 100 },
} as const;

export const stakingStateLabel = {
  not_opened: "Not opened",
  open: "Open",
  closed: "Closed",
  published: "Results published",
} as const;

/** The plain words beside every stake form (docs/architecture.md D28). */
const EDUCATIONAL =
  "Tokens are educational: staking moves no money and earns nothing. The grant pool is given by the Arena's operator, and the tokens only decide how it is split among the founders.";

const plural = (n: number, word: string) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? word : `${word}s`}`;
const HOLDER_WHY =
  "You get this e-mail because you hold a seat in this Arena: it is about your own seat, not a mailing list.";
const FOUNDER_WHY =
  "You get this e-mail because your venture is in this Arena's line-up, with this address from your application: it is about your own application, not a mailing list.";
/** The founder e-mails' one sentence on the founder's account (shared with the venture pages). */
export const FOUNDER_ACCOUNT =
  "Create an account (or log in) with this address to post updates to the stakers.";

export const stakingCopy = {
  admin: {
    lineUp: "Line-up",
    lineUpEmpty: "No founders in the line-up yet.",
    addFounder: "Add Founder",
    addTitle: "Add a founder",
    addDescription:
      "The founder pitches to this Arena's seat holders. Their e-mail is never shown on the public page.",
    fields: {
      founderName: "Founder name",
      ventureName: "Venture name",
      pitch: "One-line pitch",
      email: "Founder e-mail",
      pitchUrl: "Pitch link",
      grantPool: "Grant pool",
      tokensPerSeat: "Tokens per seat",
      closesAt: "Staking closes",
    },
    pitchUrlHint: "Optional: an https:// address.",
    add: "Add to Line-up",
    added: "Founder added",
    remove: "Remove",
    removed: "Founder removed",
    columns: { venture: "Venture", founder: "Founder", pitch: "Pitch", actions: "Actions" },
    applications: "Applications",
    applicationsEmpty: "No founder application names this Arena yet.",
    applicationColumns: {
      name: "Name",
      venture: "Venture",
      email: "E-mail",
      date: "Date",
      actions: "Actions",
    },
    staking: "Staking",
    state: (label: string) => `Staking: ${label}`,
    pool: (amount: number) => `Grant pool: ${formatDollars(amount)}`,
    tokensPerSeat: (n: number) => `Tokens per seat: ${n.toLocaleString("en-US")}`,
    frozen: "The grant pool and tokens per seat no longer change: staking has closed.",
    open: "Open Staking",
    // As the product words it, whatever the number (docs/product.md#arena-staking).
    openTitle: (n: number) => `Open staking for ${n.toLocaleString("en-US")} seat holders?`,
    openDescription:
      "Each seat holder gets an e-mail and can stake their tokens until you close staking. The line-up can no longer change.",
    opened: "Staking is open",
    needFounders: "Staking needs at least two founders in the line-up.",
    needHolders: "Staking needs at least one seat holder.",
    figures: { stakers: "Stakers", staked: "Tokens staked" },
    closesAt: (when: string) => `Staking closes ${when}`,
    closesHint: (zone: string) => `Optional, in ${zone}. Staking closes by itself at this time.`,
    setCloses: "Save Closing Time",
    closesSaved: "Closing time saved",
    close: "Close Staking",
    closeTitle: "Close staking now?",
    closeDescription: "Stakes are frozen and the results are computed. This cannot be undone.",
    closed: "Staking is closed",
    results: "Results",
    resultColumns: {
      venture: "Venture",
      founder: "Founder",
      tokens: "Tokens",
      stakers: "Stakers",
      grant: "Grant",
    },
    noTokens: "No tokens were staked.",
    stakes: "Stakes",
    stakesIntro: "Who staked what: each seat holder's tokens per venture.",
    stakesEmpty: "No tokens staked yet.",
    stakeColumns: { member: "Member", venture: "Venture", tokens: "Tokens" },
    sortBy: (column: string) => `Sort by ${column}`,
    exportCsv: "Export CSV",
    seatGone: "Seat given up after closing",
    deletedMember: "Deleted account",
    publish: "Publish Results",
    publishTitle: "Publish the results?",
    publishDescription: (n: number) =>
      `The results appear on the Arena's public page and the Arena finishes: nobody is invited and no seat changes any more. ${n === 1 ? "1 person" : `${n.toLocaleString("en-US")} people`} will be e-mailed: each founder and seat holder.`,
    published: "Results published",
    cancel: "Cancel",
    errorTitle: "Error",
    successTitle: "Success",
    notFound: "Arena or founder not found",
    lineUpFixed: "The line-up no longer changes: staking has opened.",
    alreadyInLineUp: "This founder is already in the line-up.",
    unmatched: "Unmatched applications",
    unmatchedIntro:
      "Founder applications whose Arena matched no open Arena by name. Assign each to its Arena: it is then listed under that Arena's applications.",
    unmatchedColumns: {
      name: "Name",
      venture: "Venture",
      named: "Arena named",
      date: "Date",
      assign: "Assign to",
    },
    assignTo: (name: string) => `Arena for ${name}`,
    assign: "Assign",
    assigned: "Application assigned",
    assignInvalid: "Choose an Arena for this application.",
    inLineUp: "In the Line-up",
    removeTitle: (venture: string) => `Remove ${venture} from the line-up?`,
    removeDescription:
      "The founder leaves this Arena's line-up; you can add them again until staking opens.",
    notReady: "Staking cannot open yet.",
    wrongState: "Staking is not in a state that allows this.",
    frozenRefusal: "The grant pool and tokens per seat no longer change once staking has closed.",
    allowanceBelowStaked: "Tokens per seat cannot drop below what a seat holder has staked.",
    invalid: {
      founderName: `Please enter the founder's name, at most ${STAKING_LIMITS.founderName} characters.`,
      ventureName: `Please enter the venture's name, at most ${STAKING_LIMITS.ventureName} characters.`,
      pitch: `Please enter a one-line pitch of at most ${STAKING_LIMITS.pitch} characters.`,
      email: "Please enter the founder's e-mail address.",
      pitchUrl: "The pitch link must be a full address starting with https://",
      grantPool: "Grant pool must be a whole number of dollars from 0 to 1,000,000.",
      tokensPerSeat: "Tokens per seat must be a whole number from 1 to 10,000.",
      closesAt: "Please enter a date and time, or leave it empty.",
    },
  },
  public: {
    lineUp: "The Line-up",
    lineUpEmpty: "The line-up is not announced yet.",
    pitchLink: (venture: string) => `${venture}'s pitch`,
    stake: "Stake your tokens",
    tokensFor: (venture: string) => `Tokens for ${venture}`,
    left: (left: number, total: number) =>
      `You have ${left.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} tokens left`,
    save: "Save Stakes",
    saved: "Stakes saved",
    atMost: (total: number) => `You can stake at most ${total.toLocaleString("en-US")} tokens.`,
    wholeNumbers: "Whole tokens only.",
    over: (n: number) => `${plural(n, "token")} over`,
    noneStaked: "You have not staked any tokens.",
    closesAt: (when: string) => `Staking closes ${when}`,
    yourStakes: "Your Stakes",
    stakeLine: (tokens: number, venture: string) => `${plural(tokens, "token")} on ${venture}`,
    unused: (tokens: number) => `${plural(tokens, "token")} unused`,
    noStakes: "You did not stake any tokens in this Arena.",
    educational: EDUCATIONAL,
    onlyHolders: "Only seat holders stake in this Arena.",
    notOpen: "Staking is not open in this Arena.",
    closed: "Staking has closed",
    closedNote: "The results are published here once the operator has checked them.",
    results: "Results",
    pool: (amount: number) => `Grant pool: ${formatDollars(amount)}`,
    columns: { venture: "Venture", tokens: "Tokens", stakers: "Stakers", grant: "Grant" },
    noTokens: "No tokens were staked.",
    signInFirst: "Please log in to stake your tokens.",
    errorTitle: "Error",
  },
  mail: {
    open: {
      subject: (name: string) => `Staking is open in ${name}`,
      body: (name: string, tokens: number) => [
        `Staking is open in ${name}: you have ${tokens.toLocaleString("en-US")} tokens to stake on the founders of its line-up.`,
        EDUCATIONAL,
      ],
      action: "Stake your tokens",
      why: HOLDER_WHY,
    },
    grant: {
      subject: (name: string) => `Your grant from ${name}`,
      body: (g: {
        arena: string;
        venture: string;
        amount: number;
        tokens: number;
        stakers: number;
        pool: number;
      }) => [
        `The results of ${g.arena} are published: ${g.venture} receives a grant of ${formatDollars(g.amount)} from the Arena's pool of ${formatDollars(g.pool)}.`,
        `${plural(g.stakers, "staker")} staked ${plural(g.tokens, "token")} on ${g.venture}; the pool is split by the tokens each founder received.`,
        { heading: "What happens next" },
        "The Arena's operator contacts you at this address to pay the grant. The tokens are educational; the grant is given by the operator, with no equity and no debt.",
        FOUNDER_ACCOUNT,
      ],
      action: "See your venture's page",
      why: FOUNDER_WHY,
    },
    lineup: {
      subject: (name: string) => `You are in the line-up of ${name}`,
      body: (arena: string, venture: string) => [
        `${venture} is in the line-up of ${arena}. Its seat holders will read your pitch and stake their educational tokens on the founders they believe in; the tokens decide how the Arena's grant pool is split.`,
        FOUNDER_ACCOUNT,
      ],
      action: "Open the Arena",
      why: FOUNDER_WHY,
    },
    results: {
      subject: (name: string) => `The results of ${name}`,
      body: (name: string) =>
        `The results of ${name} are published: each founder's tokens, stakers and grant from the pool.`,
      yours: "Your stakes",
      stakeLine: (tokens: number, venture: string) => `${plural(tokens, "token")} on ${venture}`,
      unused: (tokens: number) => `${plural(tokens, "token")} unused`,
      none: "You did not stake any tokens in this Arena.",
      educational: EDUCATIONAL,
      action: "See the results",
      why: HOLDER_WHY,
    },
    closesSet: {
      subject: (name: string, when: string) => `Staking in ${name} closes ${when}`,
      body: (name: string, when: string) => [
        `Staking in ${name} closes ${when}. Until then you can change your stakes as often as you like.`,
      ],
      action: "Stake your tokens",
      why: HOLDER_WHY,
    },
    closesSoon: {
      subject: (name: string) => `Staking closes soon in ${name}`,
      body: (name: string, when: string, left: number) => [
        `Staking in ${name} closes ${when}, and you have ${plural(left, "token")} left to stake.`,
        "Tokens you have not staked when it closes are not counted.",
      ],
      action: "Stake your tokens",
      why: HOLDER_WHY,
    },
    closed: {
      subject: (name: string) => `Staking has closed in ${name}`,
      body: (name: string) => [
        `Staking has closed in ${name}: the stakes are frozen. The results are published on the Arena's page once the operator has checked them; you will get an e-mail then.`,
      ],
      action: "Open the Arena",
      why: HOLDER_WHY,
    },
  },
} as const;
