import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { legalDocuments } from "../../app/content/legal/index.ts";
import {
  founderSignupForm,
  launchArenaForm,
  qaiEnrollmentForm,
  type FormDefinition,
} from "../../app/content/forms.ts";
import { media, principles, team, values, cycle } from "../../app/content/about.ts";
import {
  benefits,
  curriculumTopics,
  steps as programmeSteps,
  testimonials,
} from "../../app/content/certification.ts";
import { partners, qai, studentTestimonials, QAI_NAME } from "../../app/content/education.ts";
import { waitForHydration } from "../support/browser.ts";
import type { RunningServer } from "../support/server.ts";
import { startSite } from "../support/site.ts";

let server: RunningServer;
let browser: Browser;

startSite((site) => ({ server, browser } = site), { env: { RATE_LIMIT_FORM_MAX: "100" } });

describe("legal pages", () => {
  it("smoke: every legal page shows its title, date and the spec's facts", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const facts: Record<string, RegExp[]> = {
      "/privacy-policy": [
        /not meant for anyone under 16/,
        /Global Privacy Control/,
        /California/,
        /Your Privacy Choices/,
        /Server logs: for each request, which kind of page/,
      ],
      "/terms-of-service": [
        /18 or older/,
        /not a security, an investment contract, a fund, a broker, an exchange or an investment vehicle/,
        /voluntary contribution with no expectation of return/,
      ],
      "/cookie-policy": [
        /Accept All/,
        /Reject Non-Essential/,
        /Customize/,
        /'Cookie Settings' link in the footer/,
      ],
      "/accessibility": [
        /within five business days/,
        /Figtree[^\n]*SIL Open Font License 1\.1/, // Credits (ADR 183)
        /Twemoji[^\n]*CC-BY 4\.0/,
      ],
      "/disclaimer": [
        /points or tokens are educational, not securities or investments/,
        /No investment returns are offered or guaranteed/,
        /cooperative/,
      ],
    };
    for (const doc of legalDocuments) {
      const response = await page.goto(server.url + doc.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(doc.title);
      const text = await page.locator("main").innerText();
      expect(text).toContain(`Last updated: ${doc.lastUpdated}`);
      for (const fact of facts[doc.path]) expect(text, `${doc.path} ${fact}`).toMatch(fact);
      for (const section of doc.sections)
        await page.getByRole("heading", { level: 2, name: section.heading, exact: true }).waitFor();
    }
    await context.close();
  });
});

/** Fills a form's fields by their visible labels. */
async function fill(
  page: import("playwright-core").Page,
  form: FormDefinition,
  values: Record<string, string>,
) {
  for (const field of form.fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    const control = page.getByLabel(field.label, { exact: false }).first();
    if (field.kind === "select") await control.selectOption(value);
    else await control.fill(value);
  }
}

const goodValues: Record<string, Record<string, string>> = {
  "launch-arena": {
    organization: "Riverbend Community College",
    arenaType: "Community",
    contactName: "Sam Ortiz",
    email: "sam@riverbend.example",
    role: "Dean of Innovation",
    communitySize: "100–500 members",
    region: "Austin, TX",
    timeline: "Within 3 months",
    message: "Looking forward to it.",
  },
  "founder-signup": {
    name: "Lena Park",
    email: "lena@tidepool.example",
    startupName: "Tidepool",
    stage: "Idea stage",
    pitch: "A marketplace for reusable lab equipment.",
    website: "https://tidepool.example",
    arena: "Riverbend Community College",
    grantSize: "$25K",
    heardFrom: "Social media",
  },
  "qai-enrollment": {
    name: "Omar Haddad",
    email: "omar@example.net",
    profession: "Founder",
    organization: "Haddad Ventures",
    linkedin: "https://www.linkedin.com/in/omarhaddad",
    preferredStart: "As soon as possible",
  },
};

const badInput: Record<
  string,
  { values: Record<string, string>; messages: string[]; firstInvalid: string }
