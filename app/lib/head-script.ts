// Runs in <head> before first paint: marks on <html> that scripts run, the visitor's hero
// variant, whether a member session is present and whether a cookie choice is stored, so
// CSS shows the right content with no flash and no layout shift on prerendered pages.
// Allowed by its hash or the nonce (CSP).
//
// Colour scheme (ADR 171): the footer's Theme choice (System / Light / Dark) lives in the
// `vs_theme` cookie (absent = System). `data-theme` on <html> holds the choice and
// `data-scheme` the scheme in force (System follows prefers-color-scheme, live), so the page
// paints in its scheme from the first frame and the prerendered HTML stays the same for
// everyone. The footer's three toggle buttons (`data-vs-theme`, `aria-pressed`) are handled
// here (no React state, nothing added to the page's JavaScript), so they work before
// hydration too, and their clicks are never held.
// It also marks zod jitless before any module runs: zod 4 probes `new Function` when a
// schema is built, which our eval-free CSP reports as a violation (zod reads this global).
//
// Early clicks: a server-rendered button is on screen before React has hydrated it (or before
// a deferred part, app/components/deferred.tsx, has), and React drops a click it cannot
// dispatch. Such clicks (and the pointer presses before them, so React does not half-handle
// them) are held here and replayed by `__vsReplay`, which the app calls
// once the page, then each deferred part, has hydrated. A held submit button whose page
// never hydrates (its scripts failed) submits its form natively after 8 s; one in a deferred
// part of a hydrated page does not (the part is only slow: its click replays when it loads,
// and a native submit would reload the page and lose what was typed, ADR 130). Links are
// left to the browser, and so are the controls the head script answers itself (the mobile menu,
// the FAQ: head-controls.ts, ADR 223).
//
// Scripts on intent (ADR 218, after ADR 206): the server writes React Router's module script
// inert (app/lib/scripts-after-paint.server.ts) and this script starts it, never before the
// document is parsed. A visitor's page (nobody signed in) is whole without it, so it starts at
// the first sign of someone using the page (a pointer moving or pressing, a touch, a key, focus
// moving in, the wheel: INTENT_EVENTS), or on its own once the browser is idle IDLE_START_MS
// after the load event. Pages that have work to do unasked start at the first contentful paint
// (at the load event instead in a hidden tab, which paints nothing, or a browser that reports no
// paint timing, and 3 s after it at the latest): a signed-in member's or admin's (the member
// hint), a page carrying a one-shot notice to show (`vs_notice`), a route whose handle says
// `scripts: "fragment"` opened at a #fragment the server cannot see (root.tsx writes it on
// <html> as `data-scripts`; a slide deck at #5), and one whose handle says `scripts: "measured"`
// for a visitor who allows measurement (consent to all, no opt-out, no GPC: the rule of mayMeasure
// in consent.ts), so the hero test's page view and clicks are counted (the landing page).
// Navigation keys pressed before hydration (REPLAYED_KEYS) are held and dispatched again once it is
// done, like clicks.
// With its extension: the server (plain Node) imports this module too.
import { IN_BROWSER_BUNDLE } from "./head-only.ts";
import { COOKIES } from "./cookies.ts";
import { adoptEarlyInput } from "./early-input.ts";
import { HEAD_CONTROLS, OWN_ATTRIBUTE } from "./head-controls.ts";
import { HEAD_EXAM } from "./head-exam.ts";
import { HEAD_MEASURE } from "./head-measure.ts";
import { HEAD_QUIZ } from "./head-quiz.ts";
import { HEAD_SIMULATOR } from "./head-simulator.ts";
import { HEAD_TOUCH } from "./head-touch.ts";

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
const IDLE_TIMEOUT_MS = 2000;

