import { Link } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import type { CtaLink as CtaLinkData } from "~/content/marketing-types";

/**
 * A call to action styled as a button. A fragment ('#simulator') stays on the page; the
 * ScrollManager scrolls its target into view (docs/product.md#every-screen), and without JavaScript
 * the browser jumps to it.
 */
export function CtaLink({
  cta,
  variant,
  size = "lg",
  className,
  onClick,
  ...rest
}: { cta: CtaLinkData; onClick?: () => void; className?: string } & Pick<
  ButtonProps,
  "variant" | "size"
> &
  Record<`data-${string}`, string>) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={cta.to} onClick={onClick} {...rest}>
        {cta.label}
      </Link>
    </Button>
  );
}
