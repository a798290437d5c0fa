import { Link } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import type { CtaLink as Cta } from "~/content/marketing-types";

/**
 * The one call to action styled as a button (ADR 187). A fragment stays on the page as a
 * plain anchor: the browser jumps to it without JavaScript, and the ScrollManager scrolls it
 * into view under the header once the page runs (docs/product.md#every-screen). A route goes
 * through the router's Link; `reloadDocument` makes it a page load that follows the link's own
 * `href` (one the quiz's module rewrites: a quiz result's score, ADR 228).
 */
export function CtaLink({
  cta,
  variant,
  size,
  className,
  onClick,
  reloadDocument,
  ...data
}: { cta: Cta; onClick?: () => void; className?: string; reloadDocument?: boolean } & Pick<
  ButtonProps,
  "variant" | "size"
> &
  Record<`data-${string}`, string>) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      {cta.to.startsWith("#") ? (
        <a href={cta.to} onClick={onClick} {...data}>
          {cta.label}
        </a>
      ) : (
        <Link to={cta.to} onClick={onClick} reloadDocument={reloadDocument} {...data}>
          {cta.label}
        </Link>
      )}
    </Button>
  );
}
