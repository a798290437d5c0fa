import { overviewCopy } from "~/content/admin";

const C = overviewCopy.quizzes;
const count = (n: number) => n.toLocaleString("en-US");

/**
 * A quiz's funnel in one line: 'Started 12 → Finished 9 (75%) → Clicked 4 (44%)',
 * each step's share of the step before it, rounded; null when nothing happened.
 */
export function funnelText(f: { started: number; finished: number; clicked: number }) {
  if (f.started + f.finished + f.clicked === 0) return null;
  return [
    `${C.started} ${count(f.started)}`,
    `${C.finished} ${count(f.finished)}${C.share(f.finished, f.started)}`,
    `${C.clicked} ${count(f.clicked)}${C.share(f.clicked, f.finished)}`,
  ].join(" → ");
}

/** The founder quiz's disqualified starters: 'Disqualified 2 (17%)', a share of those who started. */
export const disqualifiedText = (f: { started: number; disqualified: number }) =>
  `${C.disqualified} ${count(f.disqualified)}${C.share(f.disqualified, f.started)}`;
