import type { Browser, BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  founderBenefits,
  founderQuizSection,
  foundersHowItWorks,
  founderTestimonial,
  foundersHero,
} from "../../app/content/founders.ts";
import {
  arenaExplainer,
  closingCall,
  cycle,
  heroCtas,
  heroVariants,
  howItWorks,
  journey,
  newIncubators,
  vcClassroom,
  winWin,
} from "../../app/content/home.ts";
import {
  capitalStackSection,
  faqSection,
  oldVsNew,
  personas,
  simulatorSection,
  stakerTestSection,
  stakersFinalCta,
  stakersHero,
  stakersHowItWorksHeading,
  whyStaker,
} from "../../app/content/stakers.ts";
import { siteConfig } from "../../app/lib/site-config.ts";
import { expectNoAxeViolations, waitForHydration } from "../support/browser.ts";
import type { RunningServer } from "../support/server.ts";
import { startSite } from "../support/site.ts";

let server: RunningServer;
let browser: Browser;

startSite((site) => ({ server, browser } = site));

const h2Texts = (page: Page) => page.locator("main h2").allTextContents();

describe("landing page", () => {
  it("smoke: shows the spec's sections in order with their texts and figures", async () => {
    const page = await browser.newPage();
    await page.goto(server.url + "/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "A new game of innovation for Communities",
    );
    await expect(
      page.getByRole("link", { name: heroCtas.primary.label }).getAttribute("href"),
    ).resolves.toBe("/waitlist");
    await expect(
      page.getByRole("link", { name: heroCtas.secondary.label }).getAttribute("href"),
    ).resolves.toBe("#what-is-an-arena");
    expect(await h2Texts(page)).toEqual([
      arenaExplainer.heading,
      "The VC Classroom",
      "Communities Are the New Incubators",
      "How it works",
      winWin.heading,
      "Generosity → Discovery → Opportunity → Prosperity",
      journey.heading,
      "Bring an Arena to Your Community",
    ]);
    const classroom = page.locator(`#${vcClassroom.id}`);
    await classroom.getByText("99%", { exact: true }).waitFor();
    await classroom.getByText("find VC opaque and inaccessible").waitFor();
    await classroom.getByText("1%", { exact: true }).waitFor();
    await classroom.getByText("have insider access").waitFor();
    await page
      .locator(`#${newIncubators.id}`)
      .getByRole("heading", { name: newIncubators.staking.title })
      .waitFor();

    const how = page.locator("#how-it-works");
    expect(await how.locator("h3").allTextContents()).toEqual(
      ["Join the Game", "Commit Tokens", "Watch the Journey", "Spot the Breakouts"].map(
        (t, i) => `Step ${i + 1}: ${t}`,
      ),
    );
    await expect(
      how.getByRole("link", { name: "Join the Waitlist" }).getAttribute("href"),
    ).resolves.toBe("/waitlist");

    const winWinSection = page.locator(`#${winWin.id}`);
    await winWinSection.getByRole("heading", { name: "Communities", exact: true }).waitFor();
    await winWinSection.getByRole("heading", { name: "Alumni/Networks" }).waitFor();
    expect(await page.locator(`#${cycle.id} h3`).allTextContents()).toEqual([
      "Generosity",
      "Discovery",
      "Opportunity",
      "Prosperity",
    ]);

    const tracks = page.locator(`#${journey.id}`);
    expect(await tracks.locator("h4").allTextContents()).toEqual([
      "Apply",
      "Pitch",
      "Receive Grant",
      "Discover & Report",
      "Breakthrough",
      "Prosper Together",
      "Join the Game",
      "Allocate Tokens",
      "Fund a Journey",
      "Stay Updated",
      "Invest Smartly",
      "Prosper Together",
    ]);

    const closing = page.locator(`#${closingCall.id}`);
    await expect(
      closing.getByRole("link", { name: "Launch an Arena" }).getAttribute("href"),
    ).resolves.toBe("/launch-arena");
    await expect(
      closing.getByRole("link", { name: "Schedule a Demo" }).getAttribute("href"),
    ).resolves.toBe("/launch-arena");
    await expect(
      closing.getByRole("link", { name: "Talk to the team" }).getAttribute("href"),
    ).resolves.toBe(`mailto:${siteConfig.email}`);
    await page.close();
  });

  it("scrolls #how-it-works into view on arrival", async () => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 600 } });
    await page.goto(server.url + "/#how-it-works");
    await waitForHydration(page);
    await page.waitForFunction(() => {
      const top = document.getElementById("how-it-works")!.getBoundingClientRect().top;
      return window.scrollY > 0 && Math.abs(top) < 120;
    });
    await page.close();
  });
});

