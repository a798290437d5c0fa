// /iu-deck: the 12-slide university-branded deck (docs/product.md#slide-decks).
// One slide holds the recorded session (siteConfig.recordingUrl) behind a click-to-load facade.
import { siteConfig } from "~/lib/site-config";
import {
  cycle,
  grantsFigure,
  howItWorksSteps,
  legalNote,
  participationFigure,
  perFounderFigure,
  preSeedFailureFigure,
  tractionHeadline,
} from "./shared";
import type { Deck } from "./types";
import { path } from "../paths.ts";

export const iuDeck: Deck = {
  path: path("/iu-deck"),
  title: `The IU Arena: ${siteConfig.brand} for the university community`,
  description: `Twelve slides on launching a ${siteConfig.brand} Arena at the university: student founders, alumni stakers and grants that stay on campus.`,
  theme: "university",
  controls: "header",
  slides: [
    {
      type: "cover",
      kicker: `IU × ${siteConfig.brand}`,
      title: "Launching the IU Arena",
      subtitle:
        "Students, faculty and alumni back the university's earliest founders together, and learn venture by playing it.",
      note: "Generosity → Discovery → Opportunity → Prosperity",
    },
    {
      type: "untapped",
      kicker: "The challenge",
      title: "Campus ideas stall before they start",
      lead: "Student founders have ideas, mentors and energy, but rarely a first cheque.",
      figures: [
        preSeedFailureFigure,
        { value: "99%", label: "find venture capital opaque" },
        { value: "1%", label: "have insider access" },
      ],
    },
    {
      type: "shift",
      kicker: "The shift",
      title: "From pitch competitions to a campus Arena",
      from: {
        label: "One-off competitions",
        points: [
          "A few judges pick a few winners",
          "Prize money, then silence",
          "The audience goes home",
        ],
      },
      to: {
        label: "The IU Arena",
        points: [
          "The whole community discovers founders",
          "Grants with no equity and no debt",
          "Stakers follow every journey",
        ],
      },
    },
    {
      type: "solution",
      kicker: "The solution",
      title: "What the IU Arena is",
      lead: "A university-run Arena where members commit tokens to student and alumni founders; the pooled commitments become educational grants.",
      points: [
        {
          title: "Students",
          text: "Learn venture by backing peers, with supporter gifts from $10 to $1,000.",
        },
        {
          title: "Alumni",
          text: "Stay close to campus innovation and the founders they believe in.",
        },
        { title: "The university", text: "A visible, year-round engine for entrepreneurship." },
      ],
    },
    {
      type: "how-it-works",
      kicker: "How it works",
      title: "From application to grant",
      steps: howItWorksSteps,
      cycle,
    },
    {
      type: "video",
      kicker: "The recorded session",
      title: "See the Arena in action",
      lead: "Watch the recording of our session with the IU community: the pitch, the staking and the questions.",
      videoTitle: "the IU Arena session",
    },
    {
      type: "founder",
      kicker: "For student founders",
      title: "A first grant round that stays on campus",
      lead: "Founders pitch to their own community, receive a pooled grant and report what they discover.",
      figure: perFounderFigure,
      points: [
        "No equity and no debt",
        "Mentors, peers and alumni following the journey",
        "Stakers first in line for the next round",
      ],
    },
    {
      type: "traction",
      kicker: "Traction",
      title: "Proof from the first pilot",
      lead: "Small commitments from many people added up to real grants.",
      headline: tractionHeadline,
      figures: [
        { value: "10×", label: "stakers may be invited to invest up to 10× their stake" },
        { value: "$25K–$100K", label: "Exploration Grants" },
      ],
    },
    {
      type: "untapped",
      kicker: "Impact",
      title: "What the Arena returns to the university",
      lead: "Grants, founders and learning that stay with the university community.",
      figures: [grantsFigure, participationFigure, perFounderFigure],
    },
    {
      type: "points",
      kicker: "Learning by playing",
      title: "A curriculum around the Arena",
      lead: legalNote,
      points: [
        { title: "Founder Readiness Quiz", text: "A scored starting point for every applicant." },
        { title: "Investor education", text: "A sample exam and the QAI certification." },
        { title: "Classroom ready", text: "A fantasy startup-investing simulation for courses." },
      ],
    },
    {
      type: "points",
      kicker: "The first year",
      title: "Rolling out the IU Arena",
      points: [
        { title: "Launch", text: "Set up the Arena, invite the first founders and stakers." },
        { title: "Pitch", text: "Founders pitch live on campus and online." },
        { title: "Grant", text: "Pooled commitments fund the first cohort." },
        { title: "Report", text: "Founders share discoveries; the community follows." },
      ],
    },
    {
      type: "closing",
      kicker: "Next step",
      title: "Bring the Arena to IU",
      lead: "Tell us about your department, club or alumni network and we will help you launch.",
      actions: [{ label: "Launch an Arena", to: path("/launch-arena"), variant: "primary" }],
      contact: true,
    },
  ],
};
