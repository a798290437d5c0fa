import { siteConfig } from "../../lib/site-config.ts";
import { LEGAL_LAST_UPDATED, type LegalDocument } from "./types.ts";
import { path } from "../paths.ts";

const { brand, email } = siteConfig;

export const cookiePolicy: LegalDocument = {
  path: path("/cookie-policy"),
  title: "Cookie Policy",
  description: `Which cookies ${brand} uses, why, and how to choose with the cookie banner (Accept All, Reject Non-Essential, Customize) and the Cookie Settings link.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  summary:
    "We use a few first-party cookies. Essential ones keep the site working; the only optional one measures, anonymously, which home-page message people respond to. We use no advertising or third-party tracking cookies.",
  sections: [
    {
      id: "what-cookies-are",
      heading: "What cookies are",
      body: [
        "Cookies are small text files a website stores in your browser. They let the site remember things between pages and visits, such as that you are signed in or which choices you made.",
      ],
    },
    {
      id: "your-choice",
      heading: "Your choice: the cookie banner",
      body: [
        "On your first visit a banner at the bottom of the page asks for your choice. It offers three options:",
        {
          list: [
            "Accept All — allows essential cookies and anonymous measurement.",
            "Reject Non-Essential — allows only the essential cookies the site needs to work.",
            "Customize — opens Cookie Settings, where you switch measurement on or off yourself and save your preferences.",
          ],
        },
        "Until you choose, no optional cookie is used and nothing is measured. You can change your mind at any time with the 'Cookie Settings' link in the footer of every page.",
      ],
    },
    {
      id: "essential-cookies",
      heading: "Essential cookies",
      body: [
        {
          list: [
            "Session cookies — keep you signed in to the member area and protect forms against misuse.",
            "vs_consent — remembers your cookie banner choice for 365 days.",
            `${brand}_privacy_choice — remembers your 'Your Privacy Choices' setting (opt-in or opt-out) for 365 days.`,
            "vs_hero — remembers which version of the home-page message you were shown (and in which round of the test), so the page does not change between visits; when the test has ended, it shows everyone the chosen message. On its own it identifies nothing and is not used for measurement unless you allow it.",
            "vs_member — a hint that you are signed in (and whether as an admin), so the navigation shows the right links without flicker.",
            "vs_ref — the referral link you arrived through, so the friend who invited you still gets their points if you look around before joining; kept for your browser session, or 30 days if you allow measurement.",
            "vs_notice — carries a one-line confirmation (such as 'E-mail confirmed!') to the next page for at most a minute, then is deleted; it holds no personal data.",
            "vs_theme — remembers the Theme you picked at the bottom of any page (Light or Dark) for 365 days, so pages open in it without a flash; choosing System deletes it.",
          ],
        },
      ],
    },
    {
      id: "measurement-cookies",
      heading: "Measurement (optional)",
      body: [
        "If you choose Accept All, or switch on Measurement under Customize, we count anonymous events for our home-page message test: a page view and clicks on the two main buttons, tied to a random visitor identifier, and, if you join the waitlist, which message you saw is kept with your account. We also count, without any identifier, the steps of our two quizzes (started, finished, the result band reached, the result button pressed). We use the counts only to decide which message and which quiz explain the programme best. We do not build profiles or share the data.",
        "vs_vid — the random visitor identifier of those counts, kept for 365 days, set only with your consent.",
        "vs_touch — where your visit came from: the first page you opened, the host of the website that linked to it (never the full address) and the page's utm_source, utm_medium and utm_campaign tags. Written by your browser only with your consent, kept for a day at most and deleted when you join; if you join the waitlist or send one of our forms it is kept with your account or submission (see our Privacy Policy). Choosing essential cookies only deletes it.",
        "We record nothing if you reject non-essential cookies, if you opt out under 'Your Privacy Choices', or if your browser sends a Global Privacy Control signal.",
      ],
    },
    {
      id: "third-parties",
      heading: "Third-party content",
      body: [
        "Videos and the podcast on our About page load only when you press play. Until then no request goes to the video or podcast host. Once you press play, that host may set its own cookies under its own policy. Links to app stores, the bookstore, the newsletter host and social networks take you to sites with their own cookie policies.",
      ],
    },
    {
      id: "browser-controls",
      heading: "Browser controls",
      body: [
        "You can also delete or block cookies in your browser settings. If you block essential cookies, signing in and remembering your choices will not work.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      body: [`Questions about cookies: ${email}.`],
    },
  ],
};
