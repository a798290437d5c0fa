import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCopy } from "../../app/content/admin.ts";
import { broadcastCopy as C, memberMailCopy } from "../../app/content/broadcasts.ts";
import { mailPreferencesText, unsubscribeText } from "../../app/content/member-mail.ts";
import { articleFields } from "../support/admin.ts";
import {
  expectNoAxeViolations,
  launchBrowser,
  sectionLink,
  waitForHydration,
} from "../support/browser.ts";
import {
  confirmMember,
  createMember,
  postForm,
  uniqueEmail,
  type Member,
} from "../support/factories.ts";
import { spawnServer, type RunningServer, grantAdminRole } from "../support/server.ts";

// Broadcasts (ADR 212), keyboard only and axe-clean in both themes: an admin composes a
// broadcast, sends a test to their own address only, sends it to one community (exactly its
// confirmed members get it through the real SMTP sink; a 550 suppresses the address and the
// member's page says 'Bounced'), the unsubscribe link leaves 'Programme news', which the
// member's 'E-mail preferences' shows; then scheduling, cancelling, pausing, resuming and
// 'Send as Newsletter'; and the page's buttons posting as plain forms without JavaScript.
// Titles with "smoke" also run on PostgreSQL (scripts/test-plan.ts).
let server: RunningServer;
let browser: Browser;
let operator: Member;
let admin: BrowserContext;
const PASSWORD = "correct-horse-7";

/** Joins through the waitlist form over HTTP, in `community`, confirmed when asked. */
async function join(community: string, confirm: boolean) {
  const email = uniqueEmail("reader");
  const res = await postForm(server, "/waitlist", {
    name: `Reader ${email.slice(7, 12)}`,
    email,
    password: PASSWORD,
    community,
  });
  expect(res.status).toBe(302);
  if (confirm) await confirmMember(server, { email });
  return email;
}

async function open(url: string, context = admin): Promise<Page> {
  const page = await context.newPage();
  await page.goto(server.url + url);
  await waitForHydration(page);
  return page;
}

