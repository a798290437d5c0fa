// The head script's part that answers the 'what if' simulator (ADR 226), like the menu and the
// FAQ (ADR 223): the page's scripts start only at first use (ADR 218), and 'Run Simulation' took
// 2.5–3 s to answer its first tap on a slow phone. The simulator's state is the DOM's — what the
// fields hold, and whether the result panel has content — so a few lines here answer it from the
// first paint, before and after hydration alike, and React renders it but never handles it
// (app/features/simulator/components/simulator.tsx):
// - in a `data-vs-simulator` form (`data-factor`: the invitation per token), the tokens field
//   (its `min`, `max` and `step`) and the idea select (each option's `data-multiple` and
//   `data-summary`) are read on every input; the summary under the select follows the idea;
// - the field is marked invalid (`aria-invalid`, `aria-describedby`) whenever its value is not a
//   number of tokens; until the first run, the message shows under it (`data-vs-sim-message`);
// - submitting ('Run Simulation', Enter in the field) fills the result panel
//   (`data-vs-sim-panel`, an `aria-live` region) from its <template>: the two figures, or the
//   message, and the disclaimer; from then on every input updates it.
// The rule and the arithmetic are SIMULATOR_FIGURES, a copy of parseTokens, simulate and
// formatUsd (app/features/simulator/simulator.ts) checked against them by a unit test on every
// number of tokens from -20 to 1,100 and more, for each idea.

import { IN_BROWSER_BUNDLE } from "./head-only.ts";

/**
 * `(raw, min, max, step, factor, multiple)` → the invitation and the value today in US dollars
 * with no decimals, or null when `raw` is not a number of tokens from `min` to `max` in steps of
 * `step`. Inlined into the head script; evaluated by head-simulator.test.ts.
 */
export const SIMULATOR_FIGURES = `function(r,lo,hi,st,fa,mu){r=r.trim();var t=r==""?NaN:Number(r),f,a;
if(!isFinite(t)||t<lo||t>hi||t%st!=0)return null;
f=new Intl.NumberFormat("en-US",{style:"currency",currency:"USD",maximumFractionDigits:0,minimumFractionDigits:0});a=t*fa;return[f.format(a),f.format(a*mu)]}`;

/** Uses nothing of the head script but the document. */
export const HEAD_SIMULATOR = IN_BROWSER_BUNDLE
  ? ""
  : `var simFigures=${SIMULATOR_FIGURES};
function simulator(s,run){var i=s.querySelector("input"),l=s.querySelector("select"),o=l.options[l.selectedIndex],p=s.querySelector("[data-vs-sim-panel]"),m=s.querySelector("[data-vs-sim-message]"),
c=s.querySelector("template").content.children,r=o&&simFigures(i.value,+i.min,+i.max,+i.step,+s.getAttribute("data-factor"),+o.getAttribute("data-multiple")),x,f;
if(o)s.querySelector("[data-vs-sim-summary]").textContent=o.getAttribute("data-summary");
if(run&&!p.firstElementChild)p.append(c[0].cloneNode(true),c[2].cloneNode(true));
f=p.firstElementChild;i.setAttribute("aria-invalid",!r);m.textContent=r||f?"":c[1].textContent;m.hidden=!!(r||f);
if(f&&f.tagName!=c[r?0:1].tagName){x=c[r?0:1].cloneNode(true);x.id=m.id+"-panel";p.replaceChild(x,f);f=x}
if(r)i.removeAttribute("aria-describedby");else i.setAttribute("aria-describedby",f?f.id:m.id);
if(r&&f)f.querySelectorAll("dd").forEach(function(d,j){d.textContent=r[j]})}
function simAt(e){var t=e.target;return t&&t.closest&&t.closest("[data-vs-simulator]")}
["input","change"].forEach(function(n){document.addEventListener(n,function(e){var s=simAt(e);if(s)simulator(s,0)})});
document.addEventListener("submit",function(e){var s=simAt(e);if(s){e.preventDefault();simulator(s,1)}});
addEventListener("pageshow",function(){document.querySelectorAll("[data-vs-simulator]").forEach(function(s){simulator(s,0)})});`;
