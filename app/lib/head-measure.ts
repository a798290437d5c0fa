// The head script's part that must not wait for the page's scripts (ADR 220): the cookie
// banner's two choices and the hero test's events. A visitor's page starts its scripts only at
// first use (ADR 218), so a choice or a hero link followed in the first seconds used to be held
// or lost: 'Accept All' pressed and the page reloaded before the scripts arrived stored no
// consent, and a hero link followed at once sent neither the page view nor the click. Both are
// a few lines of plain DOM, so the head script owns them from the first paint:
// - 'Accept All' / 'Reject Non-Essential' store the consent cookie at once, hide the banner
//   (CSS: html[data-consent]) and dispatch 'vs:consent' as setBrowserConsent does;
// - on the hero test's page (root.tsx writes `data-scripts="measured"`), the document's own
//   visit sends its page view as soon as the visitor allows measurement (at load, or at the
//   choice), once; every hero link followed (`data-hero-cta`) sends its click, before and after
//   hydration alike. React only counts the later visits of a client-side navigation
//   (app/features/experiments/use-hero-events.ts), through `__vsHero`.
// - the events of one page carry one visitor id drawn here (`visitor`), which the server uses
//   when the request has no vs_vid cookie yet: a page view and a click sent together are one
//   visitor, not two.
// With its extension: the server (plain Node) imports this module too.
import { IN_BROWSER_BUNDLE } from "./head-only.ts";
import { COOKIES, setCookie } from "./cookies.ts";

/** The hero beacon's address and its events (server/api/events.ts accepts them). */
export const HERO_EVENTS_ENDPOINT = "/api/events";
export const HERO_EVENT_TYPES = ["page_view", "click_primary_cta", "click_secondary_cta"] as const;

/** The consent cookie's attributes after its value, as the server writes them (no Secure). */
const consentAttributes = setCookie(COOKIES.consent, "x", { secure: false }).slice(
  `${COOKIES.consent.name}=x`.length,
);

/**
 * Uses `d` (<html>) and `w` (window) of the head script. Defines `mm()`: whether the visitor
 * allows measurement now (the rule of mayMeasure in consent.ts: consent to all, no opt-out, no
 * Global Privacy Control).
 */
export const HEAD_MEASURE = IN_BROWSER_BUNDLE
  ? ""
  : `function mm(){var c=document.cookie;return /(?:^|; )${COOKIES.consent.name}=all(;|$)/.test(c)&&!/_privacy_choice=opt-out(;|$)/.test(c)&&navigator.globalPrivacyControl!==true}
document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest(".cookie-banner button[name=consent]");if(!b||(b.value!="all"&&b.value!="essential"))return;
e.preventDefault();e.stopImmediatePropagation();
document.cookie="${COOKIES.consent.name}="+b.value+"${consentAttributes}"+(location.protocol=="https:"?"; Secure":"");
d.dataset.consent="1";w.dispatchEvent(new CustomEvent("vs:consent",{detail:b.value}))},true);
var vid,hv=d.dataset.scripts=="measured"?{sent:false}:null;
function hb(t){if(!mm())return;if(!vid){var r=new Uint8Array(16);crypto.getRandomValues(r);vid=btoa(String.fromCharCode.apply(null,r)).replace(/\\+/g,"-").replace(/\\//g,"_").replace(/=+$/,"")}
var b=JSON.stringify({variant:d.dataset.hero=="B"?"B":"A",event_type:t,visitor:vid});
if(!(navigator.sendBeacon&&navigator.sendBeacon(${JSON.stringify(HERO_EVENTS_ENDPOINT)},new Blob([b],{type:"application/json"}))))fetch(${JSON.stringify(HERO_EVENTS_ENDPOINT)},{method:"POST",body:b,headers:{"content-type":"application/json"},keepalive:true,credentials:"same-origin"}).catch(function(){})}
function view(){if(hv&&!hv.sent&&d.dataset.scripts=="measured"&&mm()){hv.sent=true;hb("${HERO_EVENT_TYPES[0]}")}}
w.__vsHero=hb;w.__vsHeroVisit=hv;
document.addEventListener("DOMContentLoaded",view);w.addEventListener("vs:consent",view);
document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("a[data-hero-cta]");if(a)hb(a.getAttribute("data-hero-cta")=="primary"?"${HERO_EVENT_TYPES[1]}":"${HERO_EVENT_TYPES[2]}")},true);`;
