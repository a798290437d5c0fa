import { XMLParser } from "fast-xml-parser";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abCopy, adminCopy, authCopy } from "../../app/content/admin.ts";
import { memberText } from "../../app/content/members.ts";
import { adminNavLink } from "../../app/content/navigation.ts";
import { articleCopy, articleMessages as M, newsletterCopy } from "../../app/content/articles.ts";
import { parseCsv } from "../support/csv.ts";
import { heroVariants } from "../../app/content/home.ts";
import { siteConfig } from "../../app/lib/site-config.ts";
import {
  expectNoAxeViolations,
  expectNoAxeViolationsInBothThemes,
  BROWSER_UA,
  launchBrowser,
  sectionLink,
  waitForHydration,
} from "../support/browser.ts";
import { startFeedServer } from "../support/feed-server.ts";
import { spawnServer, type RunningServer, grantAdminRole } from "../support/server.ts";

let server: RunningServer;
let browser: Browser;
let feed: Awaited<ReturnType<typeof startFeedServer>>;
let adminCookie = "";

/** A toast's text (the live-region announcement repeats it, so match the exact element). */
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Closes the open toast by its close control (it sits over the dialog's buttons for 5 s). */
async function closeToast(page: Page, text: string) {
  // CSS, not role: the modal dialog marks everything outside it aria-hidden.
  await page.locator("li").filter({ hasText: text }).locator("button").first().click();
  await toastText(page, text).waitFor({ state: "detached" });
}

/** The operator CLI (docs/architecture.md D6), talking to the running server. */
function grantAdmin(email: string) {
  return grantAdminRole(server, email);
}

function formPost(url: string, cookie: string, fields: Record<string, string>) {
  return fetch(server.url + url, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.url, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

async function signUpHttp(email: string): Promise<string> {
  const res = await formPost("/auth", "", { mode: "signup", email, password: "secret123" });
  expect(res.status).toBe(302);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";", 1)[0])
    .join("; ");
}

async function createArticle(fields: Record<string, string>) {
  const res = await formPost("/admin?index", adminCookie, {
    intent: "create",
    description: "An article description",
    content: "Body **text**.",
    image_url: "",
    status: "published",
    ...fields,
  });
  expect(res.status).toBe(200);
}

async function adminContext(): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies(
    adminCookie.split("; ").map((pair) => {
      const [name, ...rest] = pair.split("=");
      return { name, value: rest.join("="), url: server.url };
    }),
  );
  return context;
}

/** One hero event through the beacon, as a consented visitor would send it. */
async function beacon(variant: "A" | "B", visitor: string, eventType: string) {
  const res = await fetch(server.url + "/api/events", {
    method: "POST",
    headers: {
      origin: server.url,
      "content-type": "application/json",
      cookie: `vs_consent=all; vs_hero=${variant}; vs_vid=visitor-${visitor}-0000000000`,
    },
    body: JSON.stringify({ variant, event_type: eventType }),
  });
  expect(res.status).toBe(204);
}

/** Records any script that stored XSS managed to run. */
async function xssProbe(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return async () => {
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
  };
}

beforeAll(async () => {
  feed = await startFeedServer();
  [server, browser] = await Promise.all([
    spawnServer({
      env: { RSS_FEED_URL: feed.url, RSS_FEED_CACHE_SECONDS: "0", RATE_LIMIT_AUTH_MAX: "200" },
    }),
    launchBrowser(),
  ]);
  adminCookie = await signUpHttp("operator@example.test");
  await grantAdmin("operator@example.test");
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await feed?.close();
});

