import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { communitiesCopy } from "../../app/content/admin-sources.ts";
import { arenaCopy } from "../../app/content/arenas.ts";
import { stakingCopy } from "../../app/content/staking.ts";
import { waitForHydration } from "../support/browser.ts";
import { createMember, postForm, request, signIn, type Member } from "../support/factories.ts";
import {
  axeBothThemes,
  contextWithCookie,
  openPage,
  operatorSite,
  toast,
  typeInto,
} from "../support/operator-site.ts";

// Inside the Arena, second pass (ADRs 229–230), in a real browser, keyboard only, axe-clean in
// both themes, at 390 and 1280 px: one entry per founder and 'Remove' that asks; the stake
// form telling the truth while typing, and without JavaScript; 'Log In' where an invitee
// lands; the closing time told; 'Publish Results' that asks and finishes the Arena; each
// staker's own results. "smoke": it runs on PostgreSQL too.
const site = operatorSite();
const S = stakingCopy.admin;
const P = stakingCopy.public;
const A = arenaCopy.public;
const C = communitiesCopy;
const PHONE = { width: 390, height: 844 };
const arenaFields = {
  intent: "create",
  name: "Pier Arena",
  community: "",
  seats: "2",
  kickoff: "2099-04-01",
  location: "Pier Hall",
  description: "",
  daysToAccept: "7",
  autoFill: "on",
  status: "open",
  grantPool: "1001",
  tokensPerSeat: "100",
};
const application = {
  name: "Rui Costa",
  email: "rui@pier.example",
  startupName: "Tidal Grid",
  stage: "Idea stage",
  pitch: "Tide-powered chargers for harbours.",
  website: "https://tidal.example",
  arena: "Pier Arena",
  grantSize: "$25K",
  heardFrom: "Event or talk",
};

async function press(page: Page, name: string, scope: Page | ReturnType<Page["getByRole"]> = page) {
  await scope.getByRole("button", { name, exact: true }).focus();
  await page.keyboard.press("Enter");
}
const contextOf = (member: Member, javaScriptEnabled = true) =>
  contextWithCookie(site, member.cookie, javaScriptEnabled);
const open = (to: string, context: BrowserContext, hydrate = true) =>
  openPage(site, to, context, hydrate);

