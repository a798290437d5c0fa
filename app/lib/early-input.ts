// Input made before hydration (ADR 130). A server-rendered field can be typed into, stepped
// with the arrow keys, or chosen from before React has hydrated it (or before its deferred
// part, ADR 081, has). React then hydrates a controlled field with its initial state and
// keeps the visitor's value on screen only, out of sync: 'Run Simulation' computed for 100
// while the field read 130. Once a part has hydrated, every native control in it whose value
// differs from the one rendered on the server is announced to React as the visitor's own
// input, so the state is what the visitor sees. Clicks are replayed after this (head-script).

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NOT_TYPED = new Set(["hidden", "file", "submit", "reset", "button", "image"]);

/** Sets a property through the prototype's setter, bypassing React's value tracker. */
function setNative(el: Control, prop: "value" | "checked", value: string | boolean) {
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, prop)?.set?.call(el, value);
}

function adoptText(el: HTMLInputElement | HTMLTextAreaElement): boolean {
  const typed = el.value;
  if (typed === el.defaultValue) return false;
  let caret: [number | null, number | null] | null = null;
  try {
    caret = [el.selectionStart, el.selectionEnd];
  } catch {
    // Number and e-mail fields have no selection API.
  }
  // React notices a change only against the value it last saw: show it the server's value
  // through its tracker, then put the typed value back beside it and say it was input.
  el.value = el.defaultValue;
  setNative(el, "value", typed);
  el.dispatchEvent(new Event("input", { bubbles: true }));
  if (caret && document.activeElement === el) {
    try {
      el.setSelectionRange(caret[0], caret[1]);
    } catch {
      // Not every type allows it.
    }
  }
  return true;
}

function adoptCheckable(el: HTMLInputElement): boolean {
  if (el.checked === el.defaultChecked) return false;
  // A radio button is announced by the one now chosen; its group follows.
  if (el.type === "radio" && !el.checked) return false;
  const chosen = el.checked;
  el.checked = !chosen;
  el.click(); // toggles back to `chosen`, and React sees the change in its click handler
  return true;
}

function adoptSelect(el: HTMLSelectElement): boolean {
  if ([...el.options].every((o) => o.selected === o.defaultSelected)) return false;
  el.dispatchEvent(new Event("change", { bubbles: true }));
  return true;
}

function adopt(el: Control): boolean {
  if (el instanceof HTMLSelectElement) return adoptSelect(el);
  if (el instanceof HTMLTextAreaElement) return adoptText(el);
  if (el.type === "checkbox" || el.type === "radio") return adoptCheckable(el);
  return NOT_TYPED.has(el.type) ? false : adoptText(el);
}

/**
 * Announces to React what the visitor typed or chose in `scope` before it hydrated, then
 * calls `then` (the click replay) once React has applied it. React renders the updates of
 * those events in a microtask; a click replayed at once would meet handlers that still see
 * the initial state ('Start Quiz' would find the name empty). `skip` leaves out controls
 * that are not hydrated yet (another deferred part).
 */
export function adoptEarlyInput(
  scope: ParentNode,
  then: () => void,
  skip?: (el: Element) => boolean,
) {
  let adopted = false;
  for (const el of scope.querySelectorAll<Control>("input, textarea, select")) {
    if (!el.disabled && !skip?.(el) && adopt(el)) adopted = true;
  }
  if (adopted) setTimeout(then, 0);
  else then();
}
