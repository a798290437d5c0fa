// (i) First use (ADR 223): a visitor's first tap on each control, on a slow phone.
// Debian's Chromium through playwright-core at 390 × 844 with touch, the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate) and Lighthouse's slow-4G network (150 ms round trip, 1.6 Mbit/s
// down, 750 kbit/s up: Network.emulateNetworkConditions). Each run is a fresh context (a first
// visit, empty cache): the page loads, 0.5 s after its load event the control is tapped, and the
// time from the end of the tap (the finger lifting: pointerup or touchend, whichever comes first)
// to the first frame after its visible answer (a MutationObserver sees the change, the next
// requestAnimationFrame ends the count) is the figure. Median of `runs` (3),
// budget 200 ms each. The visitor has made their cookie choice (the banner would cover the
// footer), except on the row that taps 'Accept All'. With a baseline server (`--baseline-rev`)
// the same taps run on it in the same rounds: its median is the "before" column.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { founderQuestions, founderQuizMeta } from "../app/content/founder-quiz.ts";
import { examQuestions, sampleExamMeta } from "../app/content/sample-exam.ts";
import { simulatorMeta } from "../app/content/simulator.ts";
import { stakerQuestions, stakerTestMeta } from "../app/content/staker-test.ts";
import { COOKIES } from "../app/lib/cookies.ts";
import { launchBrowser } from "../tests/support/browser.ts";
import { median } from "./lighthouse.ts";
import { fmt, type Row } from "./support.ts";

const SECTION = "i first use";
export const FIRST_TAP_BUDGET_MS = 200;
const TAP_AFTER_LOAD_MS = 500;
const NO_ANSWER_MS = 15_000;

type Control = {
  /** What the table names. */
  name: string;
  path: string;
  /** Finds the control. */
  find: (page: Page) => ReturnType<Page["locator"]>;
  /** Matches once the visible answer is there (absent before the tap). */
  answered: string;
  /** Whether the visitor has made the cookie choice before the visit. */
  chosen: boolean;
  /**
   * Brings the page to the control's state after its load, before the tap: the page's own events
   * (ADR 227), or taps made at once (`taps`: a quiz's later steps). Either starts the page's
   * scripts, so the measured tap still comes before they have hydrated it on the slow phone.
   */
  prepare?: (page: Page) => Promise<void>;
  /** false: no "before" figure (the state `prepare` reaches exists only in this revision). */
  baseline?: false;
};

/** A quiz's step, once it shows (its markup holds every step: ADR 225). */
const shown = (selector: string) => `${selector}:not([hidden] *)`;

const disqualifying = founderQuestions[0].answers.find(
  (a) => a.value === founderQuestions[0].disqualify_if_value,
)!;