> = {
  "launch-arena": {
    values: { email: "sam@" },
    messages: [
      "Please enter your organization's name",
      "Please choose University, Community or Network",
      "Please enter a valid email address",
      "Please choose a timeline",
    ],
    firstInvalid: "Organisation",
  },
  "founder-signup": {
    values: { name: "Lena Park", email: "lena@tidepool.example", website: "tidepool" },
    messages: [
      "Please enter your startup's name",
      "Please enter a full web address starting with https://",
      "Please choose a grant size: $25K, $50K or $100K",
    ],
    firstInvalid: "Startup name",
  },
  "qai-enrollment": {
    values: { name: "Omar", email: "omar@example.net", linkedin: "https://example.com/omar" },
    messages: [
      "Please choose your profession",
      "Please enter a LinkedIn profile address, like https://www.linkedin.com/in/your-name",
    ],
    firstInvalid: "Profession",
  },
};

describe("native forms", () => {
  for (const form of [launchArenaForm, founderSignupForm, qaiEnrollmentForm]) {
    it(`${form.path}: rejects bad input with its messages, then accepts good input and e-mails both sides`, async () => {
      const page = await browser.newPage();
      await page.goto(`${server.url}${form.path}?utm_source=e2e&ref=r42`);
      await page.getByRole("heading", { level: 1, name: form.heading }).waitFor();
      if (form === launchArenaForm) await page.getByText(form.subtitle).waitFor();
      await waitForHydration(page);

      const bad = badInput[form.name];
      await fill(page, form, bad.values);
      await page.getByRole("button", { name: form.submitLabel }).click();
      for (const message of bad.messages) await page.getByText(message, { exact: true }).waitFor();
      const focusedLabel = await page.evaluate(
        () => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? "",
      );
      expect(focusedLabel).toContain(bad.firstInvalid);
      const invalid = page.getByLabel(bad.firstInvalid, { exact: false }).first();
      await expect(invalid.getAttribute("aria-invalid")).resolves.toBe("true");
      const describedBy = (await invalid.getAttribute("aria-describedby")) ?? "";
      expect(await page.locator(`[id="${describedBy.split(" ").pop()}"]`).textContent()).toBe(
        bad.messages[0],
      );

      const good = goodValues[form.name];
      await fill(page, form, good);
      // The page's URL parameters travel with the submission (stored server-side: forms.server.test.ts).
      const submission = page.waitForRequest((r) => r.method() === "POST");
      await page.getByRole("button", { name: form.submitLabel }).click();
      expect((await submission).url()).toMatch(/[?&]utm_source=e2e&ref=r42/);
      await page.getByRole("heading", { name: form.successTitle }).waitFor();
      const confirmation = await server.mail.waitFor(good.email, /We received/);
      expect(confirmation.text).toContain(good.email);
      await server.mail.waitFor(
        "hello@venturestaking.org",
        new RegExp(`New ${form.heading} submission from ${good.email}`),
      );
      await page.close();
    });
  }

  it("smoke: submits without JavaScript — server messages, then the confirmation", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/qai-enrollment?utm_campaign=nojs`);
    // The page is static: its form posts to /forms/<name>, the page's parameters going along
    // in the Referer, and the answer's form carries them (ADR 207).
    const action = () => page.locator("main form[method=post]").getAttribute("action");
    await expect(action()).resolves.toBe("/forms/qai-enrollment");
    await page.getByRole("button", { name: qaiEnrollmentForm.submitLabel }).click();
    await page.getByText("Please enter your full name", { exact: true }).waitFor();
    await expect(action()).resolves.toBe("/forms/qai-enrollment?utm_campaign=nojs");
    await expect(page.getByLabel("Full name").getAttribute("aria-invalid")).resolves.toBe("true");
    await fill(page, qaiEnrollmentForm, {
      ...goodValues["qai-enrollment"],
      email: "nojs@example.net",
    });
    await page.getByRole("button", { name: qaiEnrollmentForm.submitLabel }).click();
    await page.getByRole("heading", { name: qaiEnrollmentForm.successTitle }).waitFor();
    await server.mail.waitFor("nojs@example.net", /We received your QAI enrollment/);
    await context.close();
  });

  it("shows a bot that fills the honeypot the confirmation but sends it nothing", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/founder-signup`);
    await waitForHydration(page);
    const honeypot = page.locator('input[name="homepage"]');
    await expect(honeypot.getAttribute("tabindex")).resolves.toBe("-1");
    await expect(honeypot.getAttribute("autocomplete")).resolves.toBe("off");
    await fill(page, founderSignupForm, {
      ...goodValues["founder-signup"],
      email: "honeybot@spam.example",
    });
    await honeypot.fill("http://spam.example", { force: true });
    await page.getByRole("button", { name: founderSignupForm.submitLabel }).click();
    await page.getByRole("heading", { name: founderSignupForm.successTitle }).waitFor();
    await expect(server.mail.waitFor("honeybot@spam.example", /.*/, 1500)).rejects.toThrow(
      /no mail/,
    );
    await page.close();
  });
});

