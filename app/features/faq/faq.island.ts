// The FAQ's own module (ADR 228), loaded by the pages that show it: the WAI-ARIA accordion.
// In a `data-vs-accordion`, a question's button (`aria-controls` its answer) opens its answer
// and closes the one open (one at a time), or closes its own; ArrowUp/ArrowDown/Home/End move
// between the questions. React renders it and never handles it. Listeners sit on the window in
// the capture phase, ahead of React's, which stops a click in a part it has not hydrated yet.

const questionOf = (event: Event) =>
  event.target instanceof Element
    ? event.target.closest<HTMLButtonElement>("[data-vs-accordion] button[aria-controls]")
    : null;

const questionsOf = (question: HTMLElement) =>
  Array.from(
    question
      .closest("[data-vs-accordion]")!
      .querySelectorAll<HTMLButtonElement>("button[aria-controls]"),
  );

addEventListener(
  "click",
  (event) => {
    const question = questionOf(event);
    if (!question) return;
    const open = question.getAttribute("aria-expanded") !== "true";
    for (const other of questionsOf(question)) {
      const on = open && other === question;
      other.setAttribute("aria-expanded", String(on));
      const answer = document.getElementById(other.getAttribute("aria-controls") ?? "");
      if (answer) answer.hidden = !on;
    }
  },
  true,
);

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i + n - 1) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

addEventListener(
  "keydown",
  (event) => {
    const question = questionOf(event);
    const move = MOVES[event.key];
    if (!question || !move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const questions = questionsOf(question);
    questions[move(questions.indexOf(question), questions.length)].focus();
  },
  true,
);
