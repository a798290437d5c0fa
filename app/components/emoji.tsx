// The result icons of the quizzes as Twemoji SVGs (@discordapp/twemoji, graphics CC-BY 4.0,
// ADR 173): many Linux desktops and this project's Chromium have no colour-emoji font, so
// the characters showed as empty boxes on the page and in the downloaded PNG card. Inline
// SVG looks the same everywhere and is copied into the PNG as it is (no fetch). The emoji
// character stays the accessible name. The licence's credit is in one place a visitor can
// find, the 'Credits' section of /accessibility (ADR 183), not inside the results or the PNG.
import eyes from "@discordapp/twemoji/dist/svg/1f440.svg?raw";
import bulb from "@discordapp/twemoji/dist/svg/1f4a1.svg?raw";
import fire from "@discordapp/twemoji/dist/svg/1f525.svg?raw";
import rocket from "@discordapp/twemoji/dist/svg/1f680.svg?raw";
import construction from "@discordapp/twemoji/dist/svg/1f6a7.svg?raw";
import compass from "@discordapp/twemoji/dist/svg/1f9ed.svg?raw";
import { cn } from "~/lib/cn";

const SVG: Record<string, string> = {
  "🚧": construction,
  "💡": bulb,
  "🔥": fire,
  "👀": eyes,
  "🧭": compass,
  "🚀": rocket,
};

/** An emoji drawn from its Twemoji SVG; `label` names it (it starts with the emoji itself). */
export function Emoji({
  emoji,
  label,
  className,
}: {
  emoji: string;
  label: string;
  className?: string;
}) {
  const svg = SVG[emoji];
  const classes = cn("inline-block size-12 [&>svg]:size-full", className);
  // An emoji without a bundled drawing falls back to the character itself.
  if (!svg) {
    return (
      <span role="img" aria-label={label} className={cn(classes, "text-5xl leading-none")}>
        {emoji}
      </span>
    );
  }
  return (
    <span
      role="img"
      aria-label={label}
      className={classes}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

/** The emoji that have a drawing (tests check every result band's and tier's icon is here). */
export const drawnEmoji = Object.keys(SVG);
