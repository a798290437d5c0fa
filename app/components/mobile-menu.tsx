import { Menu, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { navLinks } from "~/content/navigation";
import { OWN_ATTRIBUTE } from "~/lib/own-attribute";
import { AdminLink, SessionLink } from "./session-link";

const MENU_ID = "mobile-menu";
const own = { [OWN_ATTRIBUTE]: "" };

/**
 * The small-screen menu (docs/product.md#navigation-and-footer): a side sheet over a dimmed
 * page. Native HTML its own module opens and closes (mobile-menu.island.ts, ADR 228), so it
 * answers the first tap before the page's scripts have started; React renders it and never
 * handles it, so `aria-expanded` and the dialog's `open` belong to the DOM, not to React state.
 */
export function MobileMenuButton() {
  return (
    <Button
      {...own}
      data-vs-open={MENU_ID}
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-controls={MENU_ID}
      aria-expanded="false"
      suppressHydrationWarning
    >
      <Menu className="size-6" aria-hidden="true" />
    </Button>
  );
}

export function MobileMenu() {
  return (
    <dialog
      {...own}
      id={MENU_ID}
      closedby="any"
      aria-labelledby={`${MENU_ID}-title`}
      suppressHydrationWarning
      className="fixed inset-y-0 left-auto right-0 m-0 h-full max-h-none w-3/4 max-w-sm flex-col gap-4 border-l bg-background p-6 text-foreground shadow-lg open:flex open:animate-slide-in-right backdrop:bg-overlay open:backdrop:animate-fade-in"
    >
      <h2 id={`${MENU_ID}-title`} className="text-lg font-semibold">
        Menu
      </h2>
      <nav aria-label="Mobile" className="mt-4 flex flex-col gap-4">
        {navLinks.map((link) => (
          <Link key={link.to} to={link.to} className="text-base font-medium">
            {link.label}
          </Link>
        ))}
        <AdminLink className="text-base font-medium" />
        <SessionLink className="w-full" />
      </nav>
      <button
        type="button"
        data-vs-close=""
        className="absolute right-4 top-4 rounded-sm opacity-80 hover:opacity-100"
      >
        <X className="size-5" aria-hidden="true" />
        <span className="sr-only">Close</span>
      </button>
    </dialog>
  );
}
