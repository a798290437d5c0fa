import { lazy, Suspense, useEffect, useState } from "react";
import { useToast } from "./use-toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/**
 * Mounts the toast region with the first toast: most visits show none, so the toast
 * code stays out of the initial JavaScript (the / budget). Once mounted it stays, with
 * F8 focusing the region (docs/product.md#toasts). F8 before any toast
 * mounts it and focuses it too.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  const [focusOnMount, setFocusOnMount] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  useEffect(() => {
    if (needed) return; // Radix's own F8 handler takes over once the region is there.
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== "F8" || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      setFocusOnMount(true);
      setNeeded(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster focusOnMount={focusOnMount} />
    </Suspense>
  );
}
