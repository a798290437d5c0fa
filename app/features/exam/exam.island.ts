// The sample exam's own module (ADR 227, 228), loaded by the exam's page. The exam's state fits
// in the DOM, so the server renders all of it (exam-steps.tsx: the start form, every question,
// hidden, with its options as ARIA radios) and this module steps through it with the rules of
// ./exam.ts (validateStart, shuffle); React renders it and never handles it:
// - the start form (`form[data-exam-start]`): a problem shows in its `[data-exam-alert]` (the
//   toast's title and text, role=alert) until React can show the spec's toast (`data-exam-toasts`
//   on the exam: the message goes as a `vs:exam-message` event instead); else the options of
//   every question are shuffled, the quiz shown at question 1, its heading focused, and the
//   taker copied into the quiz form;
// - an option (`[role=radio]`) is chosen by a click, Space or Enter, or the arrow keys (focus and
//   choice move together, wrapping); its question's hidden input `q<id>` holds the answer;
// - 'Previous' / 'Next' move a question ('Next' only with an answer, else 'Answer Required');
//   on the last, 'Submit Quiz';
// - the submit (`form[data-exam-quiz]`): 'Submitting...' at once, the buttons disabled. Posting
//   it is React's alone (sample-exam.tsx, by a fetcher): once hydrated, the event goes on to
//   React's handler; before, the form is marked pending (`data-exam-pending`), the page's
//   scripts are started, and React posts it when it mounts. A page whose scripts never arrive
//   posts it natively after NATIVE_SUBMIT_AFTER_MS (ADR 130's fallback), as without JavaScript.
// Listeners sit on the window in the capture phase, ahead of React's.
import { sampleExamToasts } from "~/content/sample-exam";
import type { PageGlobals } from "~/lib/head-script";
import { shuffle, validateStart } from "./exam";

type Message = "missing" | "invalidEmail" | "answerRequired";
const QUIZ = "form[data-exam-quiz]";
const RADIO = "[role=radio]";
const BUSY = "data-exam-submitting";
const PENDING = "data-exam-pending";
const NATIVE_SUBMIT_AFTER_MS = 8000;
const page = window as Window & PageGlobals;

const part = <T extends Element = HTMLElement>(root: ParentNode, name: string) =>
  root.querySelector<T & Element>(`[data-exam-${name}]`) as T;
const all = <T extends Element = HTMLElement>(root: ParentNode, selector: string) =>
  Array.from(root.querySelectorAll<T & Element>(selector)) as T[];
const questions = (form: HTMLFormElement) => all(form, "[data-exam-q]");
const at = (form: HTMLFormElement) => Number(form.dataset.examStep);
const answered = (form: HTMLFormElement) =>
  Boolean(questions(form)[at(form)].querySelector("[aria-checked=true]"));
const busy = (form: HTMLFormElement) => form.hasAttribute(BUSY);

function say(form: HTMLFormElement, message: Message | null) {
  const alert = part(form, "alert");
  const exam = form.closest<HTMLElement>("[data-vs-exam]")!;
  if (message && exam.hasAttribute("data-exam-toasts")) {
    alert.hidden = true;
    dispatchEvent(new CustomEvent("vs:exam-message", { detail: message }));
    return;
  }
  const [title, text] = alert.children;
  title.textContent = message ? sampleExamToasts[message].title : "";
  text.textContent = message ? sampleExamToasts[message].description : "";
  alert.hidden = !message;
}

function step(form: HTMLFormElement, index: number) {
  const shown = questions(form);
  const total = shown.length;
  const percent = Math.round(((index + 1) / total) * 100);
  const focused = document.activeElement;
  const previous = part<HTMLButtonElement>(form, "prev");
  const next = part<HTMLButtonElement>(form, "next");
  const submit = part<HTMLButtonElement>(form, "submit");
  form.dataset.examStep = String(index);
  shown.forEach((q, j) => (q.hidden = j !== index));
  for (const el of all(form, "[data-text]"))
    el.textContent = (el.dataset.text ?? "")
      .replace("{n}", String(index + 1))
      .replace("{total}", String(total))
      .replace("{p}", String(percent));
  const bar = form.querySelector<HTMLElement>("[role=progressbar]");
  bar?.setAttribute("aria-valuenow", String(percent));
  const indicator = bar?.firstElementChild as HTMLElement | null | undefined;
  if (indicator) indicator.style.transform = `translateX(-${100 - percent}%)`;
  previous.disabled = index === 0;
  next.hidden = index === total - 1;
  submit.hidden = !next.hidden;
  say(form, null);
  if ((focused === previous && index === 0) || (focused === submit && submit.hidden)) next.focus();
  else if (focused === next && next.hidden) submit.focus();
}

