// Runs a quiz that the server renders whole (the founder quiz, the staker test; ADR 228): the
// intro, each question, the disqualification and every result band, one step shown. The
// widget's own module (features/*/…island.ts) starts it with the quiz's scoring rule, the same
// pure function the server and the tests use; React renders the markup and never handles it,
// so a tap is answered once whether the page has hydrated, is hydrating or never will.
//
// The markup (founder-quiz.tsx, staker-test.tsx, with components/answer-buttons.tsx,
// quiz-radio.tsx, quiz-progress.tsx and result-parts.tsx):
// - `[data-vs-quiz="<name>"]` holds one quiz; its answers so far are kept in `data-answers`,
//   the question shown in `data-at`; `data-retake="intro"` sends 'retake' to the intro.
// - Its steps are `[data-step]` (intro, q, out, result); the questions are the `[data-q]` of
//   the q step, under one `[data-vs-progress]` ('Question n of N' from its `data-text`).
// - `[data-vs-go="start"|"retake"]` starts; an answer is a button with `data-value` (chosen
//   at once; `data-out` names the step shown instead) or a `[role=radio]` with `data-value`
//   that its question's `[data-vs-next]` records (`data-plan` picks the plan rows shown).
// - The result's `[data-band="<i>"]` parts are band i's; `[data-vs-score]` shows the score,
//   `a[data-vs-score-link]` carries it, `[data-vs-step]` names the band's funnel step.
// Listeners sit on the window in the capture phase: React stops a click that lands in a part
// it has not hydrated yet before it reaches the document, and that lost taps (ADR 228).
import { sendMeasurement } from "./consent.ts";
import { QUIZ_EVENTS_ENDPOINT } from "./quiz-funnel.ts";

/** A quiz's scoring rule: its answers' values → the score and the index of its band. */
export type QuizScoring = (answers: number[]) => { score: number; band: number };

const all = <T extends Element = HTMLElement>(root: ParentNode, selector: string) =>
  Array.from(root.querySelectorAll<T & Element>(selector)) as T[];

function send(quiz: HTMLElement, step: string) {
  sendMeasurement(QUIZ_EVENTS_ENDPOINT, { quiz: quiz.dataset.vsQuiz, step });
}

function focusFirst(step: Element | null | undefined) {
  for (const el of all(step ?? document, "[data-vs-focus]"))
    if (!el.closest("[hidden]")) return el.focus();
}

function show(quiz: HTMLElement, name: string) {
  let shown: HTMLElement | undefined;
  for (const step of all(quiz, "[data-step]")) {
    const on = step.dataset.step === name || step.id === name;
    step.hidden = !on;
    if (on) shown = step;
  }
  return shown;
}

const answersOf = (quiz: HTMLElement) =>
  (quiz.dataset.answers ?? "").split(",").filter(Boolean).map(Number);

function goTo(quiz: HTMLElement, index: number) {
  const step = show(quiz, "q")!;
  const questions = all(step, "[data-q]");
  const percent = ((index + 1) / questions.length) * 100;
  questions.forEach((q, j) => (q.hidden = j !== index));
  quiz.dataset.at = String(index);
  const progress = step.querySelector("[data-vs-progress]");
  const text = progress?.querySelector<HTMLElement>("[data-text]");
  if (text) text.textContent = (text.dataset.text ?? "").replace("{n}", String(index + 1));
  const bar = progress?.querySelector<HTMLElement>("[role=progressbar]");
  if (bar) {
    bar.setAttribute("aria-valuenow", String(percent));
    bar.setAttribute("aria-valuetext", `${Math.round(percent)}%`);
    bar.dataset.value = String(percent);
    const indicator = bar.firstElementChild as HTMLElement | null;
    if (indicator) indicator.style.transform = `translateX(-${100 - percent}%)`;
  }
  focusFirst(questions[index]);
}

function start(quiz: HTMLElement) {
  quiz.dataset.answers = "";
  for (const group of all(quiz, "[role=radiogroup]"))
    all(group, "[role=radio]").forEach((radio, i) => {
      radio.setAttribute("aria-checked", "false");
      radio.dataset.state = "unchecked";
      radio.tabIndex = i ? -1 : 0;
    });
  for (const next of all<HTMLButtonElement>(quiz, "[data-vs-next]")) next.disabled = true;
  goTo(quiz, 0);
  send(quiz, "started");
}

