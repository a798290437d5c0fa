import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { mailPreferencesText as mp, unsubscribeText as ut } from "../../app/content/member-mail.ts";
import { memberText } from "../../app/content/members.ts";
import { privacyText as t } from "../../app/content/privacy.ts";
import { expectNoAxeViolations, waitForHydration } from "../support/browser.ts";
import { createMember, type Member } from "../support/factories.ts";
import type { RunningServer } from "../support/server.ts";
import { startSite } from "../support/site.ts";

// ADR 140: 'Your Data' on /profile — the download holds exactly the member's own data;
// deletion asks for the password, signs out everywhere and leaves the referrer's points.
let server: RunningServer;
let browser: Browser;

startSite((site) => ({ server, browser } = site), { env: { RATE_LIMIT: "off" } });

async function signedIn(member: Member, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ acceptDownloads: true, ...options });
  const page = await context.newPage();
  await page.goto(server.url + "/login");
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(server.url + "/dashboard");
  return { context, page };
}

async function signInStatus(email: string, password: string) {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

const confirmations = (email: string) =>
  server.mail.messages.filter((m) => m.to.includes(email) && /Confirm your/.test(m.subject));

/** The newest confirmation link e-mailed to `email` (an old account's link is void). */
function newestConfirmation(email: string) {
  const mails = confirmations(email);
  return server.mail.link(mails.at(-1)!, /verify-email/);
}

async function referrerView(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto(server.url + "/dashboard");
  await waitForHydration(page);
  return page;
}

describe("your data", () => {
  it("smoke: downloads exactly their own data, deletes the account (wrong, then right password); the referrer keeps the points and sees 'Deleted member'; the address joins again", async () => {
    const referrer = await createMember(server, { name: "Rita Keeper", confirm: true });
    const member = await createMember(server, {
      name: "Max Leaver",
      referrerId: referrer.id,
      confirm: true,
    });
    const friend = await createMember(server, { referrerId: member.id, confirm: true });

    const { context, page } = await signedIn(member);
    await page.goto(server.url + "/profile");
    await waitForHydration(page);
    await page.getByRole("heading", { name: t.sectionTitle }).waitFor();
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: t.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^VentureStaking-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile((await download.path())!, "utf8");
    const file = JSON.parse(text);
    expect(file.profile).toMatchObject({
      name: "Max Leaver",
      email: member.email,
      pointsTotal: 50,
      referralCount: 1,
    });
    expect(file.pointsLedger).toHaveLength(2);
    expect(file.referralsMade).toEqual([
      {
        status: "joined",
        date: expect.any(String),
        email: expect.stringMatching(/^m\*+@e\*+\.com$/),
      },
    ]);
    expect(file.referredBy).toEqual({ displayName: "Rita Keeper" });
    expect(file.sessions.length).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(friend.email);
    expect(text).not.toContain(referrer.email);
    const direct = await context.request.get(server.url + "/profile/data");
    expect(direct.headers()["cache-control"]).toBe("no-store");
    expect(direct.headers()["content-disposition"]).toMatch(
      /^attachment; filename="VentureStaking-data-/,
    );

    // Keyboard only: open the dialog, Escape closes it and focus returns to the button.
    const deleteButton = page.getByRole("button", { name: t.deleteAccount });
    await deleteButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: t.dialogTitle });
    await dialog.waitFor();
    await dialog.getByText(t.keptList[0]).waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // The dialog can be gone a moment before its focus scope hands focus back.
    await expect
      .poll(() => deleteButton.evaluate((el) => el === document.activeElement))
      .toBe(true);

    await page.keyboard.press("Enter");
    await dialog.getByLabel(memberText.profile.currentPassword).fill("not-my-password-1");
    await dialog.getByRole("button", { name: t.confirm }).click();
    await dialog.getByRole("alert").filter({ hasText: "Current password is incorrect" }).waitFor();
    await dialog.getByRole("button", { name: t.cancel }).waitFor();

    await dialog.getByLabel(memberText.profile.currentPassword).fill(member.password);
    await dialog.getByRole("button", { name: t.confirm }).click();
    await page.waitForURL(server.url + "/");
    await page.getByText("Your account has been deleted.", { exact: true }).waitFor();
    await page.goto(server.url + "/dashboard");
    await page.waitForURL(server.url + "/login");
    expect(await signInStatus(member.email, member.password)).toBe(401);
    await context.close();

    // The referrer: 50 points, 1 referral, a 'Deleted member' row; Max is off the leaderboard.
    const rita = await signedIn(referrer);
    const dash = await referrerView(rita.context);
    await expect(
      dash.getByText(memberText.dashboard.referralsMade).locator("..").textContent(),
    ).resolves.toContain("1");
    await dash.getByRole("row", { name: /^Deleted member\s*—\s*\+25/ }).waitFor();
    await dash.getByText("Referral: Deleted member joined").waitFor();
    await expectNoAxeViolations(dash);
    await dash.goto(server.url + "/leaderboard");
    await waitForHydration(dash);
    await dash.getByRole("row", { name: /Rita Keeper/ }).waitFor();
    await expect(dash.getByText("Max Leaver").count()).resolves.toBe(0);

    // The same address joins again through the same link: welcome, but no second payment.
    const mailsBefore = confirmations(member.email).length;
    const again = await browser.newContext();
    const join = await again.newPage();
    await join.goto(`${server.url}/waitlist?ref=${referrer.id}`);
    await waitForHydration(join);
    await join.getByLabel(memberText.waitlist.fullName).fill("Max Again");
    await join.getByLabel(memberText.waitlist.email).fill(member.email);
    await join.getByLabel(memberText.waitlist.password).fill("Another-Secret-42");
    await join.getByRole("button", { name: memberText.waitlist.submit }).click();
    await join.waitForURL(server.url + "/dashboard");
    await join.getByRole("heading", { level: 1, name: "Welcome, Max Again" }).waitFor();
    await expect.poll(() => confirmations(member.email).length).toBe(mailsBefore + 1);
    await join.goto(newestConfirmation(member.email));
    await join.waitForURL(/\/dashboard/);
    expect(join.url()).not.toContain("error");
    await dash.goto(server.url + "/dashboard");
    await expect(
      dash.getByText(memberText.dashboard.referralsMade).locator("..").textContent(),
    ).resolves.toContain("1");
    await expect(dash.getByText("Referral: Deleted member joined").count()).resolves.toBe(1);
    await again.close();
    await rita.context.close();
  });

  it("deletes the account without JavaScript: the confirmation is a panel of the page", async () => {
    const member = await createMember(server);
    const { context, page } = await signedIn(member, { javaScriptEnabled: false });
    await page.goto(server.url + "/profile");
    await page.getByRole("button", { name: t.deleteAccount }).click();
    await page.waitForURL(/\/profile\?delete-account=1/);
    const panel = page.getByRole("region", { name: t.dialogTitle });
    await panel.getByLabel(memberText.profile.currentPassword).fill("wrong-password-9");
    await panel.getByRole("button", { name: t.confirm }).click();
    await panel.getByRole("alert").filter({ hasText: "Current password is incorrect" }).waitFor();
    await panel.getByLabel(memberText.profile.currentPassword).fill(member.password);
    await panel.getByRole("button", { name: t.confirm }).click();
    await page.waitForURL(server.url + "/");
    await page.goto(server.url + "/profile");
    await page.waitForURL(server.url + "/login");
    expect(await signInStatus(member.email, member.password)).toBe(401);
    await context.close();
  });

  it("serves the download only to its signed-in owner", async () => {
    const res = await fetch(server.url + "/profile/data", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login");
  });
});

