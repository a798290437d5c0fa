// The modules every page has (ADR 228): one asset, so a page asks for one file for them all.
// Each widget's module stays in its own folder; the pages' other widgets load their own.
// page-start comes last: it holds the clicks nobody answered before hydration, so the widgets'
// listeners (the cookie banner's choices) must be registered before its own.
import "~/components/mobile-menu.island";
import "~/components/theme-control.island";
import "~/features/privacy/cookie-banner.island";
import "~/features/experiments/measure.island";
import "~/lib/page-start";