describe("founders page", () => {
  it("smoke: shows the hero CTAs, six benefits, five steps, the comparison, the testimonial and the quiz section", async () => {
    const page = await browser.newPage();
    await page.goto(server.url + "/founders");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      foundersHero.heading,
    );
    await expect(
      page.getByRole("link", { name: "Take the Founder Quiz" }).getAttribute("href"),
    ).resolves.toBe("#founder-readiness-quiz");
    await expect(
      page
        .getByRole("link", { name: `Apply for a ${siteConfig.brand} Grant` })
        .getAttribute("href"),
    ).resolves.toBe("/founder-signup");
    expect(await page.locator(`#${founderBenefits.id} h3`).count()).toBe(6);
    const how = page.locator("#how-it-works");
    await how.getByRole("heading", { name: "How It Works", level: 2 }).waitFor();
    expect(await how.locator("ol > li").count()).toBe(5);
    await expect(
      how.getByRole("link", { name: foundersHowItWorks.cta.label }).getAttribute("href"),
    ).resolves.toBe("/founder-signup");
    const table = page.getByRole("table");
    await table.getByRole("columnheader", { name: "Traditional Pre-Seed" }).waitFor();
    expect(await table.locator("tbody tr").count()).toBeGreaterThanOrEqual(5);
    await page.getByText("$50,000 grant").waitFor();
    await page.getByText(founderTestimonial.name).waitFor();
    const quiz = page.locator("#founder-readiness-quiz");
    await quiz.getByRole("heading", { name: founderQuizSection.heading, level: 2 }).waitFor();
    expect(await quiz.locator('[data-slot="founder-quiz"]').count()).toBe(1);
    await page.close();
  });

  it("scrolls to the quiz when 'Take the Founder Quiz' is clicked", async () => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 600 } });
    await page.goto(server.url + "/founders");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Take the Founder Quiz" }).click();
    await page.waitForURL(/#founder-readiness-quiz$/);
    await page.waitForFunction(
      () =>
        Math.abs(document.getElementById("founder-readiness-quiz")!.getBoundingClientRect().top) <
        120,
    );
    await page.close();
  });
});

