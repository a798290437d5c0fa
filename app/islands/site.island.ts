// The modules every page has (ADR 228): one asset, so a page asks for one file for them all.
// Each widget's module stays in its own folder; the pages' other widgets load their own.
import "~/lib/page-start";
import "~/components/mobile-menu.island";
import "~/components/theme-control.island";
import "~/features/privacy/cookie-banner.island";
import "~/features/experiments/measure.island";
