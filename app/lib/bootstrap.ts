// The one inline script (ADR 228): what must hold before the first paint, serialised by the
// server from this typed function into every page's <head> (allowed by its hash or the nonce).
// Everything else a page does before hydration is a module of its own (app/lib/islands.ts).
// - `data-js` on <html> (scripts run), the visitor's hero variant (`data-hero`: CSS shows one
//   text, no flash), whether a member session is hinted (`data-member`, `data-admin`) and a
//   cookie choice stored (`data-consent`: the banner stays hidden);
// - the colour scheme (ADR 171): the footer's Theme choice lives in the `vs_theme` cookie
//   (absent = System); `data-theme` holds the choice and `data-scheme` the scheme in force
//   (System follows prefers-color-scheme, live), so the page paints in its scheme from the first
//   frame; `__vsTheme` re-applies it (the theme control's module marks its buttons, and may run
//   before this script: React hoists the async site module above it in <head>);
// - zod marked jitless before any module runs: zod 4 probes `new Function` when a schema is
//   built, which the eval-free CSP reports as a violation;
// - the widgets' own modules (ADR 228), named by `<meta name="vs-island">` in <head>
//   (IslandScript), are requested at the load event or at the first touch, key or press,
//   whichever comes first: never beside the stylesheet and the font the first paint needs. Until
//   they have all run, a tap on a button is held, then replayed, so none is lost.
// It is serialised whole, so it uses nothing from outside but its argument; the build minifies
// it (vite.config.ts).

/** The cookie names the bootstrap reads (its argument). */
export type BootstrapNames = { hint: string; consent: string; theme: string; island: string };

export function bootstrap(names: BootstrapNames) {
  const html = document.documentElement;
  const read = (name: string, values: string) =>
    new RegExp(`(?:^|; )${name}=(${values})(?:;|$)`).exec(document.cookie)?.[1];
  html.dataset.js = "1";
  html.dataset.hero = read("vs_hero", "A|B") ?? "A";
  const hint = read(names.hint, "1|admin");
  if (hint) html.dataset.member = "1";
  if (hint === "admin") html.dataset.admin = "1";
  if (read(names.consent, "all|essential")) html.dataset.consent = "1";
  const zod = self as { __zod_globalConfig?: { jitless?: boolean } };
  (zod.__zod_globalConfig ??= {}).jitless = true;
  const dark = matchMedia("(prefers-color-scheme: dark)");
  const apply = () => {
    const choice = read(names.theme, "light|dark") ?? "system";
    html.dataset.theme = choice;
    html.dataset.scheme = choice === "system" ? (dark.matches ? "dark" : "light") : choice;
    return choice;
  };
  apply();
  dark.addEventListener("change", apply);
  (window as { __vsTheme?: () => string }).__vsTheme = apply;

  const held: HTMLElement[] = [];
  let pending = -1;
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>("button,[role=button],[role=radio]");
    if (!pending || !button || button.closest("a[href]")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(button)) held.push(button);
  };
  const ran = () => {
    if (--pending > 0) return;
    removeEventListener("click", hold, true);
    for (const button of held) button.click();
  };
  const start = () => {
    if (pending >= 0) return;
    const urls = new Set(
      Array.from(
        document.querySelectorAll<HTMLMetaElement>(`meta[name=${names.island}]`),
        (m) => m.content,
      ),
    );
    pending = urls.size + 1;
    for (const url of urls) {
      const script = document.createElement("script");
      script.type = "module";
      script.src = url;
      for (const done of ["load", "error"]) script.addEventListener(done, ran);
      document.head.append(script);
    }
    ran();
  };
  addEventListener("click", hold, true);
  addEventListener("load", start);
  for (const type of ["pointerdown", "touchstart", "keydown"])
    addEventListener(type, start, { capture: true, passive: true, once: true });
}