describe("inside the Arena, second pass", () => {
  it("smoke: line-up without doubles, the truthful stake form, Log In, Finished", async () => {
    const { server, browser, operator } = site;
    const adminCookie = await signIn(server, operator);
    const admin: Member = { ...operator, cookie: adminCookie };
    const created = await postForm(server, "/admin/arenas", arenaFields, adminCookie);
    expect(created.status).toBeLessThan(400);
    const list = await request(server, { path: "/admin/arenas", headers: { cookie: adminCookie } });
    const arenaPath = /\/admin\/arenas\/[0-9a-f-]{36}/.exec(list.body)![0];
    // Everyone but admins is in line (an Arena open to all): Sam and Ina are invited; Sam
    // takes his seat, Ina's invitation stays open.
    const sam = await createMember(server, { name: "Sam Seat", confirm: true });
    const ina = await createMember(server, { name: "Ina Invitee", confirm: true });
    await postForm(server, arenaPath, { intent: "invite", count: "2" }, adminCookie);
    await postForm(server, "/arenas/pier-arena", { intent: "accept" }, sam.cookie);
    const applied = await postForm(server, "/forms/founder-signup", application);
    expect(applied.status).toBe(200);
    for (const [founderName, ventureName, email] of [
      ["Ana Lima", "Kelp Works", "ana@pier.example"],
      ["Gus Gone", "Gone Soon", "gus@pier.example"],
    ])
      await postForm(
        server,
        arenaPath,
        {
          intent: "addFounder",
          founderName,
          ventureName,
          pitch: `${ventureName} in one line.`,
          email,
          pitchUrl: "",
          submission: "",
        },
        adminCookie,
      );
    const lineup = await server.mail.waitFor("ana@pier.example", /line-up of Pier Arena/);
    expect(lineup.text).toContain("Create an account (or log in) with this address");

    // The admin page: the application added from its row reads 'In the Line-up'; the same
    // founder again is refused; 'Remove' asks.
    const page = await open(arenaPath, await contextOf(admin));
    const applications = page.getByRole("region", { name: S.applications });
    await press(page, S.add, applications);
    const dialog = page.getByRole("dialog", { name: S.addTitle });
    await press(page, S.add, dialog);
    await toast(page, S.added);
    await applications.getByText(S.inLineUp).waitFor();
    expect(await applications.getByRole("button", { name: S.add }).count()).toBe(0);
    await press(page, S.addFounder);
    await typeInto(page, S.fields.founderName, "Ana Lima");
    await typeInto(page, S.fields.ventureName, "Kelp Again");
    await typeInto(page, S.fields.pitch, "Again.");
    await typeInto(page, S.fields.email, "ANA@pier.example");
    await press(page, S.add, dialog);
    await toast(page, S.alreadyInLineUp);
    await press(page, S.cancel, dialog);
    await dialog.waitFor({ state: "detached" });
    await press(page, `${S.remove} Gone Soon`);
    const confirmRemove = page.getByRole("alertdialog", { name: S.removeTitle("Gone Soon") });
    await confirmRemove.waitFor();
    await axeBothThemes(page, "Remove from the line-up?");
    await press(page, S.remove, confirmRemove);
    await toast(page, S.removed);

    // Staking opens; the closing time is set, audited and told to the seat holder.
    await postForm(server, arenaPath, { intent: "openStaking" }, adminCookie);
    await postForm(
      server,
      arenaPath,
      { intent: "closesAt", closesAt: "2099-12-07T18:00" },
      adminCookie,
    );
    await server.mail.waitFor(sam.email, /Staking in Pier Arena closes 7 Dec 2099, 18:00/);

    // Sam's stake form at 390 px tells the truth while typing.
    const samContext = await contextOf(sam);
    const stake = await open("/arenas/pier-arena", samContext);
    await stake.setViewportSize(PHONE);
    const form = stake.getByRole("region", { name: P.stake });
    await form.getByText(/Staking closes 7 Dec 2099, 18:00 .* Grant pool: \$1,001/).waitFor();
    await typeInto(stake, P.tokensFor("Kelp Works"), "150");
    await form.getByText(P.over(50)).waitFor();
    await press(stake, P.save);
    await form.getByRole("alert").getByText(P.atMost(100)).waitFor();
    await typeInto(stake, P.tokensFor("Kelp Works"), "12.5");
    await form.getByText(P.wholeNumbers, { exact: true }).first().waitFor();
    expect(await form.getByRole("alert").count()).toBe(0);
    await axeBothThemes(stake, "Stake form, not whole tokens");
    await typeInto(stake, P.tokensFor("Kelp Works"), "0");
    await typeInto(stake, P.tokensFor("Tidal Grid"), "0");
    await press(stake, P.save);
    await toast(stake, P.noneStaked);
    await typeInto(stake, P.tokensFor("Kelp Works"), "60");
    await typeInto(stake, P.tokensFor("Tidal Grid"), "40");
    await form.getByText(P.left(0, 100)).waitFor();
    await press(stake, P.save);
    await toast(stake, P.saved);

    // Without JavaScript: the header knows Sam; a refused save keeps what was typed, and its
    // reason is in view at the form.
    const plain = await open("/arenas/pier-arena", await contextOf(sam, false), false);
    const nav = plain.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Dashboard" }).waitFor({ state: "visible" });
    expect(await nav.getByRole("link", { name: "Join Waitlist" }).isVisible()).toBe(false);
    await plain.setViewportSize(PHONE);
    await typeInto(plain, P.tokensFor("Kelp Works"), "61");
    await Promise.all([plain.waitForNavigation(), press(plain, P.save)]);
    const reason = plain.getByRole("alert").getByText(P.atMost(100));
    await reason.waitFor();
    expect(await plain.getByLabel(P.tokensFor("Kelp Works"), { exact: true }).inputValue()).toBe(
      "61",
    );
    await plain.getByText(P.over(1)).waitFor();
    const box = (await reason.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);

    // A logged-out visitor: 'Log In' on the Arena's page and in the header, back to the page.
    const visitor = await open("/arenas/pier-arena", await browser.newContext());
    await visitor
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: A.logIn })
      .waitFor({ state: "visible" });
    await visitor.getByRole("main").getByRole("link", { name: A.logIn }).focus();
    await Promise.all([visitor.waitForURL(/\/login\?next=/), visitor.keyboard.press("Enter")]);
    await typeInto(visitor, "Email", ina.email);
    await typeInto(visitor, "Password", ina.password);
    await Promise.all([visitor.waitForURL(/\/arenas\/pier-arena$/), press(visitor, "Log In")]);
    await visitor.getByRole("heading", { name: A.waiting }).waitFor();

    // Closing tells Sam; 'Publish Results' asks, saying how many will be e-mailed.
    await postForm(server, arenaPath, { intent: "closeStaking" }, adminCookie);
    await server.mail.waitFor(sam.email, /Staking has closed in Pier Arena/);
    await page.reload();
    await waitForHydration(page);
    await press(page, S.publish);
    const confirm = page.getByRole("alertdialog", { name: S.publishTitle });
    await confirm.getByText(/3 people will be e-mailed/).waitFor();
    await axeBothThemes(page, "Publish the results?");
    await press(page, S.publish, confirm);
    await toast(page, S.published);
    await page.getByText(arenaCopy.admin.finished).waitFor();
    expect(await page.getByRole("button", { name: arenaCopy.admin.inviteButton }).count()).toBe(0);

    // Finished: nobody is invited or seated any more; each staker reads their own stakes.
    const invite = await postForm(server, arenaPath, { intent: "invite", count: "1" }, adminCookie);
    expect(invite.status).toBe(409);
    const results = await server.mail.waitFor(sam.email, /The results of Pier Arena/);
    expect(results.text).toContain("60 tokens on Kelp Works");
    expect(results.text).toContain("/arenas/pier-arena#results");
    const grant = await server.mail.waitFor("ana@pier.example", /Your grant from Pier Arena/);
    expect(grant.text).toContain("1 staker staked 60 tokens on Kelp Works");
    const mine = await open("/arenas/pier-arena#results", samContext);
    await mine.getByRole("heading", { name: P.yourStakes }).waitFor();
    await mine.getByText(P.stakeLine(60, "Kelp Works")).waitFor();
    await axeBothThemes(mine, "Your Stakes");
    const dash = await open("/dashboard", samContext);
    const card = dash.getByRole("link", { name: arenaCopy.card.finished("Pier Arena") });
    expect(await card.getAttribute("href")).toBe("/arenas/pier-arena#results");
    await visitor.reload();
    await visitor.getByText(A.finished).waitFor();
    const arenas = await open("/arenas", await browser.newContext());
    await arenas.setViewportSize(PHONE);
    const finished = arenas.getByRole("region", { name: A.finishedTitle });
    await finished.getByText(A.grantLine("Kelp Works", "$601")).waitFor();
    await axeBothThemes(arenas, "/arenas with a finished Arena");

    // 'Who?' at 390 px: the stakes, sorted by a heading's link, the CSV, no expiry for a seat.
    await page.setViewportSize(PHONE);
    await page.getByRole("link", { name: S.sortBy("Tokens") }).focus();
    await Promise.all([page.waitForURL(/stakes=tokens/), page.keyboard.press("Enter")]);
    await page.locator('th[aria-sort="descending"]').waitFor();
    expect(await page.getByRole("link", { name: "Sam Seat" }).first().getAttribute("href")).toBe(
      `/admin/members/${sam.id}`,
    );
    expect(await page.getByRole("link", { name: S.exportCsv }).getAttribute("href")).toMatch(
      /\/stakes\.csv\?stakes=tokens$/,
    );
    await axeBothThemes(page, "Arena admin page at 390 px, finished, with its stakes");

    // 'New Community', then an application naming no Arena, assigned from the Arena list.
    await postForm(
      server,
      "/admin/arenas",
      { ...arenaFields, name: "Dock Arena", status: "draft" },
      adminCookie,
    );
    await postForm(server, "/forms/founder-signup", {
      ...application,
      name: "Lea Park",
      email: "lea@river.example",
      startupName: "River Cells",
      arena: "Riverside Arena",
    });
    const communities = await open("/admin/communities", await contextOf(admin));
    await typeInto(communities, C.name, "Lakeside  University");
    await press(communities, C.create);
    await toast(communities, C.created);
    await communities.getByRole("cell", { name: "Lakeside University" }).waitFor();
    await axeBothThemes(communities, "New Community");
    const arenaList = await open("/admin/arenas", await contextOf(admin));
    await arenaList.getByRole("cell", { name: "Finished", exact: true }).waitFor();
    await arenaList.getByText("Riverside Arena").waitFor();
    await arenaList.getByRole("combobox", { name: S.assignTo("Lea Park") }).focus();
    await press(arenaList, S.assign);
    await toast(arenaList, S.assigned);
    await axeBothThemes(arenaList, "Arena list after assigning");
  });
});