describe("stakers page", () => {
  for (const path of ["/venturestakers", "/venturestaking"]) {
    it(`${path === "/venturestakers" ? "smoke: " : ""}${path} shows the 11 parts in order with canonical /venturestakers`, async () => {
      const page = await browser.newPage();
      const response = await page.goto(server.url + path);
      expect(response?.status()).toBe(200);
      // The build's address, reached here under another origin: after hydration it is still
      // the one canonical link (ADR 203), never a second one naming the browser's origin.
      await waitForHydration(page);
      await expect(
        page
          .locator('link[rel="canonical"]')
          .evaluateAll((links) => links.map((l) => l.getAttribute("href"))),
      ).resolves.toEqual([`${siteConfig.publicUrl}/venturestakers`]);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
        stakersHero.heading,
      );
      const hero = page.locator("main > section").first();
      await expect(
        hero
          .getByRole("link", { name: `Take the ${siteConfig.roleName} Test` })
          .getAttribute("href"),
      ).resolves.toBe("#venturestaker-test");
      await expect(
        hero.getByRole("link", { name: "Create Account" }).getAttribute("href"),
      ).resolves.toBe("/waitlist");
      await expect(
        hero.getByRole("link", { name: "Learn How It Works" }).getAttribute("href"),
      ).resolves.toBe("#why-venturestaker");

      expect(await h2Texts(page)).toEqual([
        "Is it for you?",
        stakersHowItWorksHeading,
        simulatorSection.heading,
        oldVsNew.heading,
        "Why become a staker",
        arenaExplainer.heading,
        capitalStackSection.heading,
        faqSection.heading,
        stakerTestSection.heading,
        stakersFinalCta.heading,
      ]);
      expect(await page.locator(`#${personas.id} h3`).allTextContents()).toEqual(
        personas.questions.map((q) => q.question),
      );
      const how = page.locator("#how-it-works");
      expect(await how.locator("ol > li").count()).toBe(howItWorks.steps.length);
      await expect(
        how.getByRole("link", { name: "Join the Waitlist" }).getAttribute("href"),
      ).resolves.toBe("/waitlist");
      expect(await page.locator('#simulator [data-slot="simulator"]').count()).toBe(1);

      const rows = page.locator(`#${oldVsNew.id} tbody tr`);
      expect(await rows.count()).toBe(oldVsNew.rows.length);
      for (let i = 0; i < oldVsNew.rows.length; i++) {
        const cells = rows.nth(i).locator("th, td");
        expect((await cells.allTextContents()).map((s) => s.trim())).toEqual([
          oldVsNew.rows[i].feature,
          "No",
          oldVsNew.rows[i].venturestaking,
        ]);
      }
      expect(await page.locator("#why-venturestaker h3").allTextContents()).toEqual(
        whyStaker.cards.map((c) => c.title),
      );
      expect(await page.locator('#capital-stack [data-slot="capital-stack"]').count()).toBe(1);
      expect(await page.locator('#faq [data-slot="faq"]').count()).toBe(1);
      expect(await page.locator('#venturestaker-test [data-slot="staker-test"]').count()).toBe(1);
      const final = page.locator(`#${stakersFinalCta.id}`);
      await expect(
        final.getByRole("link", { name: "Join the Waitlist" }).getAttribute("href"),
      ).resolves.toBe("/waitlist");
      await final
        .getByText(/Points and tokens are educational; they are not securities or investments/)
        .waitFor();
      await final.getByText(/no investment returns are offered or guaranteed/).waitFor();
      await page.close();
    });
  }

  it("shares the Arena explainer with the landing page", async () => {
    const page = await browser.newPage();
    await page.goto(server.url + "/venturestakers");
    const onStakers = await page.locator(`#${arenaExplainer.id}`).innerText();
    await page.goto(server.url + "/");
    expect(await page.locator(`#${arenaExplainer.id}`).innerText()).toBe(onStakers);
    await page.close();
  });

  it("scrolls to #why-venturestaker from 'Learn How It Works'", async () => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 600 } });
    await page.goto(server.url + "/venturestaking");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Learn How It Works" }).click();
    await page.waitForURL(/#why-venturestaker$/);
    await page.waitForFunction(
      () =>
        Math.abs(document.getElementById("why-venturestaker")!.getBoundingClientRect().top) < 120,
    );
    await page.close();
  });

  it("redirects /join-venturestaker to /waitlist", async () => {
    const res = await fetch(server.url + "/join-venturestaker", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/waitlist");
  });
});

describe("small screens", () => {
  for (const path of ["/", "/founders", "/venturestakers"]) {
    it(`${path} fits 390 px without sideways scrolling, has headings in order and passes axe there`, async () => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(server.url + path);
      await waitForHydration(page);
      const levels = await page.evaluate(() =>
        [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1])),
      );
      expect(levels.filter((l) => l === 1)).toHaveLength(1);
      expect(levels.filter((l, i) => i > 0 && l > levels[i - 1] + 1)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await expectNoAxeViolations(page);
      await page.close();
    });
  }
});

