import { Link } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";

/** A call to action whose target is a route ('/waitlist') or an anchor on this page ('#why-venturestaker'). */
export function CtaLink({
  label,
  target,
  variant,
  size,
  onClick,
}: {
  label: string;
  target: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  onClick?: () => void;
}) {
  return (
    <Button asChild variant={variant} size={size}>
      {target.startsWith("#") ? (
        <a href={target} onClick={onClick}>
          {label}
        </a>
      ) : (
        <Link to={target} onClick={onClick}>
          {label}
        </Link>
      )}
    </Button>
  );
}
