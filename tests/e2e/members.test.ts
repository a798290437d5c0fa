import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberText } from "../../app/content/members.ts";
import { axeViolations, launchBrowser, waitForHydration } from "../support/browser.ts";
import { createMember, uniqueEmail, type Member } from "../support/factories.ts";
import { spawnServer, type RunningServer } from "../support/server.ts";

// Spec §2 member screens, §4 auth state, §8 messages; e-mails read from the SMTP sink.
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([spawnServer({ env: { RATE_LIMIT: "off" } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const w = memberText.waitlist;
const d = memberText.dashboard;
const p = memberText.profile;

async function open(path: string, context?: BrowserContext): Promise<Page> {
  const page = context ? await context.newPage() : await browser.newPage();
  await page.goto(server.url + path);
  await waitForHydration(page);
  return page;
}

/** A browser context signed in as the member (through the login form, like a person). */
async function signedIn(member: Member): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await open("/login", context);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(server.url + "/dashboard");
  await waitForHydration(page);
  return { context, page };
}

async function noViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

describe("waitlist and dashboard", () => {
  it("smoke: joins from a referral link, sees the 25-point toast and the dashboard; confirming pays the referrer", async () => {
    const referrer = await createMember(server, { name: "Rita Referrer", confirm: true });
    const context = await browser.newContext();
    const page = await open(`/join?ref=${referrer.id}`, context);
    await page.waitForURL(`${server.url}/waitlist?ref=${referrer.id}`);
    await page.getByText(w.referralBanner).waitFor();
    await expect(page.getByRole("link", { name: w.login }).getAttribute("href")).resolves.toBe("/login");
    const email = uniqueEmail("joiner");
    await page.getByLabel(w.fullName).fill("Jo <b>Joiner</b>");
    await page.getByLabel(w.email).fill(email);
    await page.getByLabel(w.password).fill("joiner-secret");
    await page.getByRole("button", { name: w.submit }).click();
    await page.waitForURL(server.url + "/dashboard");
    await page.getByText(w.successDescription).first().waitFor();
    await page.getByRole("heading", { level: 1, name: "Welcome, Jo <b>Joiner</b>" }).waitFor();
    await page.getByRole("link", { name: "Dashboard" }).first().waitFor();
    await noViolations(page);

    // The referrer is paid only once the joiner confirms the e-mail address.
    const referrerPage = (await signedIn(referrer)).page;
    await expect(referrerPage.getByText("Referrals Made").locator("..").textContent()).resolves.toContain("0");
    await referrerPage.getByText(d.pending(1)).waitFor();

    const mail = await server.mail.waitFor(email, /Confirm your/);
    expect(mail.text).toContain("Jo &#60;b&#62;Joiner"); // the name is escaped in the HTML part
    const confirmTab = await context.newPage();
    await confirmTab.goto(server.mail.link(mail, /verify-email/));
    await confirmTab.waitForURL(server.url + "/dashboard");

    await referrerPage.reload();
    await waitForHydration(referrerPage);
    await expect(referrerPage.getByText("Referrals Made").locator("..").textContent()).resolves.toContain("1");
    await referrerPage.getByRole("heading", { name: d.referralsTitle }).waitFor();
    const row = referrerPage.getByRole("row", { name: /j\*+@e\*+\.com/ });
    await expect(row.textContent()).resolves.toMatch(/^Jo <b>Joiner<\/b>j\*+@e\*+\.com\+25/);
    await referrerPage.getByText("Referral: Jo <b>Joiner</b> joined").waitFor();
    await expect(referrerPage.getByText("50", { exact: false }).first().isVisible()).resolves.toBe(true);
    await referrerPage.context().close();
    await context.close();
  });

  it("smoke: works without JavaScript (sign up, dashboard, nickname, log out)", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + "/waitlist");
    const email = uniqueEmail("nojs");
    await page.getByLabel(w.fullName).fill("No Script");
    await page.getByLabel(w.email).fill(email);
    await page.getByLabel(w.password).fill("nojs-secret");
    await page.getByRole("button", { name: w.submit }).click();
    await page.waitForURL(server.url + "/dashboard");
    await page.getByRole("heading", { name: "Welcome, No Script" }).waitFor();
    await page.getByText(d.noNickname).waitFor();
    await page.getByRole("link", { name: d.editNickname }).click();
    await page.getByLabel(d.nickname).fill("  Quiet One  ");
    await page.getByRole("button", { name: d.save, exact: true }).click();
    await page.getByText('"Quiet One"').waitFor();
    await page.getByRole("button", { name: d.logOut }).click();
    await page.waitForURL(server.url + "/");
    await page.goto(server.url + "/dashboard");
    await page.waitForURL(server.url + "/login");
    await context.close();
  });

  it("shows a clear message for a duplicate e-mail and the busy label while joining", async () => {
    const existing = await createMember(server);
    const page = await open("/waitlist");
    await page.getByLabel(w.fullName).fill("Someone Else");
    await page.getByLabel(w.email).fill(existing.email);
    await page.getByLabel(w.password).fill("another-secret");
    await page.route("**/waitlist.data", async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await page.getByRole("button", { name: w.submit }).click();
    await page.getByRole("button", { name: w.busy }).waitFor();
    await page.getByRole("alert").filter({ hasText: w.duplicate }).waitFor();
    await page.close();
  });
});
