// The head script's part that answers a visitor's controls at the first tap (ADR 223): the
// mobile menu and the FAQ accordion. A visitor's page starts its scripts only at first use (ADR
// 218), and on a slow phone they took 2–3 s to answer that first tap (held, then replayed after
// hydration). Both controls are plain HTML whose state the DOM holds (no React state), so a few
// lines here answer them from the first paint, before and after hydration alike, and React never
// handles them (no second answer):
// - a button `data-vs-open="<id>"` opens the modal <dialog id> (`showModal`: the rest of the page
//   inert, focus moved into it) and marks itself `aria-expanded`; the dialog closes on Escape
//   (natively), a click outside it (`closedby="any"`, and here for browsers without it), its
//   `data-vs-close` button or a link followed in it; on closing, focus returns to the opener;
// - in a `data-vs-accordion`, a question's button (`aria-controls` its answer) opens its answer
//   and closes the one open (one at a time), or closes its own; ArrowUp/ArrowDown/Home/End move
//   between the questions (the WAI-ARIA accordion pattern).
// The head script neither holds nor replays a click or key inside `data-vs-own` (head-script.ts).

/** Marks an element whose clicks and keys the head script answers itself (never held). */
export const OWN_ATTRIBUTE = "data-vs-own";

/** Uses nothing of the head script but the document. */
export const HEAD_CONTROLS = `function opener(g){return document.querySelector('[data-vs-open="'+g.id+'"]')}
document.addEventListener("click",function(e){var t=e.target;if(!t||!t.closest)return;
var o=t.closest("[data-vs-open]"),g;if(o){g=document.getElementById(o.getAttribute("data-vs-open"));if(g&&!g.open&&g.showModal){g.showModal();o.setAttribute("aria-expanded","true")}return}
g=t.closest("dialog[data-vs-own]");if(g&&g.open){var r=g.getBoundingClientRect();
if(t.closest("[data-vs-close],a[href]")||(t==g&&e.clientX>=0&&(e.clientX<r.left||e.clientX>r.right||e.clientY<r.top||e.clientY>r.bottom)))g.close();return}
var b=t.closest("[data-vs-accordion] button[aria-controls]");if(!b)return;
var a=b.closest("[data-vs-accordion]"),open=b.getAttribute("aria-expanded")!="true";
a.querySelectorAll("button[aria-controls]").forEach(function(x){var on=open&&x==b,p=document.getElementById(x.getAttribute("aria-controls"));x.setAttribute("aria-expanded",on);if(p)p.hidden=!on})});
document.addEventListener("close",function(e){var g=e.target,o=g&&g.matches&&g.matches("dialog[data-vs-own]")&&opener(g);if(o){o.setAttribute("aria-expanded","false");o.focus()}},true);
document.addEventListener("keydown",function(e){var t=e.target,b=t&&t.closest&&t.closest("[data-vs-accordion] button[aria-controls]");if(!b||e.altKey||e.ctrlKey||e.metaKey)return;
var l=[].slice.call(b.closest("[data-vs-accordion]").querySelectorAll("button[aria-controls]")),i=l.indexOf(b),n=l.length,j={ArrowDown:(i+1)%n,ArrowUp:(i+n-1)%n,Home:0,End:n-1}[e.key];
if(j==null)return;e.preventDefault();l[j].focus()});`;
