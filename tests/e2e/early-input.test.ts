// What a visitor types, picks or toggles before the page (or its deferred part, ADR 081) has
// hydrated is the state after hydration (ADR 130). Each test holds the script that would make
// the control interactive, acts on the server-rendered control, then lets the script through.
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { faqItems } from "../../app/content/faq.ts";
import { founderQuestions, founderQuizMeta } from "../../app/content/founder-quiz.ts";
import { referenceCompanies, simulatorMeta } from "../../app/content/simulator.ts";
import { stakerQuestions, stakerTestMeta } from "../../app/content/staker-test.ts";
import { formatUsd, simulate } from "../../app/features/simulator/simulator.ts";
import { heldPage, waitForHydration } from "../support/browser.ts";
import type { RunningServer } from "../support/server.ts";
import { startSite } from "../support/site.ts";

let server: RunningServer;
let browser: Browser;

startSite((site) => ({ server, browser } = site));

const SIMULATOR_CHUNK = "**/assets/simulator-*.js";
const PAGE_ENTRY = "**/assets/entry.client-*.js";

function figure(page: Page, label: string) {
  return page
    .locator("section#simulator dt", { hasText: label })
    .locator("xpath=following-sibling::dd");
}

async function expectSimulation(page: Page, tokens: number, ideaIndex: number) {
  const expected = simulate(tokens, referenceCompanies[ideaIndex].multiple);
  await expect
    .poll(() => figure(page, simulatorMeta.invitationLabel).textContent())
    .toBe(formatUsd(expected.invitation));
  await expect(figure(page, simulatorMeta.valueTodayLabel).textContent()).resolves.toBe(
    formatUsd(expected.valueToday),
  );
}

describe("Input before hydration", () => {
  for (const [what, held] of [
    ["its deferred part has loaded", SIMULATOR_CHUNK],
    ["the page has hydrated", PAGE_ENTRY],
  ] as const) {
    it(`keeps 130 typed into the simulator and the 'Run Simulation' press made before ${what}`, async () => {
      const { context, page, release } = await heldPage(browser, held);
      await page.goto(server.url + "/venturestakers", { waitUntil: "commit" });
      // Only the part is held here: the page around it is interactive (on a loaded machine the
      // page itself may take over 8 s, when a held submit falls back to a native post).
      if (held === SIMULATOR_CHUNK)
        await page.waitForFunction(() => (window as { __vsHydrated?: boolean }).__vsHydrated);
      const sim = page.locator("section#simulator");
      const tokens = sim.getByRole("spinbutton", { name: simulatorMeta.tokensLabel });
      await tokens.fill("130");
      await sim.getByRole("button", { name: simulatorMeta.runLabel }).click();
      release();
      await waitForHydration(page);
      await expectSimulation(page, 130, 0);
      await expect(tokens.inputValue()).resolves.toBe("130");
      // Typing after hydration goes on from the early value.
      await tokens.press("ArrowUp");
      await expectSimulation(page, 140, 0);
      await context.close();
    });
  }

  it("keeps arrow-key steps and the idea chosen before the simulator hydrates", async () => {
    const { context, page, release } = await heldPage(browser, SIMULATOR_CHUNK);
    await page.goto(server.url + "/venturestakers", { waitUntil: "commit" });
    const sim = page.locator("section#simulator");
    const tokens = sim.getByRole("spinbutton", { name: simulatorMeta.tokensLabel });
    await tokens.focus();
    for (let i = 0; i < 3; i++) await tokens.press("ArrowDown");
    await expect(tokens.inputValue()).resolves.toBe("70");
    await sim
      .getByRole("combobox", { name: simulatorMeta.ideaLabel })
      .selectOption({ label: referenceCompanies[2].idea });
    release();
    await waitForHydration(page);
    await sim.getByText(referenceCompanies[2].summary).waitFor();
    await sim.getByRole("button", { name: simulatorMeta.runLabel }).click();
    await expectSimulation(page, 70, 2);
    await context.close();
  });

  it("keeps the name and e-mail typed into the sample exam's start form and its early 'Start Quiz'", async () => {
    const { context, page, release } = await heldPage(browser, PAGE_ENTRY);
    await page.goto(server.url + "/sample-exam", { waitUntil: "commit" });
    await page.getByRole("textbox", { name: "Name" }).fill("Early Bird");
    await page.getByRole("textbox", { name: "Email" }).fill("early@example.com");
    await page.getByRole("button", { name: "Start Quiz" }).click();
    release();
    await page.getByText("Question 1 of 15").waitFor();
    await context.close();
  });

  it("keeps choices made from the keyboard in the capital stack, the FAQ, the staker test and the founder quiz", async () => {
    const { context, page, release } = await heldPage(
      browser,
      "**/assets/{capital-stack,faq,staker-test}-*.js",
    );
    await page.goto(server.url + "/venturestakers", { waitUntil: "commit" });
    const profit = page.getByRole("button", { name: "Go-for-Profit Pathway" });
    await profit.focus();
    await page.keyboard.press("Enter");
    const question = page.getByRole("button", { name: faqItems[2].question });
    await question.focus();
    await page.keyboard.press("Space");
    const start = page.getByRole("button", { name: stakerTestMeta.startLabel });
    await start.focus();
    await page.keyboard.press("Enter");
    release();
    await waitForHydration(page);
    await expect.poll(() => profit.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => question.getAttribute("aria-expanded")).toBe("true");
    await page.getByText(stakerQuestions[0].text).first().waitFor();
    await context.close();

    const founders = await heldPage(browser, "**/assets/founder-quiz-*.js");
    await founders.page.goto(server.url + "/founders", { waitUntil: "commit" });
    const begin = founders.page.getByRole("button", { name: founderQuizMeta.startLabel });
    await begin.focus();
    await founders.page.keyboard.press("Enter");
    founders.release();
    await waitForHydration(founders.page);
    await founders.page.getByText(founderQuestions[0].text).first().waitFor();
    await founders.context.close();
  });
});
describe("Clicks before the page is interactive", () => {
  // The FAQ and the mobile menu answer before either (the head script, ADR 223:
  // first-tap.test.ts); the capital stack's pathways wait for their part's scripts.
  for (const [what, held] of [
    ["the page has hydrated", PAGE_ENTRY],
    ["its deferred part has loaded", "**/assets/capital-stack-*.js"],
  ] as const) {
    it(`are held and replayed, not lost, when made before ${what}`, async () => {
      const { context, page, release } = await heldPage(browser, held);
      await page.goto(server.url + "/venturestakers", { waitUntil: "commit" });
      const profit = page.getByRole("button", { name: "Go-for-Profit Pathway" });
      await profit.click();
      await expect(profit.getAttribute("aria-pressed")).resolves.toBe("false");
      release();
      await waitForHydration(page);
      await expect.poll(() => profit.getAttribute("aria-pressed")).toBe("true");
      await context.close();
    });
  }
});