export const HEAD_SCRIPT = IN_BROWSER_BUNDLE
  ? ""
  : `(function(){
var d=document.documentElement,c=document.cookie,m=/(?:^|; )vs_hero=([AB])/.exec(c),w=window,q=[];
d.dataset.js="1";d.dataset.hero=m?m[1]:"A";
var h=/(?:^|; )${COOKIES.memberHint.name}=(1|admin)(?:;|$)/.exec(c);if(h){d.dataset.member="1";if(h[1]=="admin")d.dataset.admin="1"}
if(/(?:^|; )${COOKIES.consent.name}=(all|essential)(;|$)/.test(c))d.dataset.consent="1";
(self.__zod_globalConfig||(self.__zod_globalConfig={})).jitless=true;
var mq=w.matchMedia&&w.matchMedia("(prefers-color-scheme: dark)");
function theme(){var p=/(?:^|; )vs_theme=(light|dark)(?:;|$)/.exec(document.cookie);p=p?p[1]:"system";d.dataset.theme=p;d.dataset.scheme=p=="system"?(mq&&mq.matches?"dark":"light"):p;return p}
function marks(){var p=theme();document.querySelectorAll("[data-vs-theme]").forEach(function(b){b.setAttribute("aria-pressed",b.getAttribute("data-vs-theme")==p)})}
theme();if(mq&&mq.addEventListener)mq.addEventListener("change",theme);
w.__vsTheme=marks;document.addEventListener("DOMContentLoaded",marks);
document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[data-vs-theme]");if(!b)return;var v=b.getAttribute("data-vs-theme");
document.cookie="vs_theme="+v+"; path=/; samesite=lax; max-age="+(v=="system"?0:31536000)+(location.protocol=="https:"?"; secure":"");marks()});
${HEAD_MEASURE}
${HEAD_TOUCH}
${HEAD_CONTROLS}
${HEAD_QUIZ}
${HEAD_SIMULATOR}
${HEAD_EXAM}
function waiting(t){return !w.__vsHydrated||!!t.closest("[data-deferred]:not([data-ready])")}
function held(e){var t=e.target&&e.target.closest&&e.target.closest("button,[role=button],[role=radio],[role=checkbox],[role=switch],[role=tab]");return t&&!t.closest("a[href],[data-vs-theme],[${OWN_ATTRIBUTE}]")&&waiting(t)?t:null}
["pointerdown","mousedown","pointerup","mouseup"].forEach(function(n){document.addEventListener(n,function(e){if(held(e))e.stopImmediatePropagation()},true)});
document.addEventListener("click",function(e){
var t=held(e);if(!t)return;
e.preventDefault();e.stopImmediatePropagation();
if(q.indexOf(t)<0)q.push(t);
if(t.type==="submit"&&t.form)setTimeout(function(){var i=q.indexOf(t);if(i>=0&&!w.__vsHydrated&&t.isConnected){q.splice(i,1);t.form.requestSubmit(t)}},8000);
},true);
var kq=[],nav=${JSON.stringify(REPLAYED_KEYS)};
document.addEventListener("keydown",function(e){var t=e.target;if(w.__vsHydrated||!e.isTrusted||nav.indexOf(e.key)<0||!t||!t.closest||t.isContentEditable||t.closest("input,textarea,select,[${OWN_ATTRIBUTE}]")||(e.key==" "&&t.closest("button,a,summary,[role=button]")))return;
kq.push([t,{key:e.key,code:e.code,shiftKey:e.shiftKey,altKey:e.altKey,ctrlKey:e.ctrlKey,metaKey:e.metaKey,bubbles:true,cancelable:true}])},true);
w.__vsReplay=function(){var held=q;q=[];held.forEach(function(t){if(!t.isConnected)return;if(waiting(t))q.push(t);else t.click()});
var keys=kq;kq=[];keys.forEach(function(k){var t=k[0].isConnected?k[0]:document.body;if(waiting(t))kq.push(k);else t.dispatchEvent(new KeyboardEvent("keydown",k[1]))})};
function boot(){if(document.readyState=="loading"){document.addEventListener("DOMContentLoaded",boot);return}if(w.__vsBooted)return;w.__vsBooted=1;
document.querySelectorAll('script[type="${INERT_MODULE_TYPE}"]').forEach(function(o){var s=document.createElement("script");s.type="module";if(o.nonce)s.nonce=o.nonce;s.textContent=o.textContent;o.parentNode.replaceChild(s,o)})}
if((d.dataset.scripts=="fragment"&&location.hash.length>1)||(d.dataset.scripts=="measured"&&mm())||h||/(?:^|; )${COOKIES.notice.name}=/.test(c)){
var po=w.PerformanceObserver,pt=!!(po&&po.supportedEntryTypes&&po.supportedEntryTypes.indexOf("paint")>=0);
if(pt)new po(function(l,ob){if(l.getEntriesByName("first-contentful-paint").length){ob.disconnect();boot()}}).observe({type:"paint",buffered:true});
w.addEventListener("load",function(){if(!pt||document.visibilityState!="visible")boot();else setTimeout(boot,3000)});
}else{var ev=${JSON.stringify(INTENT_EVENTS)};
function go(){ev.forEach(function(n){w.removeEventListener(n,go,true)});boot()}
ev.forEach(function(n){w.addEventListener(n,go,{capture:true,passive:true})});
w.addEventListener("load",function(){setTimeout(function(){w.requestIdleCallback?requestIdleCallback(go,{timeout:${IDLE_TIMEOUT_MS}}):go()},${IDLE_START_MS})})}
})()`;

type PageGlobals = {
  __vsHydrated?: boolean;
  __vsReplay?: () => void;
  __vsTheme?: () => void;
};

/** The footer's Theme choice: the `vs_theme` cookie's values, absent meaning System. */
export const THEME_COOKIE = "vs_theme";
export const THEME_CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** Marks the Theme button of the stored choice pressed (a footer rendered after a
 *  client-side navigation has none marked: `aria-pressed` is not React state). */
export function syncThemeControls() {
  (window as unknown as PageGlobals).__vsTheme?.();
}

/** Replays the clicks the head script held, now that (part of) the page is interactive. */
export function replayHeldClicks() {
  (window as unknown as PageGlobals).__vsReplay?.();
}

/**
 * Marks the page hydrated (browser tests wait for it), hands React what was typed or chosen
 * before (ADR 130; deferred parts do that themselves when they hydrate), then replays the
 * clicks held until now.
 */
export function markHydrated() {
  (window as unknown as PageGlobals).__vsHydrated = true;
  adoptEarlyInput(
    document,
    replayHeldClicks,
    (el) => el.closest("[data-deferred]:not([data-ready])") !== null,
  );
}

export const MEMBER_HINT_COOKIE = COOKIES.memberHint.name;
