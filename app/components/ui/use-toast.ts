import * as React from "react";

// The in-app toast store (docs/product.md#toasts; the only toast system, docs/architecture.md D8):
// at most 1 toast at a time; dismissed toasts are removed 1,000,000 ms later.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = "default" | "destructive";
export type ToastInput = {
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactElement;
  variant?: ToastVariant;
};
export type ToastItem = ToastInput & { id: string; open: boolean };

type Action =
  | { type: "ADD"; toast: ToastItem }
  | { type: "UPDATE"; toast: Partial<ToastItem> & { id: string } }
  | { type: "DISMISS"; toastId?: string }
  | { type: "REMOVE"; toastId?: string };

type State = { toasts: ToastItem[] };

let count = 0;
/** A counter that goes up by one per toast and wraps at the largest safe integer. */
export function nextToastId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string) {
  if (removeTimeouts.has(id)) return;
  removeTimeouts.set(
    id,
    setTimeout(() => {
      removeTimeouts.delete(id);
      dispatch({ type: "REMOVE", toastId: id });
    }, TOAST_REMOVE_DELAY),
  );
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE":
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "DISMISS": {
      const { toastId } = action;
      return {
        toasts: state.toasts.map((t) =>
          toastId === undefined || t.id === toastId ? { ...t, open: false } : t,
        ),
      };
    }
    case "REMOVE":
      return {
        toasts:
          action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

const listeners = new Set<(state: State) => void>();
let memoryState: State = { toasts: [] };

function dispatch(action: Action) {
  if (action.type === "DISMISS") {
    for (const t of memoryState.toasts)
      if (action.toastId === undefined || t.id === action.toastId) scheduleRemoval(t.id);
  }
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

export function toast(input: ToastInput) {
  const id = nextToastId();
  const dismiss = () => dispatch({ type: "DISMISS", toastId: id });
  dispatch({ type: "ADD", toast: { ...input, id, open: true } });
  return {
    id,
    dismiss,
    update: (next: ToastInput) => dispatch({ type: "UPDATE", toast: { ...next, id } }),
  };
}

export function dismissToast(toastId?: string) {
  dispatch({ type: "DISMISS", toastId });
}

export function useToast() {
  const [state, setState] = React.useState<State>(memoryState);
  React.useEffect(() => {
    listeners.add(setState);
    // A toast raised before this subscriber mounted (e.g. by a page's effect during
    // hydration, which runs before the lazily mounted toaster's) must not be lost.
    setState(memoryState);
    return () => void listeners.delete(setState);
  }, []);
  return { ...state, toast, dismiss: dismissToast };
}
