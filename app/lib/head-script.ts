// Runs in <head> before first paint: marks the visitor's hero variant and whether a
// member session is present on <html>, so CSS shows the right content with no flash
// and no layout shift on prerendered pages. Allowed by its hash or the nonce (CSP).
export const HEAD_SCRIPT =
  '(function(){var d=document.documentElement,c=document.cookie,m=/(?:^|; )vs_hero=([AB])/.exec(c);d.dataset.hero=m?m[1]:"A";if(/(?:^|; )vs_member=1/.test(c))d.dataset.member="1"})()';

export const MEMBER_HINT_COOKIE = "vs_member";