async function signedIn(email: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const page = await open("/login", context);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log In" }).press("Enter");
  await page.waitForURL(/\/(dashboard|admin)/);
  await page.close();
  return context;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const figure = (page: Page, label: string) =>
  page
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");

beforeAll(async () => {
  [server, browser] = await Promise.all([
    // One message a second: slow enough to pause a broadcast while it sends.
    spawnServer({
      env: { RATE_LIMIT: "off", BROADCAST_RATE: "1", OPERATOR_TIME_ZONE: "Europe/London" },
    }),
    launchBrowser(),
  ]);
  operator = await createMember(server, { name: "Olga Operator", confirm: true });
  await grantAdminRole(server, operator.email);
  admin = await signedIn(operator.email);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("broadcasts in the browser", () => {
  it("smoke: composes, tests to the admin only, sends to one community's confirmed members; a bounce suppresses; the unsubscribe link asks, the one-click POST leaves 'Programme news'", async () => {
    const [ann, bob, refused] = [
      await join("Indiana University", true),
      await join("Indiana University", true),
      await join("Indiana University", true),
    ];
    const unconfirmed = await join("Indiana University", false);
    const elsewhere = await join("Purdue", true);
    server.mail.refuse(refused);

    const page = await open("/admin/broadcasts");
    await expectNoAxeViolations(page, "broadcasts list: ");
    await sectionLink(page, adminCopy.tabs.broadcasts).waitFor();
    await page.getByRole("link", { name: C.newButton }).press("Enter");
    await page.waitForURL(/\/admin\/broadcasts\/new$/);
    await waitForHydration(page);
    await page.getByLabel(C.page.subject).fill("The Indiana Arena opens");
    await page
      .getByLabel(C.page.message)
      .fill(
        "## Kick-off\n\nIt opens on **3 March**.\n\n- Bring a friend\n\n> Generosity first.\n\n" +
          "See [the Arena](https://example.test/arena) and ![Arena photo](https://example.test/p.png).\n\n— Olga",
      );
    await page.getByLabel(C.page.audience).selectOption({ label: "Community" });
    await page
      .getByLabel(C.page.community, { exact: true })
      .selectOption({ label: "Indiana University" });
    await page.getByText(C.page.recipients(3), { exact: true }).waitFor();
    await page.getByRole("button", { name: C.page.preview }).press("Enter");
    // The e-mail's own HTML: the admin greeted by name, heading, list, quote and link as such.
    const frame = page
      .getByRole("region", { name: C.page.preview })
      .frameLocator(`iframe[title="${C.page.previewFrame}"]`);
    await frame.locator("strong", { hasText: "3 March" }).waitFor();
    await frame.getByText("Hi Olga,").waitFor();
    await frame.getByRole("heading", { name: "Kick-off" }).waitFor();
    await frame.getByRole("listitem").filter({ hasText: "Bring a friend" }).waitFor();
    await frame.locator("blockquote", { hasText: "Generosity first." }).waitFor();
    await frame.getByRole("link", { name: "the Arena" }).waitFor();
    await expectNoAxeViolations(page, "new broadcast: ");

    await page.getByRole("button", { name: C.page.sendTest }).press("Enter");
    await toast(page, C.toasts.testSent(operator.email));
    const test = await server.mail.waitFor(operator.email, /^\[Test\] The Indiana Arena opens$/);
    // Greeted by name; the plain part is readable text; the message's own sign-off only.
    const [plain, html] = test.text.split(/^content-type: text\/html/im);
    expect(plain).toContain("Hi Olga,");
    expect(plain).toContain("See the Arena (https://example.test/arena) and Arena photo.");
    expect(plain).toContain("- Bring a friend");
    expect(plain).not.toMatch(/\*\*|!\[|\]\(/);
    for (const part of [plain, html]) {
      expect(part).not.toContain(" team");
      expect(part.match(/— Olga/g)).toHaveLength(1);
    }
    expect(
      server.mail.messages.filter((m) => /Indiana Arena/.test(m.subject)).flatMap((m) => m.to),
    ).toEqual([operator.email]);

    await page.getByRole("button", { name: C.page.sendNow }).press("Enter");
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText(C.page.confirmTitle(3), { exact: true }).waitFor();
    await dialog.getByRole("button", { name: C.page.confirm }).press("Enter");
    await page.waitForURL(/\/admin\/broadcasts\/[0-9a-f-]{36}$/);
    await page.getByText(`${C.columns.status}: Sent`).waitFor({ timeout: 30_000 });
    await expect.poll(() => figure(page, "Sent").textContent()).toBe("2");
    expect(await figure(page, "Failed").textContent()).toBe("1");
    // Read-only once sent: who sent it and when, no form to edit.
    await page.getByText(/^Sent by Olga Operator on /).waitFor();
    expect(await page.getByLabel(C.page.subject).count()).toBe(0);
    await expectNoAxeViolations(page, "sent broadcast: ");
    const received = server.mail.messages.filter((m) => m.subject === "The Indiana Arena opens");
    expect(received.flatMap((m) => m.to).sort()).toEqual([ann, bob].sort());
    expect(received.some((m) => m.to.includes(unconfirmed) || m.to.includes(elsewhere))).toBe(
      false,
    );

    // The bounce: the member's admin page says so.
    const members = await open(`/admin/members?q=${encodeURIComponent(refused)}`);
    await members
      .getByRole("link", { name: /Reader/ })
      .first()
      .press("Enter");
    await members.getByText(new RegExp(`^${memberMailCopy.bounced} since`)).waitFor();
    await expectNoAxeViolations(members, "member page: ");

    // The unsubscribe link of Ann's message, then her preferences.
    const link = server.mail.link(
      received.find((m) => m.to.includes(ann))!,
      /unsubscribe/,
    );
    const reader = await browser.newContext();
    const unsubscribe = await reader.newPage();
    await unsubscribe.goto(link);
    // Opening the link (a person, or a mail scanner) only asks.
    await unsubscribe
      .getByRole("heading", { name: unsubscribeText.askTitle("Programme news") })
      .waitFor();
    await reader.close();
    const annContext = await signedIn(ann);
    let profile = await open("/profile", annContext);
    await profile.getByRole("heading", { name: mailPreferencesText.title }).waitFor();
    expect(await profile.getByLabel(mailPreferencesText.news).isChecked()).toBe(true);
    await profile.close();
    // RFC 8058: the provider's one-click POST to the List-Unsubscribe address acts at once.
    const oneClick = await fetch(link, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    profile = await open("/profile", annContext);
    await profile.getByRole("heading", { name: mailPreferencesText.title }).waitFor();
    expect(await profile.getByLabel(mailPreferencesText.news).isChecked()).toBe(false);
    expect(await profile.getByLabel(mailPreferencesText.referral).isChecked()).toBe(true);
    await expectNoAxeViolations(profile, "preferences: ");
    await annContext.close();
  });

  it("schedules and cancels, pauses and resumes, and starts a newsletter from an article", async () => {
    const created = await postForm(
      server,
      "/admin?index",
      articleFields({
        title: "Pitch night in Bloomington",
        description: "Ten founders, one stage.",
      }),
      operator.cookie,
    );
    expect(created.status).toBeLessThan(400);
    const articles = await open("/admin");
    await articles.getByRole("link", { name: C.newsletter.button }).first().press("Enter");
    await articles.waitForURL(/\/admin\/broadcasts\/new\?article=/);
    await waitForHydration(articles);
    expect(await articles.getByLabel(C.page.subject).inputValue()).toBe(
      "Pitch night in Bloomington",
    );
    const message = await articles.getByLabel(C.page.message).inputValue();
    // The whole article, then the link to read it on the site.
    expect(message).toMatch(
      /^# Heading\n\nSome \*\*bold\*\* text\.\n\n\[Read the article\]\(http:\/\/127\.0\.0\.1:\d+\/articles\/hello-/,
    );

    // Scheduled for a date to come (in the operator's zone), then cancelled.
    await articles.getByText("Time zone: Europe/London").waitFor();
    await articles.getByLabel(C.page.scheduleAt).fill("2099-01-01T09:00");
    await articles.getByRole("button", { name: C.page.schedule, exact: true }).press("Enter");
    await toast(articles, C.toasts.scheduled);
    await articles.waitForURL(/\/admin\/broadcasts\/[0-9a-f-]{36}$/);
    await articles.getByText("Scheduled for 1 Jan 2099, 09:00 (Europe/London)").waitFor();
    // Its figures show the recipients it will have, the same as the live count beside the form.
    const live = await articles.getByText(/^Recipients: \d+$/).textContent();
    expect(`Recipients: ${await figure(articles, "Recipients").textContent()}`).toBe(live);
    expect(live).not.toBe("Recipients: 0");
    await articles.getByRole("button", { name: C.page.cancel, exact: true }).press("Enter");
    await toast(articles, C.toasts.cancelled);
    await articles.getByText(`${C.columns.status}: Cancelled`).waitFor();

    // A new one to every member, at one message a second: paused while it sends, resumed.
    const page = await open("/admin/broadcasts/new");
    await page.getByLabel(C.page.subject).fill("Programme update");
    await page.getByLabel(C.page.message).fill("News of the programme.");
    await page.getByText(/^Recipients: [1-9]/).waitFor();
    await page.getByRole("button", { name: C.page.sendNow }).press("Enter");
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: C.page.confirm })
      .press("Enter");
    await page.waitForURL(/\/admin\/broadcasts\/[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: C.page.pause }).press("Enter");
    await toast(page, C.toasts.paused);
    await page.getByText(`${C.columns.status}: Paused`).waitFor();
    await expectNoAxeViolations(page, "paused broadcast: ");
    await page.getByRole("button", { name: C.page.resume }).press("Enter");
    await toast(page, C.toasts.resumed);
    await page.getByText(`${C.columns.status}: Sent`).waitFor({ timeout: 30_000 });

    const list = await open("/admin/broadcasts");
    for (const [subject, status] of [
      ["Programme update", "Sent"],
      ["Pitch night in Bloomington", "Cancelled"],
    ]) {
      const row = list.getByRole("row").filter({ hasText: subject });
      await row.getByRole("cell", { name: status, exact: true }).waitFor();
    }
  });

  it("without JavaScript, the page's buttons post as forms: Save Draft, Schedule, Cancel", async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(await admin.cookies());
    const page = await noScript.newPage();
    await page.goto(server.url + "/admin/broadcasts/new");
    await page.getByLabel(C.page.subject).fill("Written without scripts");
    await page.getByLabel(C.page.message).fill("A plain form post.");
    const saved = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: C.page.saveDraft }).press("Enter");
    expect((await saved).status()).toBe(200);
    await page.goto(server.url + "/admin/broadcasts");
    await page.getByRole("link", { name: "Written without scripts" }).press("Enter");
    await page.waitForURL(/\/admin\/broadcasts\/[0-9a-f-]{36}$/);
    expect(await page.getByLabel(C.page.message).inputValue()).toBe("A plain form post.");
    await page.getByLabel(C.page.scheduleAt).fill("2099-01-01T09:00");
    await page.getByRole("button", { name: C.page.schedule, exact: true }).press("Enter");
    await page.getByText("Scheduled for 1 Jan 2099, 09:00 (Europe/London)").waitFor();
    await page.getByRole("button", { name: C.page.cancel, exact: true }).press("Enter");
    await page.getByText(`${C.columns.status}: Cancelled`).waitFor();
    await noScript.close();
  });
});
