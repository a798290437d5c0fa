import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { memberText } from "../../app/content/members.ts";
import { DEFAULT_MILESTONES, milestoneCopy } from "../../app/content/milestones.ts";
import { shareCopy as s } from "../../app/content/sharing.ts";
import { expectNoAxeViolations, waitForHydration } from "../support/browser.ts";
import { createMember, uniqueEmail, type Member } from "../support/factories.ts";
import type { RunningServer } from "../support/server.ts";
import { startSite } from "../support/site.ts";

// The member screens, the auth state and their messages (docs/product.md#waitlist to #profile); e-mails read from the SMTP sink.
let server: RunningServer;
let browser: Browser;

startSite((site) => ({ server, browser } = site), { env: { RATE_LIMIT: "off" } });

const w = memberText.waitlist;
const CONSENT =
  "By joining you confirm you are 18 or older and agree to the Terms of Service and Privacy Policy.";
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

describe("waitlist and dashboard", () => {
  it("smoke: joins from a referral link, sees the 25-point toast and the dashboard; confirming pays the referrer", async () => {
    const referrer = await createMember(server, { name: "Rita Referrer", confirm: true });
    const context = await browser.newContext();
    const page = await open(`/join?ref=${referrer.id}`, context);
    await page.waitForURL(`${server.url}/waitlist?ref=${referrer.id}`);
    await page.getByText(w.referralBanner).waitFor();
    // The referral survives the visit (ADR 192): browse away, come back by the header's link.
    await page.goto(server.url + "/about");
    await page.getByRole("link", { name: "Join Waitlist" }).first().click();
    await page.waitForURL(server.url + "/waitlist");
    await page.getByText(w.referralBanner).waitFor();
    // The page's own link (the header now has 'Log In' too).
    await expect(
      page.getByRole("main").getByRole("link", { name: w.login }).getAttribute("href"),
    ).resolves.toBe("/login");
    const email = uniqueEmail("joiner");
    await page.getByLabel(w.fullName).fill("Jo <b>Joiner</b>");
    await page.getByLabel(w.email).fill(email);
    await page.getByLabel(w.password).fill("joiner-secret");
    await page.getByRole("button", { name: w.submit }).click();
    await page.waitForURL(server.url + "/dashboard");
    await page.getByText(w.successDescription).first().waitFor();
    await page.getByRole("heading", { level: 1, name: "Welcome, Jo <b>Joiner</b>" }).waitFor();
    await page.getByRole("link", { name: "Dashboard" }).first().waitFor();
    await expectNoAxeViolations(page);

    // The referrer is paid only once the joiner confirms the e-mail address.
    const referrerPage = (await signedIn(referrer)).page;
    await expect(
      referrerPage.getByText("Referrals Made").locator("..").textContent(),
    ).resolves.toContain("0");
    await referrerPage.getByText(d.pending(1)).waitFor();

    const mail = await server.mail.waitFor(email, /Confirm your/);
    expect(mail.text).toContain("Jo &#60;b&#62;Joiner"); // the name is escaped in the HTML part
    const confirmTab = await context.newPage();
    await confirmTab.goto(server.mail.link(mail, /verify-email/));
    await confirmTab.waitForURL(server.url + "/dashboard");

    await referrerPage.reload();
    await waitForHydration(referrerPage);
    await expect(
      referrerPage.getByText("Referrals Made").locator("..").textContent(),
    ).resolves.toContain("1");
    await referrerPage.getByRole("heading", { name: d.referralsTitle }).waitFor();
    const row = referrerPage.getByRole("row", { name: /j\*+@e\*+\.com/ });
    await expect(row.textContent()).resolves.toMatch(/^Jo <b>Joiner<\/b>j\*+@e\*+\.com\+25/);
    await referrerPage.getByText("Referral: Jo <b>Joiner</b> joined").waitFor();
    await expect(referrerPage.getByText("50", { exact: false }).first().isVisible()).resolves.toBe(
      true,
    );
    await referrerPage.context().close();
    await context.close();
  });

  it("smoke: works without JavaScript (sign up, dashboard, nickname, log out)", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(server.url + "/waitlist");
    // What joining agrees to, under the button (ADR 182), beside the open cookie banner.
    const main = page.getByRole("main");
    await main.getByText(CONSENT, { exact: true }).waitFor();
    for (const [name, href] of [
      ["Terms of Service", "/terms-of-service"],
      ["Privacy Policy", "/privacy-policy"],
    ])
      await expect(main.getByRole("link", { name }).getAttribute("href")).resolves.toBe(href);
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

describe("login and passwords", () => {
  it("logs in, rejects a wrong password, and links to the other screens", async () => {
    const m = await createMember(server);
    const page = await open("/login");
    await expectNoAxeViolations(page);
    await expect(
      page.getByRole("link", { name: "Forgot your password?" }).getAttribute("href"),
    ).resolves.toBe("/forgot-password");
    await expect(
      page.getByRole("link", { name: "Create an account" }).getAttribute("href"),
    ).resolves.toBe("/waitlist");
    await page.getByLabel("Email").fill(m.email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByRole("alert").filter({ hasText: memberText.login.invalid }).waitFor();
    await page.getByLabel("Password").fill(m.password);
    await page.route("**/login.data", async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByRole("button", { name: "Logging in..." }).waitFor();
    await page.waitForURL(server.url + "/dashboard");
    // The nav follows the session: Dashboard while signed in, Join Waitlist after logging out.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Dashboard" })
      .waitFor();
    await page.getByRole("button", { name: d.logOut }).click();
    await page.waitForURL(server.url + "/");
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Join Waitlist" })
      .waitFor();
    await page.close();
  });

  it("smoke: resets a forgotten password through the e-mailed link, once", async () => {
    const m = await createMember(server);
    const page = await open("/forgot-password");
    await expectNoAxeViolations(page);
    await page.getByLabel("Email").fill(m.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByRole("heading", { name: "Check your email!" }).waitFor();
    await page.getByText(`We've sent a password reset link to ${m.email}`).waitFor();
    await page.getByText("Password reset link sent! Check your email.").first().waitFor();
    await expect(
      page.getByRole("link", { name: "Return to Login" }).getAttribute("href"),
    ).resolves.toBe("/login");

    const link = server.mail.link(
      await server.mail.waitFor(m.email, /Reset your/),
      /reset-password/,
    );
    await page.goto(link);
    await page.waitForURL(/\/reset-password\?token=/);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByLabel("New Password").fill("brand-new-1");
    await page.getByLabel("Confirm Password").fill("brand-new-2");
    await page.getByRole("button", { name: "Update Password" }).click();
    await page.getByRole("alert").filter({ hasText: "Passwords don't match" }).waitFor();
    await page.getByLabel("New Password").fill("short");
    await page.getByLabel("Confirm Password").fill("short");
    await page.getByRole("button", { name: "Update Password" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "Password must be at least 6 characters" })
      .waitFor();
    await page.getByLabel("New Password").fill("brand-new-1");
    await page.getByLabel("Confirm Password").fill("brand-new-1");
    await page.getByRole("button", { name: "Update Password" }).click();
    await page.waitForURL(server.url + "/login");
    await page.getByText("Password updated successfully!").first().waitFor();
    await page.getByLabel("Email").fill(m.email);
    await page.getByLabel("Password").fill("brand-new-1");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL(server.url + "/dashboard");

    // The link works once: used again, it gets a clear message and a way to ask again.
    const again = await browser.newPage();
    await again.goto(link);
    await again.getByText(memberText.reset.invalidLink).waitFor();
    await again.getByRole("link", { name: memberText.reset.askAgain }).click();
    await again.waitForURL(server.url + "/forgot-password");
    await again.close();
    await page.close();
  });

  it("gives the same answer for an address without an account, and sends nothing", async () => {
    const page = await open("/forgot-password");
    const nobody = uniqueEmail("nobody");
    await page.getByLabel("Email").fill(nobody);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByRole("heading", { name: "Check your email!" }).waitFor();
    await page.getByText(`We've sent a password reset link to ${nobody}`).waitFor();
    await expect(server.mail.waitFor(nobody, /.*/, 1500)).rejects.toThrow();
    await page.close();
  });
});

describe("profile", () => {
  it("changes the e-mail address only after the new address confirms it", async () => {
    const m = await createMember(server, { confirm: true });
    const { context, page } = await signedIn(m);
    await page.getByRole("link", { name: d.editProfile }).click();
    await page.waitForURL(server.url + "/profile");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByText(p.emailNote).waitFor();
    await expect(page.getByRole("link", { name: p.back }).getAttribute("href")).resolves.toBe(
      "/dashboard",
    );
    const newEmail = uniqueEmail("moved");
    await page.getByLabel("Name").fill("Renamed Member");
    await page.getByLabel("Email").fill(newEmail);
    // The address changes only with the current password (ADR 180); the field of the
    // profile form, not the password form's.
    const profileForm = page.locator("form").filter({ has: page.getByLabel("Email") });
    await profileForm.getByLabel(p.currentPassword).fill(m.password);
    await page.getByRole("button", { name: p.save }).click();
    await page.getByText(p.savedWithEmail).first().waitFor();
    // Pending until confirmed: the old address is still the account's.
    await page.reload();
    await expect(page.getByLabel("Email").inputValue()).resolves.toBe(m.email);
    await expect(page.getByLabel("Name").inputValue()).resolves.toBe("Renamed Member");

    const mail = await server.mail.waitFor(newEmail, /Confirm your new/);
    await page.goto(server.mail.link(mail, /verify-email/));
    await page.waitForURL(server.url + "/dashboard");
    await page.goto(server.url + "/profile");
    await expect(page.getByLabel("Email").inputValue()).resolves.toBe(newEmail);
    await context.close();
  });

  it("applies the password rules, checks the current password and signs out other sessions", async () => {
    const m = await createMember(server);
    const other = await signedIn(m);
    const { context, page } = await signedIn(m);
    await page.goto(server.url + "/profile");
    await waitForHydration(page);
    const submit = () => page.getByRole("button", { name: p.updatePassword }).click();
    const message = (text: string) => page.getByRole("alert").filter({ hasText: text }).waitFor();
    const passwordForm = page.locator("form").filter({ has: page.getByLabel(p.newPassword) });
    await submit();
    await message(p.currentRequired);
    await passwordForm.getByLabel(p.currentPassword).fill(m.password);
    await page.getByLabel(p.newPassword, { exact: true }).fill("new-secret-1");
    await page.getByLabel(p.confirmNewPassword).fill("new-secret-2");
    await submit();
    await message(p.mismatch);
    await page.getByLabel(p.newPassword, { exact: true }).fill("abc");
    await page.getByLabel(p.confirmNewPassword).fill("abc");
    await submit();
    await message(p.tooShort);
    await passwordForm.getByLabel(p.currentPassword).fill("not-my-password");
    await page.getByLabel(p.newPassword, { exact: true }).fill("new-secret-1");
    await page.getByLabel(p.confirmNewPassword).fill("new-secret-1");
    await submit();
    await message(p.currentIncorrect);
    await passwordForm.getByLabel(p.currentPassword).fill(m.password);
    await page.getByLabel(p.newPassword, { exact: true }).fill("new-secret-1");
    await page.getByLabel(p.confirmNewPassword).fill("new-secret-1");
    await submit();
    await page.getByText(p.passwordSuccess).first().waitFor();
    await expect(passwordForm.getByLabel(p.currentPassword).inputValue()).resolves.toBe("");
    await expect(page.getByLabel(p.newPassword, { exact: true }).inputValue()).resolves.toBe("");

    // This session continues; the other one is signed out.
    await page.goto(server.url + "/dashboard");
    await page.waitForURL(server.url + "/dashboard");
    await other.page.goto(server.url + "/dashboard");
    await other.page.waitForURL(server.url + "/login");
    await other.context.close();
    await context.close();
  });
});

describe("dashboard", () => {
  it("smoke: uploads an avatar, edits the nickname, copies and shares the referral link everywhere, shows its QR code and the way to a milestone", async () => {
    const m = await createMember(server, { name: "avery Upload" });
    const { context, page } = await signedIn(m);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await expectNoAxeViolations(page);
    // Avatar: the initial, then the uploaded picture; a non-image is refused.
    await expect(page.getByText("A", { exact: true }).first().isVisible()).resolves.toBe(true);
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: "#cc3366" },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel(d.uploadPicture)
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await page.getByText(d.uploadSuccess).first().waitFor();
    const img = page.getByRole("img", { name: "Profile picture of avery Upload" });
    await img.waitFor();
    expect(await img.getAttribute("src")).toMatch(
      new RegExp(`^/avatars/${m.id}/[a-f0-9]{32}\\.webp$`),
    );
    await page.getByLabel(d.uploadPicture).setInputFiles({
      name: "fake.png",
      mimeType: "image/png",
      buffer: Buffer.from("not an image at all"),
    });
    await page.getByRole("alert").filter({ hasText: d.uploadNotImage }).waitFor();

    // Nickname inline edit: trimmed, shown in quotes; Cancel leaves it.
    await page.getByRole("link", { name: d.editNickname }).click();
    await page.getByLabel(d.nickname).fill("  Ace  ");
    await page.getByRole("button", { name: d.save, exact: true }).click();
    await page.getByText(d.nicknameSuccess).first().waitFor();
    await page.getByText('"Ace"').waitFor();
    await page.getByRole("link", { name: d.editNickname }).click();
    await page.getByLabel(d.nickname).fill("Other");
    await page.getByRole("link", { name: d.cancel }).click();
    await page.getByText('"Ace"').waitFor();

    // Referral link: {host}/join?ref={profile id}; the copy icon and button; share links.
    const link = `${server.url}/join?ref=${m.id}`;
    await expect(page.getByLabel(d.referralLinkLabel, { exact: true }).inputValue()).resolves.toBe(
      link,
    );
    // 'Copied' is said in the card's status line, not in a toast over its buttons.
    const copied = page.getByRole("status").filter({ hasText: d.copied });
    await page.getByRole("button", { name: d.copyLink }).click();
    await copied.waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.evaluate(() => navigator.clipboard.writeText(""));
    await page.getByRole("button", { name: d.copyIcon }).click();
    await copied.waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // Every channel's link is the referral link tagged with the channel (ADR 192).
    const href = async (name: string) =>
      new URL((await page.getByRole("link", { name, exact: true }).getAttribute("href"))!);
    const tagged = (channel: string) => `${link}&utm_source=${channel}`;
    const x = await href("Share on X");
    expect(x.origin + x.pathname).toBe("https://x.com/intent/post");
    expect(x.searchParams.get("url")).toBe(tagged("x"));
    expect(x.searchParams.get("text")).toBe(d.shareText);
    const whatsapp = await href(s.shareWhatsApp);
    expect(whatsapp.origin).toBe("https://wa.me");
    expect(whatsapp.searchParams.get("text")).toBe(`${d.shareText} ${tagged("whatsapp")}`);
    const linkedin = await href(s.shareLinkedIn);
    expect(linkedin.origin + linkedin.pathname).toBe(
      "https://www.linkedin.com/sharing/share-offsite/",
    );
    expect(linkedin.searchParams.get("url")).toBe(tagged("linkedin"));
    const mail = await href(s.shareEmail);
    expect(mail.protocol).toBe("mailto:");
    expect(mail.searchParams.get("subject")).toBe(s.shareEmailSubject);
    expect(mail.searchParams.get("body")).toBe(`${d.shareText}\n\n${tagged("email")}`);
    // The channels in order: e-mail, WhatsApp, LinkedIn, X, then the QR code.
    const card = page.getByRole("button", { name: d.copyLink }).locator("..");
    await expect(card.locator(":scope > a, :scope > button").allTextContents()).resolves.toEqual([
      d.copyLink,
      s.shareEmail,
      s.shareWhatsApp,
      s.shareLinkedIn,
      "Share on X",
      s.showQr,
    ]);
    // Chromium on Linux has no share sheet: 'Share…' is not offered.
    await expect(page.getByRole("button", { name: s.shareSheet }).count()).resolves.toBe(0);

    // The QR code, by keyboard: the dialog takes the focus, Escape gives it back.
    const qrButton = page.getByRole("button", { name: s.showQr });
    await qrButton.focus();
    await page.keyboard.press("Enter");
    const qr = page.getByRole("dialog", { name: s.qrTitle });
    await qr.getByRole("img", { name: s.qrAlt }).waitFor();
    await expect(qr.evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoAxeViolations(page, `QR dialog, ${scheme}`);
    }
    await page.emulateMedia({ colorScheme: "light" });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      qr.getByRole("link", { name: s.downloadPng }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("referral-qr.png");
    const image = PNG.sync.read(await readFile((await download.path())!));
    const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(code?.data).toBe(tagged("qr"));
    await page.keyboard.press("Escape");
    await qr.waitFor({ state: "hidden" });
    await expect(qrButton.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // Milestones: the way to the first of the default ladder (seeded on the first start).
    const first = DEFAULT_MILESTONES[0]!;
    await page.getByText(milestoneCopy.card.toNext(first.threshold, first.name)).waitFor();
    await page.getByText(milestoneCopy.card.count(0, first.threshold), { exact: true }).waitFor();
    await page
      .getByRole("progressbar", { name: milestoneCopy.card.progressLabel(first.name) })
      .waitFor();

    // Stats, activity and the top leaders with the member's own row highlighted.
    await page.getByText("Joined the waitlist").waitFor();
    await page.getByText("+25").first().waitFor();
    await page
      .getByText(/^#\d+$/)
      .first()
      .waitFor();
    await page.getByRole("link", { name: d.viewFull }).click();
    await page.waitForURL(server.url + "/leaderboard");
    await context.close();
  });

  it("goes to /login when the session ends in another tab", async () => {
    const m = await createMember(server);
    const { context, page } = await signedIn(m);
    const second = await context.newPage();
    await second.goto(server.url + "/dashboard");
    await waitForHydration(second);
    await second.getByRole("button", { name: d.logOut }).click();
    await second.waitForURL(server.url + "/");
    await page.waitForURL(server.url + "/login");
    await context.close();
  });

  it("confirms from the link without signing in (ADR 190), and explains a bad link", async () => {
    const m = await createMember(server);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(
      `${server.url}/api/auth/verify-email?token=not-a-token&callbackURL=%2Fdashboard`,
    );
    await page.waitForURL(/\/login\?error=/);
    await page.getByText(memberText.confirm.invalidLink).waitFor();
    await page.goto(
      server.mail.link(await server.mail.waitFor(m.email, /Confirm your/), /verify-email/),
    );
    await page.waitForURL(server.url + "/email-confirmed");
    await page.getByRole("heading", { name: memberText.confirmedPage.heading }).waitFor();
    await expectNoAxeViolations(page);
    await page
      .getByRole("main")
      .getByRole("link", { name: memberText.confirmedPage.logIn })
      .click();
    await page.waitForURL(server.url + "/login");
    await page.getByLabel(memberText.login.email).fill(m.email);
    await page.getByLabel(memberText.login.password).fill(m.password);
    await page.getByRole("button", { name: memberText.login.submit }).click();
    await page.waitForURL(server.url + "/dashboard");
    await page.getByRole("heading", { name: `Welcome, ${m.name}` }).waitFor();
    await expect(page.getByText(memberText.confirm.resend).count()).resolves.toBe(0);
    await context.close();
  });
});

describe("leaderboard", () => {
  it("ranks members with icons, marks (You), and always shows the member's own row", async () => {
    // Distinct points for the podium: 125, 100 and 75 (referrals paid on confirmation), above
    // every other member of the file: a place shared by a tie gets no medal (medalOf).
    const first = await createMember(server, { name: "Leader <i>One</i>" });
    const second = await createMember(server);
    const third = await createMember(server);
    for (const [leader, n] of [
      [first, 4],
      [second, 3],
      [third, 2],
    ] as const) {
      for (let i = 0; i < n; i++)
        await createMember(server, { referrerId: leader.id, confirm: true });
    }
    // Enough members that a newcomer (25 points, latest join) is off the first page.
    for (let i = 0; i < 2; i++)
      await Promise.all(Array.from({ length: 9 }, () => createMember(server)));
    const me = await createMember(server, { name: "Late Comer" });
    const anon = await open("/leaderboard");
    await anon.getByRole("heading", { level: 1, name: "Leaderboard" }).waitFor();
    await anon.getByRole("img", { name: "1st place" }).first().waitFor();
    await anon.getByRole("img", { name: "2nd place" }).first().waitFor();
    await anon.getByRole("img", { name: "3rd place" }).first().waitFor();
    await expect(anon.getByRole("img", { name: /place$/ }).count()).resolves.toBe(3);
    await expect(anon.getByText("(You)").count()).resolves.toBe(0);
    await anon.getByRole("cell", { name: "Leader <i>One</i>" }).waitFor();
    // Three confirmed friends or more (the first and the second): the first milestone of
    // the default ladder, as a badge.
    const badge = milestoneCopy.badge(DEFAULT_MILESTONES[0]!.name);
    await anon
      .getByRole("row", { name: /Leader <i>One<\/i>/ })
      .getByRole("img", { name: badge })
      .waitFor();
    await expect(anon.getByRole("img", { name: badge }).count()).resolves.toBe(2);
    await anon.close();
    expect(first.id).not.toBe(me.id);

    const { context, page } = await signedIn(me);
    await page.goto(server.url + "/leaderboard");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    const mine = page.getByRole("row", { name: /Late Comer/ });
    await expect(mine.textContent()).resolves.toContain("(You)");
    await expect(mine.getAttribute("aria-current")).resolves.toBe("true");
    await page.getByText(memberText.leaderboard.yourPosition).waitFor();
    await page.getByRole("link", { name: memberText.leaderboard.next }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.getByRole("row", { name: /Late Comer/ }).count()).toBe(1);
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await page.waitForURL(server.url + "/dashboard");
    await context.close();
  });
});

describe("avatar storage failure", () => {
  it("shows 'Failed to upload image', not the error page, when the picture cannot be stored", async () => {
    // The avatar folder is a file: every write under it fails (as a full or broken disk does).
    const dir = path.join(server.dataDir, "avatars");
    await rm(dir, { recursive: true, force: true });
    await writeFile(dir, "not a folder");
    try {
      const m = await createMember(server, { name: "Stor Age" });
      const { context, page } = await signedIn(m);
      const png = await sharp({
        create: { width: 64, height: 64, channels: 3, background: "#3366cc" },
      })
        .png()
        .toBuffer();
      await page
        .getByLabel(d.uploadPicture)
        .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
      await page
        .getByRole("alert")
        .filter({ hasText: `${d.uploadFailed}: ${d.uploadNotStored}` })
        .waitFor();
      await expect(page.getByText("Unexpected Application Error!").count()).resolves.toBe(0);
      await expect(page.getByRole("img", { name: /Profile picture/ }).count()).resolves.toBe(0);
      await context.close();
    } finally {
      await rm(dir, { force: true });
    }
  });
});