describe("hero A/B test", () => {
  async function heroOf(page: Page) {
    const variant = await page.evaluate(() => document.documentElement.dataset.hero);
    const visible = await page
      .locator(".hero-variant-a, .hero-variant-b")
      .evaluateAll((els) =>
        els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.textContent),
      );
    return { variant, visible };
  }

  it("smoke: keeps a visitor's variant across reloads and shows only that variant's message", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url + "/");
    const first = await heroOf(page);
    expect(first.variant).toMatch(/^[AB]$/);
    expect(first.visible).toEqual([heroVariants[first.variant as "A" | "B"]]);
    expect((await context.cookies()).find((c) => c.name === "vs_hero")?.value).toBe(first.variant);
    for (let i = 0; i < 3; i++) {
      await page.reload();
      expect(await heroOf(page)).toEqual(first);
    }
    await context.close();
  });

  it("assigns both variants over 20 fresh visitors", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const context = await browser.newContext({ javaScriptEnabled: true });
      const page = await context.newPage();
      await page.goto(server.url + "/");
      const { variant, visible } = await heroOf(page);
      expect(visible).toEqual([heroVariants[variant as "A" | "B"]]);
      seen.add(variant!);
      await context.close();
    }
    expect([...seen].sort()).toEqual(["A", "B"]);
  });

  type Beacon = { variant: string; event_type: string };

  /**
   * Records what the page hands to navigator.sendBeacon (the network layer does not
   * expose a beacon's body) and the server's answers to /api/events.
   */
  async function watchBeacons(context: BrowserContext) {
    const beacons: Beacon[] = [];
    const visitors = new Set<string>();
    const statuses: number[] = [];
    // The page's visitor id (ADR 220) is kept apart: one page's events share one.
    await context.exposeBinding("__recordBeacon", (_source, body: string) => {
      const { visitor, ...beacon } = JSON.parse(body) as Beacon & { visitor: string };
      visitors.add(visitor);
      beacons.push(beacon);
    });
    await context.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob)
          void data
            .text()
            .then((t) =>
              (window as unknown as { __recordBeacon(b: string): void }).__recordBeacon(t),
            );
        return send(url, data);
      };
    });
    context.on("response", (response) => {
      if (response.url().endsWith("/api/events")) statuses.push(response.status());
    });
    return { beacons, statuses, visitors };
  }

  /** A same-origin round trip after the action, so any beacon the action queued was seen first. */
  async function barrier(page: Page) {
    await page.evaluate(() => fetch("/healthz").then((r) => r.status));
  }

  async function visit(context: BrowserContext) {
    const watch = await watchBeacons(context);
    const page = await context.newPage();
    await page.goto(server.url + "/");
    await waitForHydration(page);
    const variant = await page.evaluate(() => document.documentElement.dataset.hero!);
    return { page, variant, ...watch };
  }

  async function until(check: () => boolean) {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(check()).toBe(true);
  }

  it("smoke: sends the page view when consent is given on the page, then the CTA clicks, with the visitor's variant", async () => {
    const context = await browser.newContext();
    const { page, variant, beacons, statuses, visitors } = await visit(context);
    await barrier(page);
    expect(beacons).toEqual([]); // no consent choice yet
    await page.getByRole("button", { name: "Accept All" }).click();
    await until(() => beacons.length === 1 && statuses.length === 1);
    expect(beacons).toEqual([{ variant, event_type: "page_view" }]);
    expect((await context.cookies()).find((c) => c.name === "vs_vid")?.httpOnly).toBe(true);

    await page.locator('[data-hero-cta="primary"]').click();
    await page.waitForURL(/\/waitlist$/);
    await until(() => beacons.length === 2);
    await page.goBack();
    await page.waitForURL(server.url + "/");
    await until(() => beacons.length === 3); // a new visit of the page
    await page.locator('[data-hero-cta="secondary"]').click();
    await until(() => beacons.length === 4 && statuses.length === 4);
    expect(beacons).toEqual([
      { variant, event_type: "page_view" },
      { variant, event_type: "click_primary_cta" },
      { variant, event_type: "page_view" },
      { variant, event_type: "click_secondary_cta" },
    ]);
    expect(statuses).toEqual([204, 204, 204, 204]);
    expect(visitors.size).toBe(1); // one document, one visitor id
    await context.close();
  });

  it("sends the page view at once for a visitor who accepted earlier", async () => {
    const context = await browser.newContext();
    await context.addCookies([{ name: "vs_consent", value: "all", url: server.url }]);
    const { variant, beacons, statuses } = await visit(context);
    await until(() => statuses.length === 1 && beacons.length === 1);
    expect(beacons).toEqual([{ variant, event_type: "page_view" }]);
    expect(statuses).toEqual([204]);
    await context.close();
  });

  const optedOut: [string, (c: BrowserContext) => Promise<void>, object?][] = [
    [
      "rejected non-essential cookies",
      (c) => c.addCookies([{ name: "vs_consent", value: "essential", url: server.url }]),
    ],
    [
      "opted out in Privacy Choices",
      (c) =>
        c.addCookies([
          { name: "vs_consent", value: "all", url: server.url },
          { name: `${siteConfig.brand}_privacy_choice`, value: "opt-out", url: server.url },
        ]),
    ],
    [
      "sends Global Privacy Control",
      async (c) => {
        await c.addCookies([{ name: "vs_consent", value: "all", url: server.url }]);
        await c.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
        );
      },
      { extraHTTPHeaders: { "Sec-GPC": "1" } },
    ],
  ];
  for (const [who, setup, options] of optedOut) {
    it(`sends no events for a visitor who ${who}`, async () => {
      const context = await browser.newContext(options);
      await setup(context);
      const { page, beacons, statuses } = await visit(context);
      await page.locator('[data-hero-cta="primary"]').click();
      await page.waitForURL(/\/waitlist$/);
      await barrier(page);
      expect(beacons).toEqual([]);
      expect(statuses).toEqual([]);
      await context.close();
    });
  }
});
