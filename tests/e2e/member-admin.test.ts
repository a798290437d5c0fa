import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCopy, memberAdminCopy as C, overviewCopy } from "../../app/content/admin.ts";
import { auditCopy } from "../../app/content/audit.ts";
import {
  expectNoAxeViolations,
  expectNoAxeViolationsInBothThemes,
  launchBrowser,
  sectionLink,
  waitForHydration,
} from "../support/browser.ts";
import { DEFAULT_MILESTONES, milestoneCopy } from "../../app/content/milestones.ts";
import { createMember, type Member } from "../support/factories.ts";
import { spawnServer, type RunningServer, grantAdminRole } from "../support/server.ts";

// ADR 161: an admin drives every member action in a real browser, then the member's
// dashboard, the leaderboard and the audit log are checked the way people see them.
let server: RunningServer;
let browser: Browser;
let operator: Member;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    spawnServer({ env: { RATE_LIMIT: "off" } }),
    launchBrowser(),
  ]);
  operator = await createMember(server, { name: "Olga Operator", confirm: true });
  await grantAdminRole(server, operator.email);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string, context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(server.url + path);
  await waitForHydration(page);
  return page;
}

async function signedIn(member: Member): Promise<BrowserContext> {
  const context = await browser.newContext();
  const page = await open("/login", context);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(/\/(dashboard|admin)/);
  await page.close();
  return context;
}

/** Opens an action's dialog, fills it and submits; waits for the toast. */
async function act(page: Page, button: string, fields: Record<string, string>, toast: string) {
  await page.getByRole("button", { name: button }).first().click();
  const dialog = page.getByRole("dialog");
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole("button", { name: button }).click();
  await page.getByText(toast, { exact: true }).first().waitFor();
  await dialog.waitFor({ state: "detached" });
}

