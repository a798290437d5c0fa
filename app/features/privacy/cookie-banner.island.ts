// The cookie banner's two choices (ADR 220; a module of its own since ADR 228), on every page
// until a choice is stored: 'Accept All' and 'Reject Non-Essential' store the consent cookie at
// once, hide the banner (CSS: html[data-consent]) and dispatch 'vs:consent'
// (setBrowserConsent), before and after hydration alike, so a choice made in the first seconds
// is never held or lost. Without JavaScript they post to /consent.
import { setBrowserConsent } from "~/lib/consent";

addEventListener(
  "click",
  (event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLButtonElement>(".cookie-banner button[name=consent]")
        : null;
    if (!button || (button.value !== "all" && button.value !== "essential")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    document.documentElement.dataset.consent = "1";
    setBrowserConsent(button.value);
  },
  true,
);
