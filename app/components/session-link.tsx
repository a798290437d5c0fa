import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { path } from "~/content/paths";
import { adminNavLink } from "~/content/navigation";

/**
 * Every link is in the HTML; CSS shows the member's ('Dashboard') or the visitor's ('Log In',
 * 'Join Waitlist') from <html data-member> (no layout shift).
 */
export function SessionLink({
  className,
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  return (
    <>
      <Button asChild size="sm" className={cn("when-member", className)}>
        <Link to={path("/dashboard")} onClick={onNavigate}>
          Dashboard
        </Link>
      </Button>
      <Button asChild size="sm" variant="outline" className={cn("when-guest", className)}>
        <Link to={path("/login")} onClick={onNavigate}>
          Log In
        </Link>
      </Button>
      <Button asChild size="sm" className={cn("when-guest", className)}>
        <Link to={path("/waitlist")} onClick={onNavigate}>
          Join Waitlist
        </Link>
      </Button>
    </>
  );
}

/**
 * 'Admin' for a signed-in admin: shown from <html data-admin>, which the bootstrap
 * sets from the vs_member hint ('admin' for an admin's session). The /admin guard still decides.
 */
export function AdminLink({
  className,
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  return (
    <Link to={adminNavLink.to} onClick={onNavigate} className={cn("when-admin", className)}>
      {adminNavLink.label}
    </Link>
  );
}
