// The head script's part that answers a slide deck's controls until the page has hydrated
// (ADR 226). A deck's state is the URL fragment (#5, ADR 060), which the head script and React
// both read, so the two take turns without a hand-over: before hydration this part answers
// Previous, Next, the slide dots, the presenter keys (the same table, DECK_KEYS), a swipe and
// full screen, and shows the slide in the URL (also at DOMContentLoaded for a link to #5, and on
// Back/Forward); from hydration on it answers nothing and the deck player does, reading the same
// fragment (app/features/decks/components/deck-player.tsx). A control answered here stops there
// (the click, key or swipe goes no further: no second answer, no replay after hydration).
// - `data-vs-deck` marks the deck; `data-vs-deck-go` a control: "previous", "next",
//   "fullscreen" or a slide's index (a dot);
// - a slide's frame (`.deck-frame`) carries `data-current` and its announcement
//   (`data-announce`), written into `data-vs-deck-live`; `data-vs-deck-counter` reads "5 / 12".
// A step pushes the slide's fragment (`history.pushState`: no scroll, no event), as the player's
// `navigate` does; the player adopts the address it finds on hydrating.

import { IN_BROWSER_BUNDLE } from "./head-only.ts";

/** A slide's URL fragment, 1-based (slideIndexFromHash in app/features/decks/deck-navigation.ts). */
export const SLIDE_HASH = /^#?(\d{1,4})$/;

export type DeckAction = "next" | "previous" | "first" | "last" | "fullscreen";

/**
 * The presenter keys (deckActionForKey): arrows, Page Up/Down (clickers send these), Space
 * (Shift+Space goes back), Home/End, F for fullscreen. Keys with Ctrl/Alt/Meta stay the browser's.
 */
export const DECK_KEYS: Readonly<Record<string, DeckAction>> = {
  ArrowRight: "next",
  ArrowDown: "next",
  PageDown: "next",
  ArrowLeft: "previous",
  ArrowUp: "previous",
  PageUp: "previous",
  " ": "next",
  Spacebar: "next",
  Home: "first",
  End: "last",
  f: "fullscreen",
  F: "fullscreen",
};
/** The keys Shift turns back ('next' becomes 'previous'). */
export const SHIFT_BACK_KEYS: readonly string[] = [" ", "Spacebar"];

/** A swipe is a mostly horizontal move of at least this many pixels (swipeAction). */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * A script of its own, written only into a deck's page (root.tsx), before the head script: its
 * listeners come first, so an event it answers stops before the head script's would hold or
 * queue it. Only a deck loaded as a page needs it: a deck reached by a client-side navigation is
 * the hydrated player's.
 */
export const DECK_SCRIPT = IN_BROWSER_BUNDLE
  ? ""
  : `(function(){var w=window;
function deck(){return !w.__vsHydrated&&document.querySelector("[data-vs-deck]")}
function slideNow(n){var m=/${SLIDE_HASH.source}/.exec(location.hash);return m?Math.min(Math.max(m[1]-1,0),n-1):0}
function showSlide(k,say){var f=k.querySelectorAll(".deck-frame"),n=f.length,i=slideNow(n),c=k.querySelector("[data-vs-deck-counter]"),t=(i+1)+" / "+n,l=k.querySelector("[data-vs-deck-live]");
f.forEach(function(x,j){x.setAttribute("data-current",j==i)});
k.querySelectorAll("[data-vs-deck-go]").forEach(function(b){var g=b.getAttribute("data-vs-deck-go");if(g=="previous")b.disabled=i==0;else if(g=="next")b.disabled=i==n-1;else if(g>=0){if(g==i)b.setAttribute("aria-current","true");else b.removeAttribute("aria-current")}});
if(say&&l&&c.textContent!=t)l.textContent=f[i].getAttribute("data-announce");c.textContent=t}
function deckDo(k,a){var e=document.documentElement,n=k.querySelectorAll(".deck-frame").length,i=slideNow(n),j;
if(a=="fullscreen"){if(document.fullscreenElement)document.exitFullscreen().catch(function(){});else if(e.requestFullscreen)e.requestFullscreen().catch(function(){});return}
j=Math.min(Math.max(a=="next"?i+1:a=="previous"?i-1:a=="first"?0:a=="last"?n-1:+a,0),n-1);if(j!=i){history.pushState(null,"","#"+(j+1));showSlide(k,1)}}
document.addEventListener("click",function(e){var k=deck(),b=k&&e.target.closest&&e.target.closest("[data-vs-deck-go]");if(!b||!k.contains(b))return;e.stopImmediatePropagation();deckDo(k,b.getAttribute("data-vs-deck-go"))},true);
var deckKeys=${JSON.stringify(DECK_KEYS)},deckBack=${JSON.stringify(SHIFT_BACK_KEYS)},deckTouch;
document.addEventListener("keydown",function(e){var k=deck(),t=e.target;if(!k||e.defaultPrevented||e.altKey||e.ctrlKey||e.metaKey||!deckKeys.hasOwnProperty(e.key))return;
if(t&&t.closest&&(t.isContentEditable||t.closest("input,textarea,select")||(e.key==" "&&t.closest("button,a,summary"))))return;
e.preventDefault();e.stopImmediatePropagation();deckDo(k,e.shiftKey&&deckBack.indexOf(e.key)>=0?"previous":deckKeys[e.key])},true);
document.addEventListener("touchstart",function(e){var k=deck(),t=e.changedTouches[0];deckTouch=k&&t&&e.target.closest&&e.target.closest(".deck-stage")?[t.clientX,t.clientY]:null},{capture:true,passive:true});
document.addEventListener("touchend",function(e){var k=deck(),s=deckTouch,t=e.changedTouches[0],x,y;deckTouch=null;if(!k||!s||!t)return;x=t.clientX-s[0];y=t.clientY-s[1];
if(Math.abs(x)<${SWIPE_THRESHOLD_PX}||Math.abs(x)<=Math.abs(y))return;e.stopImmediatePropagation();deckDo(k,x<0?"next":"previous")},true);
w.addEventListener("popstate",function(){var k=deck();if(k)showSlide(k,1)});
document.addEventListener("DOMContentLoaded",function(){var k=deck();if(k&&location.hash)showSlide(k,0)})})()`;
