import type * as React from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { ADMIN_PATHS } from "~/content/admin-paths";

/** A member's name linking to their admin page. */
export function MemberLink({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Link
      to={ADMIN_PATHS.member(id)}
      className={cn("text-primary underline-offset-4 hover:underline", className)}
    >
      {children}
    </Link>
  );
}
