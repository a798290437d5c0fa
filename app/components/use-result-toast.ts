import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/use-toast";
import type { ActionResult } from "~/lib/action-result";

/**
 * The one way an action's answer becomes a toast (CONTRIBUTING.md "Add a form"): each answer
 * once, after its fetcher or navigation is idle. A success shows its message (under
 * `successTitle` when given) and runs `onSuccess`; a failure shows its error when `errors`
 * is on (a form that shows its errors in place leaves it off).
 */
export function useResultToast(
  result: ActionResult<unknown> | undefined,
  opts: {
    idle?: boolean;
    successTitle?: string;
    errors?: boolean;
    onSuccess?: (result: ActionResult<unknown>) => void;
    /** A keyed fetcher's answer outlives the component: skip the one it mounts with. */
    skipStale?: boolean;
  } = {},
) {
  // An answer present at mount is shown (a form posted before hydration answers in the
  // server-rendered page), unless it is a keyed fetcher's stale one.
  const seen = useRef(opts.skipStale ? result : undefined);
  const { idle = true, successTitle, errors = false, onSuccess } = opts;
  useEffect(() => {
    if (!result || !idle || seen.current === result) return;
    seen.current = result;
    if (result.ok) {
      // A success without a message (a form that shows its result in place) toasts nothing.
      if (successTitle) toast({ title: successTitle, description: result.message });
      else if (result.message) toast({ title: result.message });
      onSuccess?.(result);
    } else if (errors) {
      toast({ title: result.title ?? "Error", description: result.error, variant: "destructive" });
    }
  }, [result, idle, successTitle, errors, onSuccess]);
}

/**
 * A dialog's form: its keyed fetcher, whose answer becomes a toast (errors included) and
 * whose success closes the dialog.
 */
export function useDialogFetcher(
  key: string,
  onClose: () => void,
  opts: { successTitle?: string } = {},
) {
  const fetcher = useFetcher<ActionResult>({ key });
  useResultToast(fetcher.data, {
    successTitle: opts.successTitle,
    errors: true,
    idle: fetcher.state === "idle",
    onSuccess: onClose,
    skipStale: true,
  });
  return fetcher;
}