describe("newsletter with an outside feed", () => {
  it("shows 6 placeholders while a slow feed loads, survives huge and broken feeds, sanitises a good one and keeps its last good copy", async () => {
    // A browser's user agent: bots (and HeadlessChrome) get the whole document at once.
    const context = await browser.newContext({ userAgent: BROWSER_UA });
    const page = await context.newPage();
    const checkXss = await xssProbe(page);

    feed.mode = "slow";
    await page.goto(server.url + "/newsletter", { waitUntil: "commit" });
    await page.getByRole("heading", { name: newsletterCopy.latest }).waitFor();
    // Polled: on a loaded machine the heading can be parsed before the last placeholders are.
    await expect
      .poll(() => page.getByTestId("article-placeholder").count())
      .toBe(newsletterCopy.placeholders);
    await page.getByRole("heading", { name: newsletterCopy.emptyTitle }).waitFor();
    await page.getByText(newsletterCopy.emptyText).filter({ visible: true }).waitFor();
    await expect(page.getByTestId("article-placeholder").count()).resolves.toBe(0);
    // Client navigation shows the placeholders too while the loader's promise is pending.
    await waitForHydration(page);
    await page.getByRole("link", { name: `${siteConfig.brand} home` }).click();
    await page.waitForURL(server.url + "/");
    await page.getByRole("link", { name: "Newsletter" }).first().click();
    await page.getByRole("heading", { name: newsletterCopy.latest }).waitFor();
    // Polled: on a loaded machine the heading can be parsed before the last placeholders are.
    await expect
      .poll(() => page.getByTestId("article-placeholder").count())
      .toBe(newsletterCopy.placeholders);
    await page.getByText(newsletterCopy.emptyText).filter({ visible: true }).waitFor();
    for (const link of await page.getByRole("link", { name: /Subscribe/ }).all()) {
      await expect(link.getAttribute("href")).resolves.toBe(siteConfig.newsletterUrl);
    }

    for (const mode of ["huge", "broken"] as const) {
      feed.mode = mode;
      const response = await page.goto(server.url + "/newsletter");
      expect(response?.status()).toBe(200);
      await page.getByRole("heading", { name: newsletterCopy.emptyTitle }).waitFor();
    }

    feed.mode = "good";
    await page.goto(server.url + "/newsletter");
    await waitForHydration(page);
    const card = page.getByRole("listitem").filter({ hasText: "Outside & friends" });
    await card.getByRole("heading", { name: "Outside & friends", exact: true }).waitFor();
    await card.getByText("Hello bold world").waitFor();
    await card.getByText("June 10, 2025").waitFor();
    const readMore = card.getByRole("link", { name: /Read More/ });
    await expect(readMore.getAttribute("href")).resolves.toBe("https://outside.example/posts/1");
    await expect(readMore.getAttribute("target")).resolves.toBe("_blank");
    await page.getByRole("heading", { name: "Second outside post" }).waitFor();
    await expect(page.getByText("Script link").count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    await checkXss();

    feed.mode = "broken";
    await page.goto(server.url + "/newsletter");
    await page.getByRole("heading", { name: "Outside & friends", exact: true }).waitFor();
    await context.close();
  });
});

describe("admin", () => {
  it("smoke: signs up (denied), is granted by the CLI, signs in and manages articles with every validation message", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url + "/auth");
    await waitForHydration(page);
    await page.getByRole("heading", { name: authCopy.signIn.title }).waitFor();
    await page.getByText(authCopy.signIn.subtitle).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: authCopy.signIn.toggle }).click();
    await page.getByRole("heading", { name: authCopy.signUp.title }).waitFor();
    await page.getByText(authCopy.signUp.subtitle).waitFor();
    await page.getByRole("link", { name: authCopy.signUp.toggle }).waitFor();

    await page.getByLabel("Email").fill("editor@example.test");
    await page.getByLabel("Password").fill("secret123");
    // Hold the action a moment to see the busy state.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/auth.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: authCopy.signUp.submit }).click();
    const busy = page.getByRole("button", { name: authCopy.loading });
    await busy.waitFor();
    await expect(busy.isDisabled()).resolves.toBe(true);
    release();
    await toastText(page, authCopy.signedUp.description).waitFor();
    await page.getByRole("heading", { name: adminCopy.deniedTitle }).waitFor();
    await page.getByText(adminCopy.deniedText).waitFor();
    await page.getByRole("button", { name: adminCopy.backHome }).click();
    await page.waitForURL(server.url + "/");

    await grantAdmin("editor@example.test");
    await page.goto(server.url + "/admin");
    await page.waitForURL(server.url + "/auth");
    await waitForHydration(page);
    await page.getByLabel("Email").fill("editor@example.test");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: authCopy.signIn.submit }).click();
    await toastText(page, "Invalid email or password").waitFor();
    await page.getByLabel("Password").fill("secret123");
    await page.getByRole("button", { name: authCopy.signIn.submit }).click();
    await toastText(page, authCopy.signedIn.description).waitFor();
    await page.getByRole("heading", { name: adminCopy.title, level: 1 }).waitFor();
    await expect(
      sectionLink(page, adminCopy.tabs.articles).getAttribute("aria-current"),
    ).resolves.toBe("page");
    await page.getByText(articleCopy.empty).waitFor();
    await waitForHydration(page);

    await page.getByRole("button", { name: articleCopy.newArticle }).click();
    const dialog = page.getByRole("dialog", { name: articleCopy.createTitle });
    await dialog.waitFor();
    const field = (label: string) => dialog.getByLabel(label, { exact: true });
    await field("Slug").fill("My First  Post");
    await expect(field("Slug").inputValue()).resolves.toBe("my-first--post".replace("--", "-"));
    const valid = {
      Title: "My First Post",
      Slug: "my-first-post",
      Description: "First description",
      Content: "# Big\n\nHello **world**",
      "Image URL (optional)": "",
    };
    for (const [label, value] of Object.entries(valid)) await field(label).fill(value);
    await expectNoAxeViolations(page);

    const cases: [string, string, string][] = [
      ["Title", "   ", M.titleRequired],
      ["Title", "t".repeat(201), M.titleMax],
      ["Slug", "", M.slugRequired],
      ["Slug", "s".repeat(201), M.slugMax],
      ["Slug", "bad_slug!", M.slugPattern],
      ["Description", "", M.descriptionRequired],
      ["Description", "d".repeat(501), M.descriptionMax],
      ["Content", "   ", M.contentRequired],
      ["Content", "c".repeat(50_001), M.contentMax],
      ["Image URL (optional)", "not a url", M.imageUrl],
    ];
    for (const [label, value, message] of cases) {
      await field(label).fill(value);
      await dialog.getByRole("button", { name: articleCopy.create }).click();
      await toastText(page, message).waitFor();
      await toastText(page, articleCopy.validationError).waitFor();
      await closeToast(page, message);
      await field(label).fill(valid[label as keyof typeof valid]);
    }

    await dialog.getByLabel("Status").selectOption({ label: articleCopy.status.published });
    await dialog.getByRole("button", { name: articleCopy.create }).click();
    await toastText(page, articleCopy.created).waitFor();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("Slug: my-first-post | Status: published").waitFor();
    await page.getByRole("img", { name: articleCopy.status.published }).waitFor();

    // Closing resets the form; a duplicate slug gets a clear message.
    await page.getByRole("button", { name: articleCopy.newArticle }).click();
    await expect(field("Title").inputValue()).resolves.toBe("");
    for (const [label, value] of Object.entries({ ...valid, Title: "Copy" }))
      await field(label).fill(value);
    await dialog.getByRole("button", { name: articleCopy.create }).click();
    await toastText(page, articleCopy.slugTaken).waitFor();
    await closeToast(page, articleCopy.slugTaken);
    await dialog.getByRole("button", { name: articleCopy.cancel }).click();
    await dialog.waitFor({ state: "detached" });

    await page.getByRole("button", { name: articleCopy.newArticle }).click();
    for (const [label, value] of Object.entries({
      ...valid,
      Title: "Draft Post",
      Slug: "draft-post",
    }))
      await field(label).fill(value);
    await dialog.getByRole("button", { name: articleCopy.create }).click();
    await toastText(page, articleCopy.created).waitFor();
    await page.getByText("Slug: draft-post | Status: draft").waitFor();
    await page.getByRole("img", { name: articleCopy.status.draft }).waitFor();
    // Newest first.
    const titles = await page
      .getByRole("listitem")
      .getByRole("heading", { level: 3 })
      .allTextContents();
    expect(titles).toEqual(["Draft Post", "My First Post"]);

    await page.getByRole("button", { name: "Edit My First Post" }).click();
    const editDialog = page.getByRole("dialog", { name: articleCopy.editTitle });
    await expect(editDialog.getByLabel("Title", { exact: true }).inputValue()).resolves.toBe(
      "My First Post",
    );
    await editDialog.getByLabel("Title", { exact: true }).fill("My First Post, edited");
    await editDialog.getByRole("button", { name: articleCopy.update }).click();
    await toastText(page, articleCopy.updated).waitFor();
    await page.getByRole("heading", { name: "My First Post, edited" }).waitFor();

    await page.getByRole("button", { name: "Delete Draft Post" }).click();
    const confirm = page.getByRole("alertdialog", { name: articleCopy.confirmDelete });
    await confirm.waitFor();
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: articleCopy.cancel }).click();
    await confirm.waitFor({ state: "detached" });
    await page.getByRole("heading", { name: "Draft Post" }).waitFor();
    await page.getByRole("button", { name: "Delete Draft Post" }).click();
    await confirm.getByRole("button", { name: articleCopy.confirmDeleteAction }).click();
    await toastText(page, articleCopy.deleted).waitFor();
    await page.getByRole("heading", { name: "Draft Post" }).waitFor({ state: "detached" });

    // The header's 'Admin' link leads a signed-in admin back to /admin.
    await page.goto(server.url + "/about");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: adminNavLink.label, exact: true })
      .click();
    await page.waitForURL(server.url + adminNavLink.to);
    await page.getByRole("button", { name: adminCopy.logout }).click();
    await page.waitForURL(server.url + "/");
    // Signed out: the hint cookie is cleared and the header follows once the page has rendered.
    await expect
      .poll(() => page.getByRole("link", { name: adminNavLink.label, exact: true }).count(), {
        timeout: 5_000,
      })
      .toBe(0);
    await page.goto(server.url + "/admin");
    await page.waitForURL(server.url + "/auth");
    await context.close();
  });

  it("smoke: a published article appears on /newsletter, /articles/{slug} and /rss.xml; a draft in none", async () => {
    await createArticle({
      title: "Visible News",
      slug: "visible-news",
      description: "Seen everywhere",
      content: "## Section\n\nPublished body.",
    });
    await createArticle({ title: "Hidden Draft", slug: "hidden-draft", status: "draft" });
    const context = await browser.newContext();
    const page = await context.newPage();

    await page.goto(server.url + "/newsletter");
    const card = page.getByRole("listitem").filter({ hasText: "Visible News" });
    await card.getByText("Seen everywhere").waitFor();
    await expect(card.getByRole("link", { name: /Read More/ }).getAttribute("href")).resolves.toBe(
      "/articles/visible-news",
    );
    await expect(page.getByText("Hidden Draft").count()).resolves.toBe(0);

    const response = await page.goto(server.url + "/articles/visible-news");
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { name: "Visible News", level: 1 }).waitFor();
    await page.getByRole("heading", { name: "Section", level: 2 }).waitFor();
    await expect(
      page.locator('meta[property="og:title"]').getAttribute("content"),
    ).resolves.toContain("Visible News");
    await expect(page.locator('meta[property="og:type"]').getAttribute("content")).resolves.toBe(
      "article",
    );
    await expectNoAxeViolations(page);
    expect((await page.goto(server.url + "/articles/hidden-draft"))?.status()).toBe(404);

    const rss = await (await fetch(server.url + "/rss.xml")).text();
    const items = new XMLParser({ isArray: (n) => n === "item" }).parse(rss).rss.channel.item as {
      title: string;
    }[];
    expect(items.map((i) => i.title)).toContain("Visible News");
    expect(items.map((i) => i.title)).not.toContain("Hidden Draft");

    // An admin previews the draft.
    const admin = await adminContext();
    const preview = await admin.newPage();
    expect((await preview.goto(server.url + "/articles/hidden-draft"))?.status()).toBe(200);
    await preview.getByText(articleCopy.draftPreview).waitFor();
    await admin.close();
    await context.close();
  });

  it("renders stored XSS attempts in every article field inert", async () => {
    const payload = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>`;
    await createArticle({
      title: `Evil ${payload}`,
      slug: "evil-article",
      description: `Desc ${payload}`,
      content: `Text ${payload}\n\n[click me](javascript:window.__xss=1)\n\n<a href="javascript:window.__xss=1">raw link</a>\n\n<iframe src="javascript:window.__xss=1"></iframe>`,
      image_url: `https://127.0.0.1:1/x.png" onerror="window.__xss=1`,
    });
    const context = await adminContext();
    const page = await context.newPage();
    const checkXss = await xssProbe(page);
    for (const url of ["/articles/evil-article", "/newsletter", "/admin"]) {
      await page.goto(server.url + url);
      await waitForHydration(page);
      await page.getByText(`Evil ${payload}`).filter({ visible: true }).first().waitFor();
      await expect(
        page
          .locator("main [onerror], main script, main iframe, main a[href^='javascript:']")
          .count(),
      ).resolves.toBe(0);
      await checkXss();
    }
    await context.close();
  });

  it("shows the A/B Tests and Submissions tabs with their texts", async () => {
    const context = await adminContext();
    const page = await context.newPage();
    await page.goto(server.url + "/admin");
    await waitForHydration(page);
    await sectionLink(page, adminCopy.tabs.abTests).click();
    await page.getByRole("heading", { name: abCopy.title }).waitFor();
    await page.getByText(abCopy.subtitle).waitFor();
    await page.getByTestId("variant-A").getByText("0.00%", { exact: true }).first().waitFor();
    await page.getByTestId("variant-B").getByText(abCopy.pageViews).waitFor();
    for (const [label, value] of abCopy.details.rows)
      await page.getByText(`${label}: ${value}`).waitFor();
    await expect(page.getByText("Winner", { exact: true }).count()).resolves.toBe(0);

    // Events through the hero beacon (consented visitors), then 'Refresh Data'.
    for (const v of ["a1", "a2", "a3"]) await beacon("A", v, "page_view");
    await beacon("A", "a1", "click_primary_cta");
    await beacon("A", "a2", "click_secondary_cta");
    for (const v of ["b1", "b2"]) await beacon("B", v, "page_view");
    // Judged on sign-ups (ADR 186): a consented visitor who saw A joins the waitlist.
    const joined = await formPost("/waitlist", "vs_consent=all; vs_hero=A", {
      name: "Ab Joiner",
      email: "ab-joiner@example.test",
      password: "correct-horse-7",
    });
    expect(joined.status).toBe(302);
    await page.getByRole("button", { name: abCopy.refresh }).click();
    const cardA = page.getByTestId("variant-A");
    await cardA.getByText("33.33%", { exact: true }).first().waitFor();
    await cardA.getByText("Leading", { exact: true }).waitFor();
    await expect(
      cardA.getByRole("group", { name: abCopy.primary }).getByRole("definition").allTextContents(),
    ).resolves.toEqual(["1", "0", "33.33%", expect.stringMatching(/%/)]);
    await expect(
      cardA
        .getByRole("group", { name: abCopy.secondary })
        .getByRole("definition")
        .allTextContents(),
    ).resolves.toEqual(["3", "1", "1", "33.33%", expect.stringMatching(/%/), "3"]);
    await page.getByTestId("variant-B").getByText("0.00%", { exact: true }).first().waitFor();
    await expect(page.getByText("Winner", { exact: true }).count()).resolves.toBe(0);
    await expectNoAxeViolationsInBothThemes(page);

    await sectionLink(page, adminCopy.tabs.submissions).click();
    await page.getByRole("heading", { name: /Launch an Arena/ }).waitFor();
    const csv = await fetch(server.url + "/admin/submissions.csv?form=launch-arena", {
      headers: { cookie: adminCookie },
    });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain("id,created_at,email,hero_variant");
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("shows the A/B test day by day: page views and the conversion rate with its 95% interval, as charts and tables", async () => {
    for (const v of ["d1", "d2", "d3", "d4"]) await beacon("A", v, "page_view");
    await beacon("A", "d1", "click_primary_cta");
    await beacon("B", "d5", "page_view");
    const context = await adminContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(server.url + "/admin");
    await waitForHydration(page);
    await sectionLink(page, adminCopy.tabs.abTests).click();
    const week = page
      .getByRole("navigation", { name: abCopy.daily.heading })
      .getByRole("link", { name: abCopy.daily.period(7) });
    await week.click();
    await page.waitForURL(server.url + "/admin/ab-tests?days=7");
    // The address changes as the navigation ends; the page renders it a moment later.
    await expect.poll(() => week.getAttribute("aria-current")).toBe("page");
    await page.getByRole("list", { name: new RegExp(`^${abCopy.daily.pageViews}: `) }).waitFor();
    await page.getByRole("img", { name: new RegExp(`^${abCopy.daily.rate}: `) }).waitFor();

    // Every event of this suite is from today: today's row equals the totals on the cards.
    const order: string[] = [
      abCopy.pageViews,
      abCopy.primaryClicks,
      abCopy.secondaryClicks,
      abCopy.conversionRate,
    ];
    const cardValue = async (variant: "A" | "B", label: string) =>
      (
        await page
          .getByTestId(`variant-${variant}`)
          .getByRole("group", { name: abCopy.secondary })
          .getByRole("definition")
          .allTextContents()
      )[order.indexOf(label)];
    const viewsA = await cardValue("A", abCopy.pageViews);
    const viewsB = await cardValue("B", abCopy.pageViews);
    const rateA = await cardValue("A", abCopy.conversionRate);
    expect(Number(viewsA)).toBeGreaterThanOrEqual(4);
    const today = new Date().toISOString().slice(0, 10);
    for (const summary of await page.getByText(abCopy.daily.showData).all()) await summary.click();
    const views = page.getByRole("table", { name: abCopy.daily.pageViews });
    await expect(views.getByRole("row").count()).resolves.toBe(8);
    await expect(
      views.getByRole("row").filter({ hasText: today }).getByRole("cell").allTextContents(),
    ).resolves.toEqual([today, viewsA, viewsB]);
    const rates = page.getByRole("table", { name: abCopy.daily.rate });
    const [day, a, aInterval, b, bInterval] = await rates
      .getByRole("row")
      .filter({ hasText: today })
      .getByRole("cell")
      .allTextContents();
    expect([day, a, b]).toEqual([today, rateA, "0.00%"]);
    expect(aInterval).toMatch(/^\d+\.\d{2}% – \d+\.\d{2}%$/);
    expect(bInterval).toMatch(/^0\.00% – \d+\.\d{2}%$/);
    // A day without views has no rate.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await expect(
      rates.getByRole("row").filter({ hasText: yesterday }).getByRole("cell").allTextContents(),
    ).resolves.toEqual([yesterday, "—", "—", "—", "—"]);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("lists a native form submission with its URL parameters, opens its details and exports it as CSV that parses back", async () => {
    const submitted = {
      name: 'Ada "Angel", Jr.',
      email: "ada@example.test",
      profession: "Angel investor",
      organization: '=HYPERLINK("http://evil")',
      preferredStart: "Next month",
    };
    const res = await fetch(server.url + "/forms/qai-enrollment?utm_source=news%2Cletter&ref=xyz", {
      method: "POST",
      // With measurement consent: the visit's first touch is kept (ADR 193).
      headers: {
        origin: server.url,
        cookie: "vs_consent=all",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(submitted),
    });
    expect(res.status).toBe(200);

    const context = await adminContext();
    const page = await context.newPage();
    await page.goto(server.url + "/admin");
    await waitForHydration(page);
    await sectionLink(page, adminCopy.tabs.submissions).click();
    await page.getByRole("heading", { name: /QAI Enrollment \(1\)/ }).waitFor();
    await page.getByRole("button", { name: "View ada@example.test" }).click();
    const detail = page.getByRole("dialog", { name: "Submission details" });
    await detail.getByText(submitted.organization, { exact: true }).waitFor();
    await detail.getByText("news,letter", { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();

    const csv = await (
      await fetch(server.url + "/admin/submissions.csv?form=qai-enrollment", {
        headers: { cookie: adminCookie },
      })
    ).text();
    const [header, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ""));
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header.map((h, i) => [h, rows[0][i]]));
    expect(row).toMatchObject({
      email: submitted.email,
      name: submitted.name,
      profession: submitted.profession,
      organization: `'${submitted.organization}`, // neutralised formula
      preferredStart: submitted.preferredStart,
      "param:utm_source": "news,letter",
      "param:landing_path": "/qai-enrollment",
    });
    expect(header).not.toContain("param:ref");
  });
});

describe("admin screens follow the session (docs/product.md#admin)", () => {
  it("the /auth sign-up's confirmation link confirms, signs nobody in and leads to /auth (ADR 190)", async () => {
    const email = "confirm-admin@example.test";
    await signUpHttp(email);
    const mail = await server.mail.waitFor(email, /Confirm your/);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.mail.link(mail, /verify-email/));
    await page.waitForURL((url) => url.pathname === "/email-confirmed");
    await page.getByRole("heading", { name: memberText.confirmedPage.heading }).waitFor();
    await page
      .getByRole("main")
      .getByRole("link", { name: memberText.confirmedPage.logIn })
      .click();
    await page.waitForURL((url) => url.pathname === "/auth");
    await context.close();
  });

  it("signing out in another tab sends /admin to /auth, and signing in sends /auth to /admin", async () => {
    // Its own admin: signing out ends only this session, not the one the other tests use.
    const email = "tabs-admin@example.test";
    const cookie = await signUpHttp(email);
    await grantAdmin(email);
    const context = await browser.newContext();
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name, ...rest] = pair.split("=");
        return { name, value: rest.join("="), url: server.url };
      }),
    );
    const admin = await context.newPage();
    await admin.goto(server.url + "/admin");
    await waitForHydration(admin);
    await admin.getByRole("heading", { name: adminCopy.title }).waitFor();
    const other = await context.newPage();
    await other.goto(server.url + "/admin");
    await waitForHydration(other);
    await other.getByRole("button", { name: adminCopy.logout }).click();
    await other.waitForURL(server.url + "/");
    // Back to the first tab: the visitor's return (focus) makes it look again.
    await admin.bringToFront();
    await admin.evaluate(() => window.dispatchEvent(new Event("focus")));
    await admin.waitForURL((url) => url.pathname === "/auth");

    const signIn = await context.newPage();
    await signIn.goto(server.url + "/auth");
    await waitForHydration(signIn);
    await admin.getByRole("heading", { name: authCopy.signIn.title }).waitFor();
    await signIn.getByLabel("Email").fill(email);
    await signIn.getByLabel("Password").fill("secret123");
    await signIn.getByRole("button", { name: authCopy.signIn.submit }).click();
    await signIn.waitForURL((url) => url.pathname === "/admin");
    await admin.bringToFront();
    await admin.evaluate(() => window.dispatchEvent(new Event("focus")));
    await admin.waitForURL((url) => url.pathname === "/admin");
    await context.close();
  });
});

