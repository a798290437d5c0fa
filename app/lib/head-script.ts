// Runs in <head> before first paint: marks on <html> that scripts run, the visitor's hero
// variant, whether a member session is present and whether a cookie choice is stored, so
// CSS shows the right content with no flash and no layout shift on prerendered pages. Allowed by its hash or the nonce (CSP).
// It also marks zod jitless before any module runs: zod 4 probes `new Function` when a
// schema is built, which our eval-free CSP reports as a violation (zod reads this global).
export const HEAD_SCRIPT =
  '(function(){var d=document.documentElement,c=document.cookie,m=/(?:^|; )vs_hero=([AB])/.exec(c);d.dataset.js="1";d.dataset.hero=m?m[1]:"A";if(/(?:^|; )vs_member=1/.test(c))d.dataset.member="1";if(/(?:^|; )vs_consent=(all|essential)(;|$)/.test(c))d.dataset.consent="1";(self.__zod_globalConfig||(self.__zod_globalConfig={})).jitless=true})()';

export const MEMBER_HINT_COOKIE = "vs_member";