describe("education, certification and about", () => {
  it("smoke: /education shows every section, the 24 logos and the spec's figures", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + "/education");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Education Programs",
    );
    const logos = page.getByRole("list", { name: "Partner institutions" }).getByRole("img");
    await expect(logos.count()).resolves.toBe(24);
    expect(partners).toHaveLength(24);
    for (let i = 0; i < 24; i++) {
      const logo = logos.nth(i);
      await expect(logo.getAttribute("alt")).resolves.toMatch(/ logo$/);
      await expect(logo.getAttribute("loading")).resolves.toBe("lazy");
      await expect(logo.getAttribute("width")).resolves.toBeTruthy();
      await expect(logo.getAttribute("height")).resolves.toBeTruthy();
      const res = await page.request.get(server.url + (await logo.getAttribute("src")));
      expect(res.status()).toBe(200);
    }
    await expect(
      page.getByRole("link", { name: /Download on the App Store/ }).getAttribute("href"),
    ).resolves.toMatch(/^https:\/\/apps\.apple\.com/);
    await expect(
      page.getByRole("link", { name: /Get it on Google Play/ }).getAttribute("href"),
    ).resolves.toMatch(/^https:\/\/play\.google\.com/);
    const text = await page.locator("main").innerText();
    for (const fact of [
      "5.0 out of 5 stars",
      "11 ratings",
      "$19.99",
      "$249",
      "one-time",
      "For all professionals",
      "Exam manual (digital copy)",
      "10 hours of video learning",
      "300+ practice questions",
      "1 attempt at the certification exam",
      "Certification recorded on a blockchain",
    ]) {
      expect(text, fact).toContain(fact);
    }
    expect(text).toContain(QAI_NAME);
    expect(text).not.toMatch(/Accredited/i);
    await page.getByRole("heading", { name: "What QAI Covers" }).waitFor();
    for (const topic of qai.covers) await page.getByText(topic, { exact: true }).waitFor();
    await page.getByRole("heading", { name: "Three Steps to Certification" }).waitFor();
    for (const step of qai.steps)
      await page.getByRole("heading", { name: `Step ${step.number}: ${step.title}` }).waitFor();
    await page.getByRole("heading", { name: "What Students Say" }).waitFor();
    for (const t of studentTestimonials.items)
      await page.getByText(t.name, { exact: true }).waitFor();
    await expect(page.getByRole("link", { name: "Enroll Now" }).getAttribute("href")).resolves.toBe(
      "/qai-enrollment",
    );
    await expect(
      page.getByRole("link", { name: "Get QAI Certified" }).getAttribute("href"),
    ).resolves.toBe("/qai-enrollment");
    await expect(
      page.getByRole("link", { name: /^Download( \(opens in a new tab\))?$/ }).getAttribute("href"),
    ).resolves.toMatch(/^https:\/\/apps\.apple\.com/);
    await expect(
      page.getByRole("link", { name: /Buy the Book/ }).getAttribute("href"),
    ).resolves.toMatch(/^https:\/\//);
    await page.locator('a[href="/certification"]').first().waitFor();
    await page.locator('a[href="/sample-exam"]').first().waitFor();
    await context.close();
  });

  it("/certification shows benefits, 12 topics, steps, testimonials and the programme figures", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + "/certification");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(curriculumTopics).toHaveLength(12);
    const text = await page.locator("main").innerText();
    for (const b of benefits) expect(text).toContain(b.title);
    for (const topic of curriculumTopics) expect(text).toContain(topic);
    for (const step of programmeSteps)
      await page.getByRole("heading", { name: `Step ${step.number}: ${step.title}` }).waitFor();
    for (const t of testimonials) {
      expect(text).toContain(t.name);
      expect(text).toContain(t.role);
    }
    for (const figure of [
      /Up to 50\s+startup investments over a 2-week period/,
      /50\+\s+micro-quizzes/,
      /12\s+curriculum topics/,
      /14\s+module sets/,
      /10 hours\s+of video/,
      /100 questions\s+exam in 3\.25 hours/,
      /70%\s+passing score/,
    ]) {
      expect(text).toMatch(figure);
    }
    await context.close();
  });

  it("/about shows principles, mission, cycle, values and the team with portraits", async () => {
    const page = await browser.newPage();
    await page.goto(server.url + "/about");
    const main = page.locator("main");
    const text = await main.innerText();
    for (const p of principles) expect(text).toContain(p.title);
    expect(principles).toHaveLength(6);
    expect(text).toContain("the patent-pending VentureStaking game of venture");
    expect(text).toContain("Generosity → Discovery → Opportunity → Prosperity");
    for (const stage of cycle) expect(text).toContain(stage.title);
    for (const v of values) expect(text).toContain(v.title);
    await page.getByRole("heading", { name: "Meet the Mission Team" }).waitFor();
    expect(team).toHaveLength(5);
    for (const m of team) {
      await page.getByRole("heading", { name: m.name }).waitFor();
      expect(text).toContain(m.role);
      // A photo file when one is configured, else a monogram (initials): either has its name.
      const img = page.getByRole("img", { name: `Portrait of ${m.name}` });
      const shown = m.photo
        ? img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)
        : img.evaluate((el) => el.textContent?.trim());
      await expect(shown).resolves.toBeTruthy();
    }
    await page.close();
  });

  it("smoke: loads no third-party resource until a media facade is clicked", async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on("request", (req) => requests.push(req.url()));
    await page.goto(server.url + "/about");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    const thirdParty = () =>
      requests.filter((u) => !u.startsWith(server.url) && !u.startsWith("data:"));
    expect(thirdParty()).toEqual([]);
    expect(media.filter((m) => m.kind === "video")).toHaveLength(5);
    expect(media.filter((m) => m.kind === "podcast")).toHaveLength(1);
    const buttons = page.getByRole("button", { name: /^Play (video|podcast):/ });
    await expect(buttons.count()).resolves.toBe(6);
    await expect(page.locator("iframe").count()).resolves.toBe(0);

    await page.getByRole("button", { name: `Play video: ${media[0].title}` }).click();
    const frame = page.locator(`iframe[title="${media[0].title}"]`);
    await expect(frame.getAttribute("src")).resolves.toBe(
      `https://www.youtube-nocookie.com/embed/${media[0].embedId}?autoplay=1`,
    );
    const podcast = media.find((m) => m.kind === "podcast")!;
    await page.getByRole("button", { name: `Play podcast: ${podcast.title}` }).click();
    await expect(
      page.locator(`iframe[title="${podcast.title}"]`).getAttribute("src"),
    ).resolves.toBe(`https://open.spotify.com/embed/episode/${podcast.embedId}`);
    await expect(page.locator("iframe").count()).resolves.toBe(2);
    await page.close();
  });
});
