import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { getBrowserConsent } from "~/lib/consent";
import { path } from "~/content/paths";

/**
 * The cookie banner the cookie policy describes (docs/architecture.md D10): Accept All,
 * Reject Non-Essential, Customize. It is fixed to the bottom of the viewport and in the
 * server HTML, so it paints with the page (app.css hides it before the first paint once a
 * choice is stored). Its two choices are answered by its own module from the first paint
 * (../cookie-banner.island.ts, ADR 220, 228): it stores the cookie and dispatches 'vs:consent'; without
 * JavaScript they are a plain form post to /consent, which stores the cookie and comes back. It
 * goes away once a choice is stored, here or in the Cookie Settings dialog (the event).
 */
export function CookieBanner({
  hidden,
  onCustomize,
}: {
  hidden: boolean;
  onCustomize: () => void;
}) {
  const [visible, setVisible] = useState(true);
  const { pathname } = useLocation();
  const section = useRef<HTMLElement>(null);
  const shown = visible && !hidden;

  useEffect(() => {
    setVisible(getBrowserConsent() === null);
    const chosen = () => setVisible(false);
    window.addEventListener("vs:consent", chosen);
    return () => window.removeEventListener("vs:consent", chosen);
  }, []);

  // The room the page keeps free below its end while the banner is shown (app.css).
  useEffect(() => {
    const el = section.current;
    if (!shown || !el) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--cookie-banner-h", `${el.offsetHeight}px`),
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--cookie-banner-h");
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <section
      ref={section}
      aria-label="Cookie consent"
      className="cookie-banner fixed inset-x-0 bottom-0 z-50 border-t bg-background p-4 shadow-[0_-4px_12px_rgba(0,0,0,0.08)]"
    >
      <form
        method="post"
        action="/consent"
        className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center md:justify-between"
      >
        <input type="hidden" name="return" value={pathname} />
        <p className="text-sm">
          We use essential cookies to run this site and, with your permission, cookies that measure
          which messages work best. See our{" "}
          <Link to={path("/cookie-policy")} className="underline">
            Cookie Policy
          </Link>
          .
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" type="submit" name="consent" value="all">
            Accept All
          </Button>
          <Button size="sm" type="submit" name="consent" value="essential" variant="outline">
            Reject Non-Essential
          </Button>
          <Button size="sm" type="button" variant="ghost" onClick={onCustomize}>
            Customize
          </Button>
        </div>
      </form>
    </section>
  );
}
