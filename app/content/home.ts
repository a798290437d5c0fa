// Landing page copy and constants (docs/product.md#landing). Written once; the page
// components and the tests import it.
import type { CtaLink, IconCard, Step } from "./marketing-types.ts";
import { path } from "./paths.ts";

export const heroTagline = "A new game of innovation for";
/** The hero's last word rotates through this list (it holds only 'Communities'). */
export const heroRotatingWords = ["Communities"] as const;
export const HERO_ROTATE_MS = 4500;

/** The A/B-tested hero message (docs/product.md#hero-test). */
export const heroVariants = {
  A: "The Game of Venture for Communities",
  B: "Play venture capital. Win real equity.",
} as const;

export const heroIntro =
  "Communities launch Arenas where members commit tokens to early founders. The pooled commitments become no-strings educational grants, and everyone learns how venture works by playing it.";

/**
 * The hero's two calls to action; the A/B test counts clicks on each. Their labels differ
 * from the page's other buttons ('Join the Waitlist' in How it works, 'Launch an Arena' in
 * the closing call), so each control on the page has a unique name.
 */
export const heroCtas = {
  primary: { label: "Start Playing", to: path("/waitlist") },
  secondary: { label: "Learn More", to: "#what-is-an-arena" },
} as const satisfies Record<"primary" | "secondary", CtaLink>;

/**
 * 'What is an Arena?': the explainer shared by the landing and stakers pages
 * (docs/product.md#stakers).
 */
export const arenaExplainer = {
  id: "what-is-an-arena",
  heading: "What is an Arena?",
  intro:
    "An Arena is a community's own venture game. A university, an alumni network or a mission group opens it; local founders pitch to its members, live or online; members commit tokens to the founders they believe in, and the pooled commitments become no-strings educational grants.",
  points: [
    {
      icon: "building",
      title: "Hosted by a community",
      description:
        "Every Arena belongs to a University, a Community or a Network, and its members decide which founders it backs.",
    },
    {
      icon: "megaphone",
      title: "Founders pitch, members listen",
      description:
        "Founders present their idea in a short pitch and share what they learn as they build, so every member sees a startup up close.",
    },
    {
      icon: "coins",
      title: "Small gifts, pooled together",
      description:
        "Supporters give $10 to $1,000 in tokens. A stake is a voluntary contribution with no expectation of return: the reward is learning and a founder who got a start.",
    },
  ] satisfies IconCard[],
} as const;

export const vcClassroom = {
  id: "vc-classroom",
  heading: "The VC Classroom",
  intro:
    "Venture capital decides which ideas reach the world, yet most people only ever read about it. An Arena turns it into a classroom you learn by playing: you meet founders early, weigh their pitches and follow what happens next.",
  stats: [
    { figure: "99%", label: "find VC opaque and inaccessible" },
    { figure: "1%", label: "have insider access" },
  ],
} as const;

export const newIncubators = {
  id: "new-incubators",
  heading: "Communities Are the New Incubators",
  intro:
    "The first cheque used to come from a few insiders. In an Arena it comes from the people around the founder.",
  traditional: {
    title: "Traditional venture",
    points: [
      "A few partners decide behind closed doors",
      "Founders trade equity for their first cheque",
      "Minimum cheques and accreditation keep most people out",
      "What the fund learns stays inside the fund",
    ],
  },
  staking: {
    title: "The staking model",
    points: [
      "The whole community weighs in with tokens",
      "Founders receive non-dilutive grants: no equity, no debt",
      "Anyone can play; accreditation is not required",
      "Every member follows the journey and learns from it",
    ],
  },
} as const;

/** 'How it works' (anchor #how-it-works): the four steps, also shown on the stakers page. */
export const howItWorks = {
  id: "how-it-works",
  heading: "How it works",
  intro: "Four steps from curious member to someone who can spot a breakout founder.",
  steps: [
    {
      title: "Join the Game",
      description:
        "Join the waitlist, earn your first capital points and get a seat in your community's Arena.",
    },
    {
      title: "Commit Tokens",
      description: "Spread small token commitments across the founders whose pitches convince you.",
    },
    {
      title: "Watch the Journey",
      description:
        "Founders share updates, milestones and learnings, so you see how early companies really grow.",
    },
    {
      title: "Spot the Breakouts",
      description:
        "Learn to recognise the few founders who break out. If one raises an equity round, stakers may be invited to take part.",
    },
  ] satisfies Step[],
  cta: { label: "Join the Waitlist", to: path("/waitlist") } satisfies CtaLink,
} as const;