function pick(radio: HTMLElement) {
  const group = radio.parentElement!;
  for (const option of all(group, RADIO)) {
    const on = option === radio;
    option.setAttribute("aria-checked", String(on));
    option.dataset.state = on ? "checked" : "unchecked";
    option.tabIndex = on ? 0 : -1;
  }
  part<HTMLInputElement>(group.parentElement!, "answer").value = (radio as HTMLButtonElement).value;
  say(radio.closest<HTMLFormElement>(QUIZ)!, null);
}

function start(form: HTMLFormElement) {
  const exam = form.closest<HTMLElement>("[data-vs-exam]")!;
  const quiz = exam.querySelector<HTMLFormElement>(QUIZ)!;
  const name = form.elements.namedItem("name") as HTMLInputElement;
  const email = form.elements.namedItem("email") as HTMLInputElement;
  const problem = validateStart(name.value, email.value);
  name.setAttribute("aria-invalid", String(problem === "missing" && !name.value.trim()));
  email.setAttribute(
    "aria-invalid",
    String(problem === "invalidEmail" || (problem === "missing" && !email.value.trim())),
  );
  say(form, problem);
  if (problem) return;
  (quiz.elements.namedItem("name") as HTMLInputElement).value = name.value.trim();
  (quiz.elements.namedItem("email") as HTMLInputElement).value = email.value.trim();
  for (const group of all(quiz, "[role=radiogroup]"))
    shuffle(all(group, RADIO)).forEach((option, i) => {
      group.appendChild(option);
      option.tabIndex = i ? -1 : 0;
    });
  for (const section of all(exam, "[data-exam-part]"))
    section.hidden = section.dataset.examPart !== "quiz";
  step(quiz, 0);
  questions(quiz)[0].querySelector("h2")?.focus();
}

function setBusy(form: HTMLFormElement, on: boolean) {
  const submit = part<HTMLButtonElement>(form, "submit");
  submit.disabled = on;
  (submit.children[0] as HTMLElement).hidden = on;
  (submit.children[1] as HTMLElement).hidden = !on;
  part<HTMLButtonElement>(form, "prev").disabled = on || at(form) === 0;
  form.toggleAttribute(BUSY, on);
}

addEventListener(
  "click",
  (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const form = target?.closest<HTMLFormElement>(QUIZ);
    if (!target || !form || busy(form)) return;
    const radio = target.closest<HTMLElement>(RADIO);
    if (radio) pick(radio);
    else if (target.closest("[data-exam-prev]") && at(form)) step(form, at(form) - 1);
    else if (target.closest("[data-exam-next]")) {
      if (answered(form)) step(form, at(form) + 1);
      else say(form, "answerRequired");
    }
  },
  true,
);

const MOVES: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

addEventListener(
  "keydown",
  (event) => {
    const radio =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>(`${QUIZ} ${RADIO}`)
        : null;
    const move = MOVES[event.key];
    if (!radio || !move || event.altKey || event.ctrlKey || event.metaKey) return;
    if (busy(radio.closest<HTMLFormElement>(QUIZ)!)) return;
    event.preventDefault();
    const options = all(radio.parentElement!, RADIO);
    const next = options[(options.indexOf(radio) + move + options.length) % options.length];
    next.focus();
    pick(next);
  },
  true,
);

addEventListener(
  "submit",
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.closest("[data-vs-exam]")) return;
    if (form.hasAttribute("data-exam-start")) {
      event.preventDefault();
      event.stopImmediatePropagation();
      start(form);
      return;
    }
    if (!form.matches(QUIZ)) return;
    const last = at(form) === questions(form).length - 1;
    if (busy(form) || !last || !answered(form)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!busy(form) && !answered(form)) say(form, "answerRequired");
      return;
    }
    setBusy(form, true);
    if (page.__vsHydrated) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    form.toggleAttribute(PENDING, true);
    page.__vsStart?.();
    setTimeout(() => {
      if (!form.hasAttribute(PENDING) || page.__vsHydrated) return;
      form.removeAttribute(PENDING);
      HTMLFormElement.prototype.submit.call(form);
    }, NATIVE_SUBMIT_AFTER_MS);
  },
  true,
);

addEventListener("pageshow", (event) => {
  if (!event.persisted) return;
  for (const form of all<HTMLFormElement>(document, `${QUIZ}[${BUSY}]`)) setBusy(form, false);
});
