import { siteConfig } from "../lib/site-config.ts";

// About page (docs/product.md#about: 5 team members; 5 videos and 1 podcast).
const { brand } = siteConfig;

export const aboutHero = {
  title: `About ${brand}`,
  subtitle:
    "We are a cooperative building a new game of innovation, in which whole communities learn venture together and back the founders among them.",
};

export const principlesTitle = "Our Philosophy";
export const principles = [
  {
    title: "Generosity first",
    description:
      "Every Arena starts with gifts, not deals. Stakes are voluntary contributions that become no-strings grants for founders.",
  },
  {
    title: "Learning by playing",
    description:
      "People understand venture best when they take part. The game turns abstract finance into decisions you can make and learn from.",
  },
  {
    title: "Community over gatekeepers",
    description:
      "Anyone can play and no accreditation is required. Communities, not a few insiders, decide which founders to support.",
  },
  {
    title: "Founders keep their company",
    description:
      "Grants carry no equity and no debt, so founders can explore and discover before they give anything away.",
  },
  {
    title: "Transparency by default",
    description:
      "Founders report their discoveries, and stakers see where every token went and what it taught the founder.",
  },
  {
    title: "Shared prosperity",
    description:
      "When a founder breaks out, the community that believed early is invited to the next chapter.",
  },
];

export const mission = {
  title: "Our Mission",
  paragraphs: [
    `${brand} is the patent-pending ${brand} game of venture: a way for communities to discover, support and learn from the founders in their midst.`,
    `${brand} Arenas turn generosity into discovery, discovery into opportunity, and opportunity into prosperity — for founders, for the people who back them, and for the communities they share.`,
  ],
};

/**
 * The cycle of docs/product.md#what-the-site-is-for: Generosity → Discovery → Opportunity →
 * Prosperity.
 */
export const cycle = [
  { title: "Generosity", description: "Members stake tokens as gifts to founders." },
  { title: "Discovery", description: "Founders build, test and report what they learn." },
  { title: "Opportunity", description: "Breakout founders invite stakers into the next round." },
  { title: "Prosperity", description: "Success flows back into the community and its next Arena." },
] as const;

export const valuesTitle = "What We Value";
export const values = [
  {
    title: "Education",
    description:
      "Every feature teaches something: about startups, about risk and about the founders in your community.",
  },
  {
    title: "Inclusion",
    description:
      "Venture has been a closed room. We open it to students, alumni, neighbours and networks of every size.",
  },
  {
    title: "Integrity",
    description:
      "We are clear about what the programme is: educational, a discovery platform, never a promise of returns.",
  },
];

/** `photo`: a file under public/team/ (e.g. "/team/jordan-ellis.jpg", square, ≥ 320 px);
 *  without one the page shows a monogram (initials on a brand gradient). */
export type TeamMember = { name: string; role: string; photo?: string; bio: string };
export const teamTitle = "Meet the Mission Team";
export const team: TeamMember[] = [
  {
    name: "Jordan Ellis",
    role: "Co-founder & Chief Game Designer",
    bio: "Designed the staking game after a decade teaching entrepreneurship.",
  },
  {
    name: "Amara Nwosu",
    role: "Co-founder & Head of Community Arenas",
    bio: "Has launched Arenas with universities, alumni groups and mission networks.",
  },
  {
    name: "Diego Ramírez",
    role: "Director of Investor Education",
    bio: "Leads the certification curriculum and the sample exam.",
  },
  {
    name: "Mei-Lin Chen",
    role: "Head of Product & Platform",
    bio: "Builds the game, the member area and the mobile app.",
  },
  {
    name: "Hannah Whitaker",
    role: "Cooperative Counsel & Compliance Lead",
    bio: "Keeps the programme educational, transparent and member-owned.",
  },
];

export type MediaItem = {
  kind: "video" | "podcast";
  title: string;
  source: string;
  /** YouTube video id or Spotify episode id; the embed loads only after a click (docs/architecture.md D11). */
  embedId: string;
  thumbnail: string;
};

export const mediaTitle = "Featured in Media";
export const media: MediaItem[] = [
  {
    kind: "video",
    title: `What Is ${brand}? The Game of Venture Explained`,
    source: "YouTube",
    embedId: "vS7aQ1mP0cE",
    thumbnail: "/media/video-1.svg",
  },
  {
    kind: "video",
    title: "Inside a University Arena: Pitch Night Highlights",
    source: "YouTube",
    embedId: "aR3nPtH9xLk",
    thumbnail: "/media/video-2.svg",
  },
  {
    kind: "video",
    title: "Communities Are the New Incubators — Keynote",
    source: "YouTube",
    embedId: "cN4iKbT2wQs",
    thumbnail: "/media/video-3.svg",
  },
  {
    kind: "video",
    title: "How Stakers Spot Breakouts: A 10-Minute Primer",
    source: "YouTube",
    embedId: "bK8sYpZ5rMd",
    thumbnail: "/media/video-4.svg",
  },
  {
    kind: "video",
    title: "From Grant to Traction: A Founder's Journey",
    source: "YouTube",
    embedId: "fJ2gTr6nVwA",
    thumbnail: "/media/video-5.svg",
  },
  {
    kind: "podcast",
    title: "The Generosity Economy: Why Communities Should Back Founders",
    source: "Spotify",
    embedId: "4rOoJ6Egrf8K2IrywzwOMk",
    thumbnail: "/media/podcast-1.svg",
  },
];

export function embedUrl(item: MediaItem): string {
  return item.kind === "video"
    ? `https://www.youtube-nocookie.com/embed/${item.embedId}?autoplay=1`
    : `https://open.spotify.com/embed/episode/${item.embedId}`;
}