// After the admin smoke test, which starts from an empty article list.
describe("newsletter descriptions", () => {
  it("show an article's or an outside item's description with its markup stripped, cut to 3 lines", async () => {
    const long = "Gamma delta epsilon. ".repeat(20).trim();
    await createArticle({
      title: "Markup News",
      slug: "markup-news",
      description: `Alpha <strong>bold</strong> beta <em>${long}</em>`,
    });
    feed.mode = "good";
    const context = await browser.newContext({ userAgent: BROWSER_UA });
    const page = await context.newPage();
    await page.goto(server.url + "/newsletter");
    const card = page.getByRole("listitem").filter({ hasText: "Markup News" });
    const description = card.getByText(/^Alpha bold beta Gamma/);
    await description.waitFor();
    await expect(card.getByText(/<strong>|<em>/).count()).resolves.toBe(0);
    const box = await description.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        clamp: style.webkitLineClamp,
        lines: el.clientHeight / parseFloat(style.lineHeight),
        overflows: el.scrollHeight > el.clientHeight,
      };
    });
    expect(box).toEqual({ clamp: "3", lines: 3, overflows: true });
    const outside = page.getByRole("listitem").filter({ hasText: "Outside & friends" });
    await outside.getByText("Hello bold world", { exact: true }).waitFor();
    await expect(outside.getByText(/<\/?[a-z]+>/).count()).resolves.toBe(0);
    await context.close();
  });
});