export const FIRST_USE_CONTROLS: Control[] = [
  {
    name: "'Open menu' on /",
    path: "/",
    find: (p) => p.getByRole("button", { name: "Open menu" }),
    // ADR 223's <dialog>, or the Radix sheet of earlier revisions.
    answered: 'dialog[open], [role="dialog"][data-state="open"]',
    chosen: true,
  },
  {
    name: "the first FAQ question on /venturestakers",
    path: "/venturestakers",
    find: (p) => p.locator("#faq h3 button"),
    answered: '#faq button[aria-expanded="true"]',
    chosen: true,
  },
  {
    name: `'${founderQuizMeta.startLabel}' on /founders`,
    path: "/founders",
    find: (p) => p.getByRole("button", { name: founderQuizMeta.startLabel }),
    answered: shown('[role="progressbar"][aria-label="Quiz progress"]'),
    chosen: true,
  },
  {
    name: `'${stakerTestMeta.startLabel}' on /venturestakers`,
    path: "/venturestakers",
    find: (p) => p.getByRole("button", { name: stakerTestMeta.startLabel }),
    answered: shown('[role="progressbar"][aria-label="Test progress"]'),
    chosen: true,
  },
  {
    name: "the founder quiz's first answer",
    path: "/founders",
    prepare: taps((p) => p.getByRole("button", { name: founderQuizMeta.startLabel })),
    find: (p) => p.getByRole("button", { name: founderQuestions[0].answers[0].label }),
    answered: '[data-vs-quiz="founder"][data-at="1"]',
    chosen: true,
  },
  {
    name: `'${founderQuizMeta.retakeLabel}' after 'Not Quite Ready Yet'`,
    path: "/founders",
    prepare: taps(
      (p) => p.getByRole("button", { name: founderQuizMeta.startLabel }),
      (p) => p.getByRole("button", { name: disqualifying.label }),
    ),
    find: (p) => p.getByRole("button", { name: founderQuizMeta.retakeLabel }),
    answered: shown('[role="progressbar"][aria-label="Quiz progress"]'),
    chosen: true,
  },
  {
    name: "the staker test's first answer",
    path: "/venturestakers",
    prepare: taps((p) => p.getByRole("button", { name: stakerTestMeta.startLabel })),
    find: (p) => p.getByRole("radio", { name: stakerQuestions[0].answers[0].label }),
    answered: '[data-vs-quiz="staker"] [role="radio"][aria-checked="true"]',
    chosen: true,
  },
  {
    name: `'${stakerTestMeta.nextLabel}'`,
    path: "/venturestakers",
    prepare: taps(
      (p) => p.getByRole("button", { name: stakerTestMeta.startLabel }),
      (p) => p.getByRole("radio", { name: stakerQuestions[0].answers[0].label }),
    ),
    find: (p) => p.getByRole("button", { name: stakerTestMeta.nextLabel }),
    answered: '[data-vs-quiz="staker"][data-at="1"]',
    chosen: true,
  },
  {
    name: "the cookie banner's 'Accept All' on /founders",
    path: "/founders",
    find: (p) => p.getByRole("button", { name: "Accept All" }),
    answered: "html[data-consent]",
    chosen: false,
  },
  {
    name: "the theme control's 'Dark' on /founders",
    path: "/founders",
    find: (p) => p.locator('[data-vs-theme="dark"]'),
    answered: 'html[data-theme="dark"]',
    chosen: true,
  },
  // ADR 226: the simulator's run and a deck's controls (the same markup before and after).
  {
    name: `'${simulatorMeta.runLabel}' on /venturestakers`,
    path: "/venturestakers",
    find: (p) => p.getByRole("button", { name: simulatorMeta.runLabel }),
    answered: "#simulator dl",
    chosen: true,
  },
  {
    name: "'Next' on /presentation",
    path: "/presentation",
    find: (p) => p.getByRole("button", { name: "Next", exact: true }),
    answered: '.deck-frame:nth-child(2)[data-current="true"]',
    chosen: true,
  },
  {
    name: "the last slide's dot on /iusponsor",
    path: "/iusponsor",
    find: (p) => p.locator(".deck-dots li:last-child button"),
    answered: '.deck-frame:last-child[data-current="true"]',
    chosen: true,
  },
  // The sample exam (ADR 227). The rows past 'Start Quiz' reach their question by the page's own
  // events (untrusted clicks and submits, the values set directly): no pointer or key of a
  // visitor, though the focus the exam moves to the first question starts the page's scripts
  // (a visitor's 'Start Quiz' tap would), so these taps meet the page loading and hydrating.
  {
    name: `'${sampleExamMeta.startLabel}' on /sample-exam, name and e-mail filled`,
    path: sampleExamMeta.path,
    prepare: (p) => examAt(p, -1),
    find: (p) => p.getByRole("button", { name: sampleExamMeta.startLabel }),
    answered: shown('[role="progressbar"][aria-label="Quiz progress"]'),
    chosen: true,
  },
  {
    name: `'${sampleExamMeta.startLabel}' on /sample-exam, nothing filled`,
    path: sampleExamMeta.path,
    find: (p) => p.getByRole("button", { name: sampleExamMeta.startLabel }),
    // The head script's message, or the toast of earlier revisions.
    answered: '[data-exam-alert]:not([hidden]), li[data-state="open"]',
    chosen: true,
  },
  {
    name: "the sample exam's first answer",
    path: sampleExamMeta.path,
    baseline: false,
    prepare: (p) => examAt(p, 0),
    find: (p) => p.locator("[data-exam-q]:not([hidden]) [role=radio]"),
    answered: '[data-exam-q]:not([hidden]) [role=radio][aria-checked="true"]',
    chosen: true,
  },
  {
    name: `the sample exam's '${sampleExamMeta.nextLabel}'`,
    path: sampleExamMeta.path,
    baseline: false,
    prepare: (p) => examAt(p, 1),
    find: (p) => p.getByRole("button", { name: sampleExamMeta.nextLabel, exact: true }),
    answered: 'form[data-exam-step="1"]',
    chosen: true,
  },
  {
    name: `the sample exam's '${sampleExamMeta.previousLabel}'`,
    path: sampleExamMeta.path,
    baseline: false,
    prepare: (p) => examAt(p, 1, 2),
    find: (p) => p.getByRole("button", { name: sampleExamMeta.previousLabel }),
    answered: 'form[data-exam-step="0"]',
    chosen: true,
  },
  {
    name: `the sample exam's '${sampleExamMeta.submitLabel}'`,
    path: sampleExamMeta.path,
    baseline: false,
    prepare: async (p) => {
      await examAt(p, examQuestions.length, examQuestions.length);
      // The answer measured is 'Submitting...'; the post itself would unload the page.
      await p.evaluate(() => addEventListener("submit", (e) => e.preventDefault()));
    },
    find: (p) => p.getByRole("button", { name: sampleExamMeta.submitLabel }),
    answered: "form[data-exam-submitting]",
    chosen: true,
  },
];