export const winWin = {
  id: "win-win",
  heading: "A Win-Win for Everyone Involved",
  intro: "An Arena gives a community a reason to gather and founders a reason to stay.",
  sides: [
    {
      icon: "users",
      title: "Communities",
      points: [
        "Keep local talent building close to home",
        "Give members a hands-on way to learn how venture works",
        "Turn goodwill into grants that reach founders within weeks",
      ],
    },
    {
      icon: "network",
      title: "Alumni/Networks",
      points: [
        "Re-engage alumni around the founders your network produces",
        "Give members a reason to meet, listen to pitches and give",
        "Show the effect of every gift through founder updates",
      ],
    },
  ],
} as const;

export const cycle = {
  id: "cycle",
  heading: "Generosity → Discovery → Opportunity → Prosperity",
  intro: "Every Arena runs the same cycle, and each turn of it makes the next one stronger.",
  stages: [
    {
      icon: "heart",
      title: "Generosity",
      description: "Members gift tokens to founders, with no strings attached.",
    },
    {
      icon: "search",
      title: "Discovery",
      description: "Founders use their grant to test ideas and report what they learn.",
    },
    {
      icon: "rocket",
      title: "Opportunity",
      description:
        "Founders with traction may open an equity round and invite their stakers first.",
    },
    {
      icon: "sprout",
      title: "Prosperity",
      description:
        "Growing companies strengthen the community that backed them, and the cycle begins again.",
    },
  ] satisfies IconCard[],
} as const;

export const journey = {
  id: "journey",
  heading: "Two Tracks, One Journey",
  intro: "Founders and stakers move through the Arena side by side, six steps each.",
  founders: {
    title: "For Founders",
    steps: [
      {
        title: "Apply",
        description: "Apply to your local Arena: University, Community or Network.",
      },
      { title: "Pitch", description: "Pitch to the community, live or online, in a few minutes." },
      {
        title: "Receive Grant",
        description: "Receive a pooled, non-dilutive grant based on members' token allocations.",
      },
      {
        title: "Discover & Report",
        description: "Build, test your assumptions and share milestones and learnings.",
      },
      {
        title: "Breakthrough",
        description: "Reach traction and, if you choose, raise an equity round.",
      },
      {
        title: "Prosper Together",
        description: "Invite your stakers to join that round, for example up to 10× their stake.",
      },
    ] satisfies Step[],
  },
  stakers: {
    title: "For Stakers",
    steps: [
      {
        title: "Join the Game",
        description: "Join the waitlist and earn 25 capital points for joining.",
      },
      {
        title: "Allocate Tokens",
        description:
          "Decide how to spread gifts of $10 to $1,000 across the founders you believe in.",
      },
      {
        title: "Fund a Journey",
        description: "Your tokens pool with the community's into an educational grant.",
      },
      {
        title: "Stay Updated",
        description: "Follow each founder's updates, discoveries and setbacks.",
      },
      {
        title: "Invest Smartly",
        description:
          "If a founder raises a round, you may be invited to invest: a separate decision, made on its own terms.",
      },
      {
        title: "Prosper Together",
        description: "Watch the founders you backed grow the community you share.",
      },
    ] satisfies Step[],
  },
} as const;

export const closingCall = {
  id: "bring-an-arena",
  heading: "Bring an Arena to Your Community",
  intro:
    "Universities, alumni networks and mission groups run Arenas with us. We help you set up the game, invite founders and bring your members along.",
  primary: { label: "Launch an Arena", to: path("/launch-arena") } satisfies CtaLink,
  secondary: { label: "Schedule a Demo", to: path("/launch-arena") } satisfies CtaLink,
  mailLabel: "Talk to the team",
} as const;
