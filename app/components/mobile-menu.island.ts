// The small-screen menu (ADR 223; a module of its own since ADR 228): a button
// `data-vs-open="<id>"` opens the modal <dialog id> (`showModal`: the rest of the page inert,
// focus moved into it) and marks itself `aria-expanded`; the dialog closes on Escape (natively),
// a click outside it (`closedby="any"`, and here for browsers without it), its `data-vs-close`
// button or a link followed in it; on closing, focus returns to the opener. React renders it and
// never handles it.

const openerOf = (dialog: HTMLDialogElement) =>
  document.querySelector<HTMLElement>(`[data-vs-open="${dialog.id}"]`);

addEventListener(
  "click",
  (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const opener = target.closest<HTMLElement>("[data-vs-open]");
    if (opener) {
      const dialog = document.getElementById(opener.dataset.vsOpen ?? "");
      if (dialog instanceof HTMLDialogElement && !dialog.open) {
        dialog.showModal();
        opener.setAttribute("aria-expanded", "true");
      }
      return;
    }
    const dialog = target.closest<HTMLDialogElement>("dialog[data-vs-own]");
    if (!dialog?.open) return;
    const box = dialog.getBoundingClientRect();
    const outside =
      target === dialog &&
      event.clientX >= 0 &&
      (event.clientX < box.left ||
        event.clientX > box.right ||
        event.clientY < box.top ||
        event.clientY > box.bottom);
    if (outside || target.closest("[data-vs-close],a[href]")) dialog.close();
  },
  true,
);

addEventListener(
  "close",
  (event) => {
    const dialog = event.target;
    if (!(dialog instanceof HTMLDialogElement) || !dialog.matches("[data-vs-own]")) return;
    const opener = openerOf(dialog);
    opener?.setAttribute("aria-expanded", "false");
    opener?.focus();
  },
  true,
);