/**
 * The sample exam with the start form filled (`answered` -1: not sent), or started with
 * `answered` questions answered and shown at `question` (1-based; the last answered one by
 * default), by the page's own events.
 */
async function examAt(page: Page, answered: number, question = Math.max(answered, 1)) {
  await page.evaluate(
    ([answered, question]) => {
      const exam = document.querySelector("[data-vs-exam]") ?? document;
      const set = (id: string, value: string) =>
        ((document.getElementById(id) as HTMLInputElement).value = value);
      set("exam-name", "Bench Taker");
      set("exam-email", "bench@example.com");
      if (answered < 0) return;
      exam.querySelector<HTMLFormElement>("form[data-exam-start]")!.requestSubmit();
      for (let n = 1; n <= answered; n++) {
        exam.querySelector<HTMLElement>("[data-exam-q]:not([hidden]) [role=radio]")!.click();
        if (n < question) exam.querySelector<HTMLElement>("[data-exam-next]")!.click();
      }
    },
    [answered, question],
  );
}

async function slowPhone(browser: Browser, origin: string, chosen: boolean) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  if (chosen)
    await context.addCookies([{ name: COOKIES.consent.name, value: "essential", url: origin }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return { context, page };
}

/** Taps each control in turn, at its middle, scrolled into view (steps before the measured tap). */
function taps(...steps: ((page: Page) => ReturnType<Page["locator"]>)[]) {
  return async (page: Page) => {
    for (const step of steps) await tapOn(page, step(page));
  };
}

/** Taps the middle of `control`, scrolled into view. */
async function tapOn(page: Page, control: ReturnType<Page["locator"]>) {
  const box = await control.first().evaluate(
    (el) => {
      el.scrollIntoView({ block: "center" });
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    },
    null,
    { timeout: 10_000 },
  );
  await page.touchscreen.tap(box.x, box.y);
}

/** One first tap: milliseconds from the end of the tap to the frame after the answer. */
async function firstTap(browser: Browser, origin: string, control: Control): Promise<number> {
  let context: BrowserContext | undefined;
  try {
    let page: Page;
    ({ context, page } = await slowPhone(browser, origin, control.chosen));
    await page.goto(origin + control.path, { waitUntil: "load", timeout: 60_000 });
    const loaded = Date.now();
    await control.prepare?.(page);
    const target = await control.find(page).first().elementHandle({ timeout: 10_000 });
    if (!target) throw new Error(`${control.name}: not found`);
    // Scrolled into view without an event a visitor's touch would send (no intent, ADR 218).
    const point = await target.evaluate((el, selector) => {
      el.scrollIntoView({ block: "center" });
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      const state = { down: 0, start: 0, end: 0 };
      (window as Window & { __firstTap?: typeof state }).__firstTap = state;
      const down = (e: Event) => {
        if (!state.down) state.down = e.timeStamp;
      };
      const start = (e: Event) => {
        if (!state.start) state.start = e.timeStamp;
      };
      window.addEventListener("touchstart", down, { capture: true, passive: true });
      window.addEventListener("pointerdown", down, { capture: true, passive: true });
      // The tap is made when the finger lifts: the count starts there, as INP's would.
      window.addEventListener("touchend", start, { capture: true, passive: true });
      window.addEventListener("pointerup", start, { capture: true, passive: true });
      const check = () => {
        if (state.end || !state.down || !document.querySelector(selector)) return;
        observer.disconnect();
        requestAnimationFrame(() => (state.end = performance.now()));
      };
      const observer = new MutationObserver(check);
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      return {
        x,
        y,
        covered: !hit || !el.contains(hit),
        answered: !!document.querySelector(selector),
      };
    }, control.answered);
    if (point.covered) throw new Error(`${control.name}: covered by another element`);
    if (point.answered) throw new Error(`${control.name}: answered before the tap`);
    await page.waitForTimeout(Math.max(0, TAP_AFTER_LOAD_MS - (Date.now() - loaded)));
    await page.touchscreen.tap(point.x, point.y);
    const state = await page
      .waitForFunction(
        () => {
          const s = (
            window as Window & { __firstTap?: { down: number; start: number; end: number } }
          ).__firstTap;
          return s?.end ? s : null;
        },
        null,
        { polling: 50, timeout: NO_ANSWER_MS },
      )
      .then((h) => h.jsonValue())
      .catch(() => null);
    return state ? Math.max(0, state.end - (state.start || state.down)) : NO_ANSWER_MS;
  } finally {
    await context?.close();
  }
}

export async function benchFirstUse(
  url: string,
  opts: { runs?: number; baselineUrl?: string; baselineLabel?: string } = {},
): Promise<{ rows: Row[]; json: unknown }> {
  const runs = opts.runs ?? 3;
  const browser = await launchBrowser();
  const rows: Row[] = [];
  const json: Record<string, { ours: number[]; baseline?: number[] }> = {};
  console.log(`  controls: ${FIRST_USE_CONTROLS.map((c) => c.name).join("; ")}`);
  try {
    for (const control of FIRST_USE_CONTROLS) {
      const ours: number[] = [];
      const before: number[] = [];
      try {
        for (let i = 0; i < runs; i++) {
          ours.push(await firstTap(browser, url, control));
          if (opts.baselineUrl && control.baseline !== false)
            before.push(await firstTap(browser, opts.baselineUrl, control));
        }
      } catch (error) {
        rows.push({
          section: SECTION,
          metric: control.name,
          ours: "",
          baseline: "",
          ratio: null,
          target: "",
          verdict: `unavailable: ${(error as Error).message.split("\n")[0]}`,
        });
        continue;
      }
      const m = median(ours);
      json[control.name] = { ours, ...(opts.baselineUrl ? { baseline: before } : {}) };
      rows.push({
        section: SECTION,
        metric: control.name,
        ours: `${fmt(m)} ms (${ours.map((v) => fmt(v)).join(", ")})`,
        baseline: before.length
          ? `${fmt(median(before))} ms ${opts.baselineLabel ?? ""}`.trim()
          : "",
        ratio: null,
        target: `≤ ${FIRST_TAP_BUDGET_MS} ms`,
        verdict: m <= FIRST_TAP_BUDGET_MS ? "PASS" : "BELOW",
      });
    }
  } finally {
    await browser.close();
  }
  return { rows, json };
}