describe("admin sections (ADR 185)", () => {
  it("each section is a link with its own address: keyboard, before hydration, reload and Back keep the section", async () => {
    const context = await adminContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    // A click before the page's scripts run still opens the section: it is a link.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(server.url + "/admin");
    await sectionLink(page, adminCopy.tabs.audit).click();
    await page.waitForURL(server.url + "/admin/audit-log");
    await expect(
      sectionLink(page, adminCopy.tabs.audit).getAttribute("aria-current"),
    ).resolves.toBe("page");
    await page.unroute(/\.js$/);
    await page.goto(server.url + "/admin");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: adminCopy.sectionsLabel });
    expect(await nav.getByRole("link").count()).toBe(Object.keys(adminCopy.tabs).length);
    // Tab moves from link to link; Enter opens the focused one.
    await sectionLink(page, adminCopy.tabs.articles).focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press("Tab");
    await expect.poll(focused).toBe(adminCopy.tabs.overview);
    await page.keyboard.press("Tab");
    await expect.poll(focused).toBe(adminCopy.tabs.members);
    expect(new URL(page.url()).pathname).toBe("/admin");
    await page.keyboard.press("Enter");
    await page.waitForURL(server.url + "/admin/members");
    await expect(
      sectionLink(page, adminCopy.tabs.members).getAttribute("aria-current"),
    ).resolves.toBe("page");
    expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoAxeViolations(page, `members, ${scheme}`);
    }
    await page.reload();
    await waitForHydration(page);
    await expect(
      sectionLink(page, adminCopy.tabs.members).getAttribute("aria-current"),
    ).resolves.toBe("page");
    await sectionLink(page, adminCopy.tabs.audit).click();
    await page.waitForURL(server.url + "/admin/audit-log");
    await page.goBack();
    await page.waitForURL(server.url + "/admin/members");
    await expect(
      sectionLink(page, adminCopy.tabs.members).getAttribute("aria-current"),
    ).resolves.toBe("page");
    // An address from before sections had their own still lands on the section.
    await page.goto(server.url + "/admin?tab=overview&days=7");
    await page.waitForURL(server.url + "/admin/overview?days=7");
    await expect(
      sectionLink(page, adminCopy.tabs.overview).getAttribute("aria-current"),
    ).resolves.toBe("page");
    await context.close();
  });

  it("a member who opens any admin address sees 'Access Denied', never the crash screen", async () => {
    const context = await browser.newContext();
    const cookie = await signUpHttp("curious-member@example.test");
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name, ...rest] = pair.split("=");
        return { name, value: rest.join("="), url: server.url };
      }),
    );
    const page = await context.newPage();
    await page.goto(server.url + "/about");
    await page.getByRole("link", { name: "Dashboard" }).first().waitFor();
    await expect(
      page.getByRole("link", { name: adminNavLink.label, exact: true }).count(),
    ).resolves.toBe(0);
    for (const address of ["/admin/members/some-member-id", "/admin/audit-log"]) {
      const res = await page.goto(server.url + address);
      expect(res?.status()).toBe(403);
      await page.getByRole("heading", { name: adminCopy.deniedTitle }).waitFor();
      await expect(page.getByText("Unexpected Application Error").count()).resolves.toBe(0);
    }
    await context.close();
  });
});