function finish(quiz: HTMLElement, answers: number[], plan: string | null, scoring: QuizScoring) {
  const { score, band } = scoring(answers);
  const result = show(quiz, "result")!;
  for (const part of all(result, "[data-band]")) part.hidden = part.dataset.band !== String(band);
  for (const el of all(result, "[data-vs-score]"))
    el.textContent = el.closest("[hidden]") ? "–" : String(score);
  for (const link of all<HTMLAnchorElement>(result, "a[data-vs-score-link]")) {
    const url = new URL(link.getAttribute("href") ?? "", location.href);
    url.searchParams.set("score", String(score));
    link.setAttribute("href", url.pathname + url.search + url.hash);
  }
  for (const row of all(result, "[data-plan]")) row.hidden = row.dataset.plan !== plan;
  focusFirst(result);
  send(quiz, "finished");
  const step = result.querySelector<HTMLElement>(`[data-band="${band}"][data-vs-step]`);
  if (step?.dataset.vsStep) send(quiz, step.dataset.vsStep);
}

/** When an answer last moved a quiz on; a double tap's second click comes within this. */
let lastAnswer = -Infinity;
const DOUBLE_TAP_MS = 600;

function record(quiz: HTMLElement, value: number, plan: string | null, scoring: QuizScoring) {
  lastAnswer = performance.now();
  const answers = [...answersOf(quiz), value];
  quiz.dataset.answers = answers.join(",");
  const at = Number(quiz.dataset.at);
  if (at + 1 < all(quiz, "[data-q]").length) goTo(quiz, at + 1);
  else finish(quiz, answers, plan, scoring);
}

function check(radio: HTMLElement) {
  for (const other of all(radio.closest("[role=radiogroup]")!, "[role=radio]")) {
    const on = other === radio;
    other.setAttribute("aria-checked", String(on));
    other.dataset.state = on ? "checked" : "unchecked";
    other.tabIndex = on ? 0 : -1;
  }
  const next = radio.closest("[data-q]")?.querySelector<HTMLButtonElement>("[data-vs-next]");
  if (next) next.disabled = false;
}

function onClick(event: MouseEvent, name: string, scoring: QuizScoring) {
  const target = event.target instanceof Element ? event.target : null;
  const quiz = target?.closest<HTMLElement>(`[data-vs-quiz="${name}"]`);
  if (!target || !quiz) return;
  const cta = target.closest<HTMLElement>("a[data-vs-cta]");
  if (cta) return send(quiz, cta.dataset.vsCta ?? "");
  // A double tap on an answer is one answer: its second click (`detail` 2) would land on the next
  // question's option. A tap right after 'Start' is a first answer, not the second of a pair.
  const answer = target.closest("[data-value],[data-vs-next]");
  if (answer && event.detail > 1 && performance.now() - lastAnswer < DOUBLE_TAP_MS) return;
  let control: HTMLElement | null;
  if ((control = target.closest("[data-vs-go]"))) {
    if (control.dataset.vsGo === "retake" && quiz.dataset.retake === "intro")
      focusFirst(show(quiz, "intro"));
    else start(quiz);
  } else if ((control = target.closest("[role=radio][data-value]"))) check(control);
  else if ((control = target.closest("[data-vs-next]"))) {
    const chosen = control.closest("[data-q]")?.querySelector<HTMLElement>("[aria-checked=true]");
    if (chosen) record(quiz, Number(chosen.dataset.value), chosen.dataset.plan ?? null, scoring);
  } else if ((control = target.closest("button[data-value]"))) {
    if (control.dataset.out) {
      focusFirst(show(quiz, control.dataset.out));
      send(quiz, "disqualified");
    } else record(quiz, Number(control.dataset.value), null, scoring);
  }
}

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i + n - 1) % n,
  ArrowLeft: (i, n) => (i + n - 1) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** The WAI-ARIA radio group's keys, and the arrows between a question's answer buttons. */
function onKey(event: KeyboardEvent, name: string) {
  const target = event.target instanceof Element ? event.target : null;
  const option = target?.closest<HTMLElement>(`[data-vs-quiz="${name}"] [data-value]`);
  if (!option || event.altKey || event.ctrlKey || event.metaKey) return;
  const radio = option.getAttribute("role") === "radio";
  if (radio && (event.key === "Enter" || event.key === " ")) {
    event.preventDefault();
    if (event.key === " ") check(option);
    return;
  }
  const move = MOVES[event.key];
  if (!move) return;
  event.preventDefault();
  const options = all(option.parentElement!, "[data-value]");
  const next = options[move(options.indexOf(option), options.length)];
  next.focus();
  if (radio) check(next);
}

/** Answers the quiz `name` on this page from now on. */
export function runQuiz(name: string, scoring: QuizScoring) {
  addEventListener("click", (e) => onClick(e, name, scoring), true);
  addEventListener("keydown", (e) => onKey(e, name), true);
}