// ADR 191: /profile 'E-mail preferences' and /unsubscribe, by keyboard, axe-clean in both themes.
describe("e-mail preferences and unsubscribe", () => {
  const focusedName = (page: Page) =>
    page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
  async function axeBothThemes(page: Page, where: string) {
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoAxeViolations(page, `${where}, ${scheme}`);
    }
  }

  it("the referral e-mail's unsubscribe link asks, then works signed out (Unsubscribe and Resubscribe by keyboard); preferences save by keyboard", async () => {
    const member = await createMember(server, { name: "Pia Prefs", confirm: true });
    await createMember(server, { name: "Finn Friend", referrerId: member.id });
    const mail = await server.mail.waitFor(member.email, /^Finn joined through your link$/);
    const link = server.mail.link(mail, /\/unsubscribe\?token=/);

    const stranger = await browser.newContext();
    const page = await stranger.newPage();
    await page.goto(link);
    await waitForHydration(page);
    // The link asks; nothing changes until the person presses 'Unsubscribe'.
    await page.getByRole("heading", { name: ut.askTitle("referral updates") }).waitFor();
    await axeBothThemes(page, "/unsubscribe (asking)");
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("button", { name: ut.unsubscribe }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: ut.done }).waitFor();
    await page.getByText(ut.doneBody("referral updates")).waitFor();
    await axeBothThemes(page, "/unsubscribe");
    await page.getByRole("button", { name: ut.resubscribe }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: ut.resubscribed }).waitFor();
    await stranger.close();

    const { context, page: profile } = await signedIn(member);
    await profile.goto(server.url + "/profile");
    await waitForHydration(profile);
    await profile.getByRole("heading", { name: mp.title }).waitFor();
    const referral = profile.getByRole("checkbox", { name: mp.referral });
    const digest = profile.getByRole("checkbox", { name: mp.digest });
    expect(await referral.isChecked()).toBe(true);
    expect(await digest.isChecked()).toBe(false);
    await axeBothThemes(profile, "/profile");
    await referral.focus();
    await profile.keyboard.press("Tab");
    await profile.keyboard.press("Space");
    await profile.keyboard.press("Tab");
    expect(await focusedName(profile)).toBe(mp.save);
    await profile.keyboard.press("Enter");
    await profile.getByText(mp.saved, { exact: true }).first().waitFor();
    await profile.reload();
    expect(await profile.getByRole("checkbox", { name: mp.digest }).isChecked()).toBe(true);
    await context.close();
  });
});
