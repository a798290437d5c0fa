import { Link } from "react-router";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "~/components/ui/sheet";
import { navLinks } from "~/content/navigation";
import { AdminLink, SessionLink } from "./session-link";

export type SheetSide = "top" | "bottom" | "left" | "right";

/**
 * The small-screen menu (docs/product.md#navigation-and-footer); loaded on first use to keep /
 * light.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  side,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: SheetSide;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side={side} onCloseAutoFocus={onCloseAutoFocus}>
        <SheetTitle className="text-lg font-semibold">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <nav aria-label="Mobile" className="mt-4 flex flex-col gap-4">
          {navLinks.map((link) => (
            <Link key={link.to} to={link.to} onClick={close} className="text-base font-medium">
              {link.label}
            </Link>
          ))}
          <AdminLink onNavigate={close} className="text-base font-medium" />
          <SessionLink onNavigate={close} className="w-full" />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
