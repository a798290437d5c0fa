import { siteConfig } from "../../lib/site-config.ts";
import { LEGAL_LAST_UPDATED, type LegalDocument } from "./types.ts";
import { ACCESSIBILITY_RESPONSE_DAYS } from "./shared.ts";
import { path } from "../paths.ts";

const { brand, email, phone } = siteConfig;

export const accessibilityStatement: LegalDocument = {
  path: path("/accessibility"),
  title: "Accessibility Statement",
  description: `${brand} aims to meet WCAG 2.2 level AA. How we test, known limitations, and how to reach us — we aim to respond within ${ACCESSIBILITY_RESPONSE_DAYS}.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  summary: `Everyone should be able to learn how venture works. We design ${brand} to be usable with a keyboard, a screen reader, zoom and other assistive technology.`,
  sections: [
    {
      id: "commitment",
      heading: "Our commitment",
      body: [
        "We aim to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page of this website, including the quizzes, the simulator, the sample exam, the member area and our forms.",
      ],
    },
    {
      id: "what-we-do",
      heading: "What we do",
      body: [
        {
          list: [
            "Every page has one main heading, headings in order, landmarks and a 'Skip to content' link.",
            "All controls work with a keyboard and show a visible focus outline.",
            "Form fields have visible labels; errors are described in text next to the field and announced to screen readers.",
            "Images have text alternatives; decorative images are hidden from assistive technology.",
            "Colour contrast meets AA, and nothing relies on colour alone.",
            "Animations respect your 'reduce motion' setting.",
            "Pages work at 400% zoom and on small screens.",
          ],
        },
        "Each release is checked with automated tests (axe-core) on every public page, and key flows are checked by hand with a keyboard and a screen reader.",
      ],
    },
    {
      id: "limitations",
      heading: "Known limitations",
      body: [
        "Videos and the podcast on our About page come from outside hosts and load only when you press play; their players and captions are controlled by those hosts. Downloadable result images from the quizzes repeat information that is also shown as text on the page.",
      ],
    },
    {
      // One place for the credits the licences ask for (ADR 183), not inside the quiz results.
      id: "credits",
      heading: "Credits",
      body: [
        {
          list: [
            "Brand font: Figtree by The Figtree Project Authors (Erik Kennedy), used under the SIL Open Font License 1.1 (openfontlicense.org).",
            "Emoji in the quiz results: Twemoji graphics by Twitter, Inc. and other contributors (github.com/jdecked/twemoji), licensed under CC-BY 4.0 (creativecommons.org/licenses/by/4.0).",
          ],
        },
      ],
    },
    {
      id: "feedback",
      heading: "Feedback and help",
      body: [
        `If something is hard to use, or you need information in another format, please tell us at ${email} or ${phone}. Say which page you were on and what happened. We aim to respond to accessibility feedback within ${ACCESSIBILITY_RESPONSE_DAYS}.`,
      ],
    },
    {
      id: "enforcement",
      heading: "If you are not satisfied",
      body: [
        "If our answer does not solve the problem, reply to it and a member of the cooperative's board will review your case. You may also contact the body responsible for accessibility complaints where you live.",
      ],
    },
  ],
};
