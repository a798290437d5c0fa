// The head script's part that keeps the visit's first touch (ADR 193, 227): the page the visit
// began on, the host that linked to it and its utm_* tags, in the `vs_touch` cookie, while the
// visitor allows measurement. It used to run when the app's modules loaded; a visitor's page
// starts them only at first use (ADR 218), so a consenting visitor who left the landing page
// before that — another address typed, a native form posted, 'Accept All' then away — kept
// nothing. Here it runs while the document is parsed:
// - at once when the visitor allows measurement (`mm()`, head-measure.ts: consent to all, no
//   opt-out, no GPC) and no first touch is kept yet: the first touch is the first;
// - on 'vs:consent' (the banner's choices, head-measure.ts; setBrowserConsent): 'all' keeps it
//   the same way, anything else ('essential') deletes it.
// `lv` is the one statement of the landing page's rules (`landingValue`): a referrer on this
// site means the visit began on that page and this one was reached by a full navigation, so
// the earlier page, with its utm_*, is the landing page and the host it came from is not known
// here. The server cleans and bounds every field (first-touch.ts); here each is only cut short
// to keep the cookie small. app/lib/head-touch.test.ts runs `lv` against the rules.
// With its extension: the server (plain Node) imports this module too.
import { IN_BROWSER_BUNDLE } from "./head-only.ts";
import { COOKIES, clearCookie, setCookie } from "./cookies.ts";

const spec = COOKIES.firstTouch;
/** The cookie's attributes after its value, as writeBrowserCookie writes them (no Secure). */
const keepAttributes = setCookie(spec, "x", { secure: false }).slice(`${spec.name}=x`.length);
const dropCookie = clearCookie(spec, { secure: false });

/** `landingValue(href, referrer)`: the cookie's value for a page at `href` reached from `referrer`. */
export const LANDING_VALUE = `function lv(h,r){var u=new URL(h),l=u,f="";try{var x=new URL(r);if(x.host==u.host)l=x;else f=x.host}catch(e){}
var q=l.searchParams;function t(k){return (q.get("utm_"+k)||"").slice(0,200)}
return new URLSearchParams({p:l.pathname.slice(0,300),r:f,s:t("source"),m:t("medium"),c:t("campaign")}).toString()}`;

/** Uses `w` (window) and `mm()` of the head script (HEAD_MEASURE comes first); its own names stay inside. */
export const HEAD_TOUCH = IN_BROWSER_BUNDLE
  ? ""
  : `(function(){${LANDING_VALUE}
function tsec(){return location.protocol=="https:"?"; Secure":""}
function tkept(){var m=/(?:^|;)\\s*${spec.name}=([^;]*)/.exec(document.cookie);try{return !!(m&&decodeURIComponent(m[1].trim()))}catch(e){return false}}
function tkeep(){if(mm()&&!tkept())document.cookie="${spec.name}="+encodeURIComponent(lv(location.href,document.referrer))+"${keepAttributes}"+tsec()}
tkeep();w.addEventListener("vs:consent",function(e){if(e.detail=="all")tkeep();else document.cookie="${dropCookie}"+tsec()})})();`;