describe("stopping the hero test (ADR 186)", () => {
  it("'Stop Test' shows one variant to every fresh visitor, with and without JavaScript; 'Restart Test' starts a new run and lists the earlier one", async () => {
    const context = await adminContext();
    const page = await context.newPage();
    await page.goto(server.url + "/admin/ab-tests");
    await waitForHydration(page);
    await page.getByRole("button", { name: abCopy.stop.button }).click();
    const dialog = page.getByRole("dialog", { name: abCopy.stop.title });
    await dialog.waitFor();
    // Keyboard: arrows move between the choices (Radix moves the focus a task later, hence
    // the poll), Space picks the focused one; the reason is required.
    const showB = dialog.getByRole("radio", { name: abCopy.stop.showB });
    await dialog.getByRole("radio", { name: abCopy.stop.showA }).focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => showB.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Space");
    await expect(showB.getAttribute("aria-checked")).resolves.toBe("true");
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoAxeViolations(page, `stop dialog, ${scheme}`);
    }
    await dialog.getByLabel(abCopy.stop.reason).fill("B brings more sign-ups");
    await dialog.getByRole("button", { name: abCopy.stop.button }).click();
    await toastText(page, abCopy.stop.done).waitFor();
    const today = new Date().toISOString().slice(0, 10);
    await page.getByText(abCopy.stopped(today, "B")).waitFor();

    for (const javaScriptEnabled of [true, false]) {
      const visitor = await browser.newContext({ javaScriptEnabled });
      const home = await visitor.newPage();
      await home.goto(server.url + "/");
      await home.getByText(heroVariants.B).waitFor();
      await expect(home.getByText(heroVariants.A).isVisible()).resolves.toBe(false);
      await visitor.close();
    }

    await page.getByRole("button", { name: abCopy.restart }).click();
    await toastText(page, abCopy.restarted).waitFor();
    await page.getByRole("button", { name: abCopy.stop.button }).waitFor();
    await page.getByRole("heading", { name: abCopy.earlierRuns }).waitFor();
    // Run 1 began when the database was made (the tests' copy may be from an earlier day).
    await page
      .getByText(new RegExp(abCopy.runLabel(1, "\\d{4}-\\d{2}-\\d{2}", today)))
      .first()
      .waitFor();
    await expectNoAxeViolations(page, "after restart");
    await context.close();
  });
});