describe("When a page's scripts start (ADR 218)", () => {
  const booted = (page: Page) =>
    page.evaluate(() => (window as { __vsBooted?: number }).__vsBooted === 1);

  it("a visitor's page asks for none until it is used, then hydrates; unused, it starts once idle", async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto(server.url + "/founders");
    await expect(booted(page)).resolves.toBe(false);
    // None of React's: the widgets' own modules (ADR 228) are the page's, loaded with it.
    expect(scripts.filter((u) => !u.includes("/assets/islands/"))).toEqual([]);
    await page.mouse.move(20, 20);
    await page.waitForFunction(() => (window as { __vsHydrated?: boolean }).__vsHydrated);
    expect(scripts.some((u) => /\/assets\/entry\.client-/.test(u))).toBe(true);

    // Nobody uses this one: its scripts start on their own after the load event.
    await page.goto(server.url + "/education");
    await expect(booted(page)).resolves.toBe(false);
    await page.waitForFunction(() => (window as { __vsHydrated?: boolean }).__vsHydrated, null, {
      timeout: 15_000,
    });
    await page.close();
  });

  it("the landing page starts at the first paint for a visitor who allows measurement, and counts the view unasked", async () => {
    const page = await browser.newPage();
    await page.goto(server.url + "/");
    await expect(booted(page)).resolves.toBe(false);
    await page.context().addCookies([{ name: "vs_consent", value: "all", url: server.url }]);
    // The page view is the one event a page sends unasked (a beacon's body is not visible
    // here; marketing.test.ts reads it).
    const view = page.waitForResponse((r) => r.url().endsWith("/api/events"), {
      timeout: 5_000,
    });
    await page.goto(server.url + "/");
    await page.waitForFunction(() => (window as { __vsBooted?: number }).__vsBooted === 1, null, {
      timeout: 2_000,
    });
    expect((await view).status()).toBe(204);
    await page.close();
  });

  it("a slide deck opened at a #slide starts at the first paint; without one, an early arrow key still turns the slide", async () => {
    const page = await browser.newPage();
    await page.goto(server.url + "/presentation#3");
    await page.waitForFunction(() => (window as { __vsBooted?: number }).__vsBooted === 1, null, {
      timeout: 2_000,
    });
    await page.getByText(/^3 \/ \d+$/).waitFor();

    await page.goto(server.url + "/iu-deck");
    await expect(booted(page)).resolves.toBe(false);
    await page.keyboard.press("ArrowRight"); // held, then dispatched again once hydrated
    await page.getByText(/^2 \/ \d+$/).waitFor();
    await expect(page.evaluate(() => location.hash)).resolves.toBe("#2");
    await page.close();
  });
});
