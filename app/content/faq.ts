// Stakers page FAQ (docs/product.md#faq).
import { siteConfig } from "~/lib/site-config";

export type FaqItem = { id: string; question: string; answer: string };

export const faqItems: FaqItem[] = [
  {
    id: "who-can-play",
    question: "Who can play?",
    answer: `Anyone can play, and accreditation is not required. ${siteConfig.brand} is an educational discovery game open to every member of your community who is 18 or older.`,
  },
  {
    id: "what-is-a-stake",
    question: "What is a stake?",
    answer:
      "A stake is a voluntary contribution with no expectation of return. Pooled stakes become no-strings, educational grants for early founders: no equity and no debt.",
  },
  {
    id: "how-much",
    question: "How much do I need to get started?",
    answer:
      "Supporter gifts range from $10 to $1,000, and you can commit from 10 up to 1,000 tokens to founders you believe in.",
  },
  {
    id: "what-is-a-breakout",
    question: "What is a breakout?",
    answer:
      "Breakouts are typically the top 10% of founders in an Arena: the ventures that find real traction. Historically, breakouts have 100–1000× potential.",
  },
  {
    id: "invest-later",
    question: "Can I invest in a founder later?",
    answer:
      "If a founder breaks out and raises an equity round, stakers may be invited to join it first, for example to invest up to 10× their stake.",
  },
  {
    id: "is-it-an-investment",
    question: "Is this an investment or a security?",
    answer:
      "No. The programme is educational, a discovery platform. It is not a security, investment contract, fund, broker, exchange or investment vehicle, and no investment returns are offered or guaranteed.",
  },
  {
    id: "method",
    question: "Where does the method come from?",
    answer:
      "The method rests on 25,000 hours of research into how early-stage ventures are discovered, funded and grown.",
  },
  {
    id: "points",
    question: "What are points and tokens?",
    answer:
      "Points and tokens are educational, not securities or investments. You earn 25 points for joining and 25 more for each friend who joins through your referral link.",
  },
  {
    id: "arena",
    question: "What is an Arena?",
    answer:
      "An Arena is a local game run by a university, community or network. Founders pitch to the community, live or online, and stakers allocate tokens to the journeys they want to follow.",
  },
];
