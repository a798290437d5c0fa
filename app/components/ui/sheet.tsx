import * as SheetPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/cn";

// docs/product.md#navigation-and-footer: a side sheet sliding in from a chosen side (default right)
// over a dimmed overlay, with a close control labelled 'Close' for screen readers.
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

const sheetVariants = cva("fixed z-50 flex flex-col gap-4 bg-background p-6 shadow-lg", {
  variants: {
    side: {
      top: "inset-x-0 top-0 border-b animate-slide-in-top",
      bottom: "inset-x-0 bottom-0 border-t animate-slide-in-bottom",
      left: "inset-y-0 left-0 h-full w-3/4 max-w-sm border-r animate-slide-in-left",
      right: "inset-y-0 right-0 h-full w-3/4 max-w-sm border-l animate-slide-in-right",
    },
  },
  defaultVariants: { side: "right" },
});

export function SheetContent({
  side = "right",
  className,
  children,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Content> & VariantProps<typeof sheetVariants>) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay
        data-testid="sheet-overlay"
        className="fixed inset-0 z-50 bg-overlay animate-fade-in"
      />
      <SheetPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        <SheetPrimitive.Close className="absolute right-4 top-4 rounded-sm opacity-80 hover:opacity-100">
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export const SheetTitle = SheetPrimitive.Title;
export const SheetDescription = SheetPrimitive.Description;
