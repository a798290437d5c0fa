import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { communitiesCopy, sourcesCopy } from "../../app/content/admin-sources.ts";
import { overviewCopy } from "../../app/content/admin.ts";
import { waitingCommunitiesText } from "../../app/content/forms.ts";
import { joiningText } from "../../app/content/joining.ts";
import { expectNoAxeViolations, launchBrowser, waitForHydration } from "../support/browser.ts";
import { parseCsv } from "../support/csv.ts";
import {
  confirmMember,
  createMember,
  postForm,
  uniqueEmail,
  type Member,
} from "../support/factories.ts";
import { spawnServer, type RunningServer, grantAdminRole } from "../support/server.ts";

// Who is waiting and where they came from (docs/architecture.md D24, ADR 193), as people
// meet it: a first-time visitor (cookie banner open) lands with campaign tags, browses and
// joins; the operator reads it on the member page, the Overview, the Members filters, the
// CSV and the Communities list; /launch-arena names communities from 10 confirmed members.
// Titles with "smoke" also run on PostgreSQL (scripts/test-plan.ts).
let server: RunningServer;
let browser: Browser;
let operator: Member;

/** Joins through the waitlist form over HTTP (no browser), confirmed when asked. */
async function joinOverHttp(community: string, confirm: boolean) {
  const email = uniqueEmail("waiting");
  const res = await postForm(server, "/waitlist", {
    name: `Waiting ${email.slice(8, 14)}`,
    email,
    password: "correct-horse-7",
    community,
  });
  expect(res.status).toBe(302);
  if (confirm) await confirmMember(server, { email });
  return email;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([
    spawnServer({ env: { RATE_LIMIT: "off" } }),
    launchBrowser(),
  ]);
  operator = await createMember(server, { name: "Olga Operator", confirm: true });
  await grantAdminRole(server, operator.email);
  // Before any page reads the public list (it is cached for a minute): 10 confirmed members
  // of one community, 9 of another (and one unconfirmed, which does not count).
  for (let i = 0; i < 10; i++) await joinOverHttp(i % 2 ? "ten town" : "Ten Town", true);
  for (let i = 0; i < 9; i++) await joinOverHttp("Nine Ville", true);
  await joinOverHttp("Nine Ville", false);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(context: BrowserContext, url: string, referer?: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(server.url + url, referer ? { referer } : undefined);
  await waitForHydration(page);
  return page;
}

async function signedIn(member: Member): Promise<BrowserContext> {
  const context = await browser.newContext();
  const page = await open(context, "/login");
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(/\/(dashboard|admin)/);
  await page.close();
  return context;
}

/** The row of a chart's data table (behind 'Show the data as a table'), as cell texts. */
/** The counters' key for a sign-up without measurement consent (app/lib/first-touch.ts). */
const UNKNOWN_SOURCE = "unknown";

async function chartRow(page: Page, title: string, label: string) {
  const figure = page.locator("figure", { has: page.getByText(title, { exact: true }) });
  const details = figure.locator("details");
  if (!(await details.getAttribute("open"))) await details.locator("summary").click();
  return figure.getByRole("row").filter({ hasText: label }).first().locator("td").allInnerTexts();
}

describe("sign-up sources in the browser", () => {
  it("smoke: /launch-arena lists a community at 10 confirmed members and not at 9, after load", async () => {
    const context = await browser.newContext();
    const page = await open(context, "/launch-arena");
    await page.getByRole("heading", { name: waitingCommunitiesText.heading }).waitFor();
    const list = page.locator("section", {
      has: page.getByRole("heading", { name: waitingCommunitiesText.heading }),
    });
    await expect(list.getByRole("listitem").allInnerTexts()).resolves.toEqual([
      waitingCommunitiesText.count(10, "Ten Town"),
    ]);
    expect(await page.getByText("Nine Ville").count()).toBe(0);
    await expectNoAxeViolations(page, "/launch-arena ");
    await context.close();
  });

  it("smoke: a visit with campaign tags and consent, browsing, then joining shows its source on the member page and in the Overview; without consent 'unknown'; filters, CSV and merging follow", async () => {
    // A first-time visitor: lands from another site with utm_*, accepts, browses, joins.
    const visitor = await browser.newContext();
    const landing = await open(
      visitor,
      "/education?utm_source=newsletter&utm_medium=email&utm_campaign=spring",
      "https://news.example/issue/12?secret=1",
    );
    await landing.getByRole("button", { name: "Accept All" }).click();
    await landing.getByRole("link", { name: "About" }).first().click();
    await landing.waitForURL(/\/about$/);
    await landing.getByRole("link", { name: "Join Waitlist" }).first().click();
    await landing.waitForURL(/\/waitlist$/);
    await landing.getByRole("heading", { level: 1 }).waitFor();
    const email = uniqueEmail("campaign");
    await landing.getByLabel("Full Name").fill("Carla Campaign");
    await landing.getByLabel("Email").fill(email);
    await landing.getByLabel("Password").fill("correct-horse-7");
    await landing.getByLabel(joiningText.role).selectOption({ label: joiningText.roles.founder });
    await landing.getByLabel(joiningText.community).fill("Indiana University");
    await expectNoAxeViolations(landing, "/waitlist ");
    await landing.getByRole("button", { name: /Join the Waitlist/ }).click();
    await landing.waitForURL(/\/dashboard/);
    // Her profile shows both answers, editable, and where she came from.
    const profile = await open(visitor, "/profile");
    await expect(profile.getByLabel(joiningText.role).inputValue()).resolves.toBe("founder");
    await expect(profile.getByLabel(joiningText.community).inputValue()).resolves.toBe(
      "Indiana University",
    );
    await profile.getByText(joiningText.firstTouch("newsletter")).waitFor();
    await expectNoAxeViolations(profile, "/profile ");
    await visitor.close();

    // Without consent, keyboard only, without the optional fields.
    const refuser = await browser.newContext();
    const page = await open(refuser, "/waitlist?utm_source=ads&utm_campaign=winter");
    await page.getByRole("button", { name: "Reject Non-Essential" }).click();
    const plain = uniqueEmail("plain");
    await page.getByLabel("Full Name").focus();
    await page.keyboard.type("Pat Plain");
    await page.keyboard.press("Tab");
    await page.keyboard.type(plain);
    await page.keyboard.press("Tab");
    await page.keyboard.type("correct-horse-7");
    // Past the password's show/hide control (if any) to the role select.
    for (let i = 0; i < 5; i++) {
      if (await page.getByLabel(joiningText.role).evaluate((el) => el === document.activeElement))
        break;
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Tab"); // no role
    await page.keyboard.press("Enter"); // no community: submits
    await page.waitForURL(/\/dashboard/);
    await refuser.close();

    // The operator: the member page, the Overview's table, the filters, the CSV.
    const admin = await signedIn(operator);
    const members = await open(admin, `/admin/members?q=${encodeURIComponent(email)}`);
    await members.getByRole("link", { name: "Carla Campaign" }).click();
    await members.waitForURL(/\/admin\/members\/.+/);
    const joining = members.locator("dl", { hasText: "Source" });
    for (const text of [
      "Founder",
      "Indiana University",
      "newsletter",
      "/education",
      "news.example",
      "spring",
    ])
      await joining.getByText(text, { exact: true }).first().waitFor();
    // The referring host only, never its path or query.
    expect(await members.getByText("issue/12").count()).toBe(0);
    await expectNoAxeViolations(members, "member page ");

    await members.goto(`${server.url}/admin/members?q=${encodeURIComponent(plain)}`);
    await members.getByRole("link", { name: "Pat Plain" }).click();
    await members.waitForURL(/\/admin\/members\/.+/);
    const plainJoining = members.locator("dl", { hasText: "Source" });
    await expect(plainJoining.innerText()).resolves.toBe(
      ["Role", "—", "Community", "—", "Source", UNKNOWN_SOURCE].join("\n"),
    );

    const overview = await open(admin, "/admin/overview?days=7");
    expect(await chartRow(overview, sourcesCopy.titles.source, "newsletter")).toEqual([
      "newsletter",
      "0",
      "1",
    ]);
    expect(await chartRow(overview, sourcesCopy.titles.campaign, "spring")).toEqual([
      "spring",
      "0",
      "1",
    ]);
    expect(await chartRow(overview, sourcesCopy.titles.community, "Indiana University")).toEqual([
      "Indiana University",
      "0",
      "1",
    ]);
    expect((await chartRow(overview, sourcesCopy.titles.role, "Founder"))[2]).toBe("1");
    // Without consent the source is 'unknown', never 'ads'.
    expect(await chartRow(overview, sourcesCopy.titles.source, "ads")).toEqual([]);
    expect((await chartRow(overview, sourcesCopy.titles.source, UNKNOWN_SOURCE))[0]).toBe(
      UNKNOWN_SOURCE,
    );
    await overview.getByText(overviewCopy.heading).waitFor();
    await expectNoAxeViolations(overview, "Overview ");

    const list = await open(admin, "/admin/members");
    await list.getByLabel("Community").selectOption({ label: "Indiana University" });
    await list.getByLabel("Role").selectOption({ label: joiningText.roles.founder });
    await list.getByRole("button", { name: "Search" }).click();
    await list.waitForURL(/role=founder/);
    await list.getByRole("link", { name: "Carla Campaign" }).waitFor();
    // Only her: not the members of other communities nor those who gave no role. The address
    // changes as the filtered list arrives; polled, as the unfiltered table (where she stood
    // too) may still be on screen for a moment.
    await expect.poll(() => list.getByRole("table").getByRole("link").count()).toBe(1);
    await expectNoAxeViolations(list, "Members filters ");
    const csvUrl = await list.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    const csv = await list.request.get(server.url + csvUrl!);
    const [header, ...rows] = parseCsv((await csv.text()).replace(/^\uFEFF/, ""));
    const col = (name: string) => header.indexOf(name);
    expect(rows).toHaveLength(1);
    expect([
      rows[0][col("role")],
      rows[0][col("community")],
      rows[0][col("source")],
      rows[0][col("utm_campaign")],
    ]).toEqual(["founder", "Indiana University", "newsletter", "spring"]);

    // Case and spaces are matched; what matching cannot join ('IU') is merged by hand.
    await joinOverHttp("  indiana   university ", false);
    await joinOverHttp("IU", false);
    const communities = await open(admin, "/admin/communities");
    await communities.getByRole("cell", { name: "IU", exact: true }).waitFor();
    await expect(
      communities
        .getByRole("row", { name: /^Indiana University/ })
        .locator("td")
        .nth(1)
        .innerText(),
    ).resolves.toBe("2");
    await expectNoAxeViolations(communities, "Communities ");
    await communities.getByLabel(communitiesCopy.mergeLabel("IU")).fill("indiana university");
    await communities
      .getByRole("row", { name: /^IU/ })
      .getByRole("button", { name: communitiesCopy.merge })
      .click();
    // The answer is a toast (its title; the live region repeats it for screen readers).
    await communities
      .getByText(communitiesCopy.merged(1, "Indiana University"), { exact: true })
      .waitFor();
    // The toast can come before the list is loaded again (it was, on PostgreSQL in CI): poll.
    await expect
      .poll(() => communities.getByRole("cell", { name: "IU", exact: true }).count())
      .toBe(0);
    await expect
      .poll(() =>
        communities
          .getByRole("row", { name: /^Indiana University/ })
          .locator("td")
          .nth(1)
          .innerText(),
      )
      .toBe("3");
    await admin.close();
  });
});
