// The 'what if' simulator's own module (ADR 226, 228), loaded by the pages that show it. The
// simulator's state is the DOM's (what the fields hold, whether the result panel has content),
// so this module answers it before, during and after hydration alike; React renders it and
// never handles it (components/simulator.tsx). The rule and the arithmetic are ./simulator.ts,
// the functions the tests check.
// - in a `data-vs-simulator`, the tokens field and the idea select are read on every input;
//   the summary under the select follows the idea (`data-vs-sim-summary`);
// - the field is marked invalid (`aria-invalid`, `aria-describedby`) whenever its value is not
//   a number of tokens; until the first run, the message shows under it (`data-vs-sim-message`);
// - submitting ('Run Simulation', Enter in the field) fills the result panel
//   (`data-vs-sim-panel`, a live region) from its <template> and brings it into view; from then
//   on every input updates it.
import { referenceCompanies, simulatorMeta } from "~/content/simulator";
import { formatUsd, parseTokens, simulate } from "./simulator";

function update(sim: HTMLElement, run: boolean) {
  const input = sim.querySelector("input")!;
  const select = sim.querySelector("select")!;
  const panel = sim.querySelector<HTMLElement>("[data-vs-sim-panel]")!;
  const message = sim.querySelector<HTMLElement>("[data-vs-sim-message]")!;
  const parts = sim.querySelector("template")!.content.children;
  const company = referenceCompanies[select.selectedIndex] ?? referenceCompanies[0];
  const summary = sim.querySelector("[data-vs-sim-summary]");
  if (summary) summary.textContent = company.summary;
  const parsed = parseTokens(input.value);
  const figures = parsed.ok ? simulate(parsed.tokens, company.multiple) : null;
  if (run && !panel.firstElementChild)
    panel.append(parts[0].cloneNode(true), parts[2].cloneNode(true));
  let shown = panel.firstElementChild;
  input.setAttribute("aria-invalid", String(!figures));
  message.textContent = figures || shown ? "" : simulatorMeta.invalidTokens;
  message.hidden = Boolean(figures || shown);
  const wanted = parts[figures ? 0 : 1];
  if (shown && shown.tagName !== wanted.tagName) {
    const next = wanted.cloneNode(true) as HTMLElement;
    next.id = `${message.id}-panel`;
    panel.replaceChild(next, shown);
    shown = next;
  }
  if (figures) input.removeAttribute("aria-describedby");
  else input.setAttribute("aria-describedby", shown ? shown.id : message.id);
  if (figures && shown) {
    const [invitation, valueToday] = shown.querySelectorAll("dd");
    invitation.textContent = formatUsd(figures.invitation);
    valueToday.textContent = formatUsd(figures.valueToday);
  }
  if (run) {
    const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
    panel.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
  }
}

const simulatorOf = (event: Event) =>
  event.target instanceof Element ? event.target.closest<HTMLElement>("[data-vs-simulator]") : null;

for (const type of ["input", "change"])
  addEventListener(type, (event) => {
    const sim = simulatorOf(event);
    if (sim) update(sim, false);
  });
addEventListener(
  "submit",
  (event) => {
    const sim = simulatorOf(event);
    if (!sim) return;
    event.preventDefault();
    update(sim, true);
  },
  true,
);
addEventListener("pageshow", () => {
  for (const sim of document.querySelectorAll<HTMLElement>("[data-vs-simulator]"))
    update(sim, false);
});