describe("member administration in the browser", () => {
  it("finds a member, adjusts points, voids a referral, suspends and reinstates; the member, the leaderboard and the audit log follow", async () => {
    const rita = await createMember(server, { name: "Rita Quasar", confirm: true });
    const friend = await createMember(server, {
      name: "Fred Friend",
      referrerId: rita.id,
      confirm: true,
    });
    const admin = await signedIn(operator);
    const page = await open("/admin", admin);
    await sectionLink(page, adminCopy.tabs.members).click();
    await page.getByLabel(C.search).fill("rita q");
    await page.getByRole("button", { name: C.searchButton }).click();
    await page.waitForURL(/q=rita/);
    await page.getByRole("link", { name: "Rita Quasar" }).click();
    await page.waitForURL(`${server.url}/admin/members/${rita.id}`);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "Rita Quasar" }).waitFor();
    await page.getByRole("cell", { name: "Fred Friend", exact: true }).waitFor();
    await expectNoAxeViolations(page);

    // A reason is required: the dialog stays open and nothing happens without one.
    await page.getByRole("button", { name: C.actions.adjust }).click();
    await page.getByRole("dialog").getByLabel(C.points).fill("40");
    await page.getByRole("dialog").getByRole("button", { name: C.actions.adjust }).click();
    await expect(page.getByRole("dialog").isVisible()).resolves.toBe(true);
    await page.keyboard.press("Escape");

    await act(
      page,
      C.actions.adjust,
      { [C.points]: "40", [C.reason]: "Workshop host bonus" },
      C.toasts.adjust,
    );
    await page.getByRole("cell", { name: "Workshop host bonus", exact: true }).waitFor();
    await act(page, C.actions.void, { [C.reason]: "Duplicate account" }, C.toasts.void);
    await page.getByRole("cell", { name: C.referralStatus.void, exact: true }).waitFor();
    await act(page, C.actions.suspend, { [C.reason]: "Spam reports" }, C.toasts.suspend);

    // Suspended: no sign-in, not on the leaderboard.
    const fredContext = await signedIn(friend);
    const board = await open("/leaderboard", fredContext);
    await board.getByText("Fred Friend").first().waitFor();
    await expect(board.getByText("Rita Quasar").count()).resolves.toBe(0);
    const ritaContext = await browser.newContext();
    const login = await open("/login", ritaContext);
    await login.getByLabel("Email").fill(rita.email);
    await login.getByLabel("Password").fill(rita.password);
    await login.getByRole("button", { name: "Log In" }).click();
    await login.getByText(C.suspendedSignIn).first().waitFor();

    await act(page, C.actions.reinstate, { [C.reason]: "Appeal accepted" }, C.toasts.reinstate);

    // The member sees the changes only as ledger rows on the dashboard.
    await login.getByRole("button", { name: "Log In" }).click();
    await login.waitForURL(`${server.url}/dashboard`);
    await login.getByText("Referral voided").first().waitFor();
    await login.getByText("-25").first().waitFor();
    await login.getByText("Workshop host bonus").first().waitFor();
    await board.reload();
    await board.getByText("Rita Quasar").first().waitFor();

    // The audit log, newest first, filtered by action.
    const audit = await open("/admin/audit-log", admin);
    const rows = audit.getByRole("list", { name: auditCopy.heading }).getByRole("listitem");
    await expect(rows.first().textContent()).resolves.toMatch(/ reinstated Rita Quasar/);
    for (const sentence of [
      / gave 40 points to Rita Quasar \(reason: Workshop host bonus\)/,
      / voided a referral made by /,
      / suspended Rita/,
    ])
      await audit.getByText(sentence).first().waitFor();
    // Chosen by its words, as an admin reads the list.
    await audit.getByLabel(auditCopy.filter).selectOption({ label: "Member suspended" });
    await audit.getByRole("button", { name: auditCopy.apply }).click();
    await audit.waitForURL(/action=member\.suspend/);
    // The URL changes before the filtered rows render: poll, do not read once.
    await expect.poll(() => rows.count()).toBe(1);
    await expectNoAxeViolationsInBothThemes(audit);

    // Overview: charts with a data table alternative; the period switches.
    const overview = await open("/admin/overview?days=7", admin);
    await overview.getByRole("heading", { name: overviewCopy.heading }).waitFor();
    await overview.getByRole("list", { name: new RegExp(`^${overviewCopy.signups}: `) }).waitFor();
    // No quiz events in this suite: each quiz card says so in words.
    await expect(overview.getByText(overviewCopy.quizzes.empty).count()).resolves.toBe(2);
    await overview.getByText(overviewCopy.showData).first().click();
    const table = overview.getByRole("table", { name: overviewCopy.signups });
    await expect(table.getByRole("row").count()).resolves.toBe(8);
    // Rita's only referral was voided: no top referrer in this period.
    await overview.getByText(overviewCopy.noReferrers).first().waitFor();
    await expectNoAxeViolationsInBothThemes(overview);
    await overview.getByRole("link", { name: overviewCopy.period(90) }).click();
    await overview.waitForURL(/days=90/);
    await overview
      .locator("details")
      .first()
      .evaluate((el) => ((el as HTMLDetailsElement).open = true));
    await table.getByRole("row").nth(90).waitFor();
    await expect(table.getByRole("row").count()).resolves.toBe(91);
    await Promise.all([admin.close(), fredContext.close(), ritaContext.close()]);
  });

  it("smoke: a milestone made in 'Milestones' is awarded at once, shown on the dashboard and the leaderboard, and taken back with a voided referral", async () => {
    const M = milestoneCopy.admin;
    const mia = await createMember(server, { name: "Mia Milestone", confirm: true });
    const friend = await createMember(server, { name: "Max", referrerId: mia.id, confirm: true });
    const admin = await signedIn(operator);
    const page = await open("/admin/milestones", admin);
    await sectionLink(page, adminCopy.tabs.milestones).waitFor();
    // The default ladder, seeded on the first start.
    await page.getByRole("row", { name: new RegExp(`^${DEFAULT_MILESTONES[0]!.name}`) }).waitFor();
    // Keyboard only: open the dialog, fill it, submit with Enter.
    await page.getByRole("button", { name: M.newButton }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: M.createTitle });
    await dialog.waitFor();
    await page.keyboard.type("First Friend");
    await page.keyboard.press("Tab");
    await page.keyboard.type("1");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("10");
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoAxeViolations(page, `milestone dialog, ${scheme}`);
    }
    await page.emulateMedia({ colorScheme: "light" });
    await page.keyboard.press("Enter");
    await page.getByText(M.created, { exact: true }).first().waitFor();
    await dialog.waitFor({ state: "detached" });
    const row = page.getByRole("row", { name: /First Friend/ });
    await expect.poll(() => row.textContent()).toContain(M.holders(1).split(" ")[0]!);
    await expectNoAxeViolations(page, "milestones list");

    // Mia reached it: her dashboard and the leaderboard say so.
    const miaContext = await signedIn(mia);
    const dash = await open("/dashboard", miaContext);
    await dash.getByText("Milestone: First Friend").first().waitFor();
    await dash.getByRole("heading", { name: milestoneCopy.card.earned }).waitFor();
    const board = await open("/leaderboard", miaContext);
    await board
      .getByRole("img", { name: milestoneCopy.badge("First Friend") })
      .first()
      .waitFor();

    // The referral is voided: the milestone and its bonus go back, through the ledger.
    const member = await open(`/admin/members/${mia.id}`, admin);
    await act(member, C.actions.void, { [C.reason]: "Test account" }, C.toasts.void);
    await dash.reload();
    await dash.getByText("Milestone taken back: First Friend").first().waitFor();
    await dash.getByText("-10").first().waitFor();
    await board.reload();
    await expect(
      board.getByRole("img", { name: milestoneCopy.badge("First Friend") }).count(),
    ).resolves.toBe(0);
    expect(friend.id).not.toBe(mia.id);
    await Promise.all([admin.close(), miaContext.close()]);
  });
});
