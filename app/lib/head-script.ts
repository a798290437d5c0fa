// The page's inline script and what the page's modules share about starting React (ADR 228):
// HEAD_SCRIPT is the pre-paint bootstrap (./bootstrap.ts) serialised with its cookie names;
// the held clicks and the start of React Router's scripts are ./page-start.ts, in the site's
// own module. With its extension: the server (plain Node) imports this module too.
import { bootstrap } from "./bootstrap.ts";
import { COOKIES } from "./cookies.ts";
import { ISLAND_META } from "./islands.ts";
import { adoptEarlyInput } from "./early-input.ts";

/**
 * The type that keeps React Router's module script inert until this script starts it: a MIME
 * type that is not JavaScript, so the element is a valid data block (HTML's rules: a data block
 * has no `async`, which the server drops with the type).
 */
export const INERT_MODULE_TYPE = "text/x-vs-module";

/** What starts a visitor's page's scripts (ADR 218): the first sign of someone using it. */
export const INTENT_EVENTS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
] as const;
/**
 * Keys that move something (a slide, a radio, the focus in a list) and do nothing before the
 * page has hydrated: pressed then, they are held and dispatched again once it has (ADR 218).
 * Space only off buttons and links, where it clicks (and the click is held instead).
 */
export const REPLAYED_KEYS = [
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "PageUp",
  "PageDown",
  "Home",
  "End",
  " ",
] as const;
/** Else the page starts them on its own once idle, this long after its load event (ADR 218). */
export const IDLE_START_MS = 3000;

declare const __BOOTSTRAP__: string | null | undefined;

/**
 * The bootstrap as the server writes it inline, with its names: the build's minified text of
 * the function (scripts/islands.ts), else (development, tests) the function's own text. The
 * browser bundle has no need of it.
 */
export const HEAD_SCRIPT =
  import.meta.env?.SSR === false
    ? ""
    : `(${(typeof __BOOTSTRAP__ === "string" && __BOOTSTRAP__) || bootstrap.toString()})(${JSON.stringify(
        {
          hint: COOKIES.memberHint.name,
          consent: COOKIES.consent.name,
          theme: COOKIES.theme.name,
          island: ISLAND_META,
        },
      )})`;

export type PageGlobals = {
  __vsBooted?: 1;
  /** Starts the page's React scripts now (page-start.ts). */
  __vsStart?: () => void;
  __vsHydrated?: boolean;
  __vsReplay?: () => void;
  /** Applies the stored Theme choice and returns it (the bootstrap). */
  __vsTheme?: () => string;
  /** Marks the Theme button of the stored choice pressed (theme-control.island.ts). */
  __vsMarkTheme?: () => void;
};

/** The footer's Theme choice: the `vs_theme` cookie's values, absent meaning System. */
export const THEME_COOKIE = "vs_theme";
export const THEME_CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** Marks the Theme button of the stored choice pressed (a footer rendered after a
 *  client-side navigation has none marked: `aria-pressed` is not React state). */
export function syncThemeControls() {
  (window as Window & PageGlobals).__vsMarkTheme?.();
}

/** Replays the clicks page-start.ts held, now that (part of) the page is interactive. */
export function replayHeldClicks() {
  (window as Window & PageGlobals).__vsReplay?.();
}

/**
 * Marks the page hydrated (browser tests wait for it), hands React what was typed or chosen
 * before (ADR 130; deferred parts do that themselves when they hydrate), then replays the
 * clicks held until now.
 */
export function markHydrated() {
  (window as Window & PageGlobals).__vsHydrated = true;
  adoptEarlyInput(
    document,
    replayHeldClicks,
    (el) => el.closest("[data-deferred]:not([data-ready])") !== null,
  );
}

export const MEMBER_HINT_COOKIE = COOKIES.memberHint.name;
