import type { Browser, BrowserContext } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { arenaCopy } from "../../app/content/arenas.ts";
import { milestoneCopy } from "../../app/content/milestones.ts";
import { waitForHydration } from "../support/browser.ts";
import { createMember, postForm, request, signIn, type Member } from "../support/factories.ts";
import type { RunningServer } from "../support/server.ts";
import {
  axeBothThemes,
  contextWithCookie,
  openPage,
  operatorSite,
  typeInto,
} from "../support/operator-site.ts";

// Arenas (ADR 209) in a real browser, keyboard only: an admin marks a milestone for early
// Arena access, creates and opens an Arena and invites the next in line (the early-access
// holder first, a member of another community never); the invited member accepts from the
// e-mail's page and sees the seat on the dashboard; a decline invites the next in line at
// once; the public pages show counts and hide drafts.
const site = operatorSite();
let server: RunningServer;
let browser: Browser;
let operator: Member;
beforeAll(() => void ({ server, browser, operator } = site));
const A = arenaCopy.admin;
const P = arenaCopy.public;

const open = (to: string, context: BrowserContext) => openPage(site, to, context);

const signedIn = (member: Member) => contextWithCookie(site, member.cookie);

/** A confirmed member of `community` (set on /profile as a member would). */
async function memberOf(name: string, community: string, referrerId?: string) {
  const m = await createMember(server, { name, confirm: true, referrerId });
  const res = await postForm(
    server,
    "/profile",
    { intent: "joining", role: "", community },
    m.cookie,
  );
  expect(res.status).toBeLessThan(400);
  return m;
}

/** Focuses a control by its label and types into it (keyboard only). */

describe("Arenas in the browser", () => {
  it("an admin opens an Arena and invites in the promised order; the invited accept or decline; the public pages show counts", async () => {
    // Ann tops the leaderboard; Eve has early access (a referral reaches 'Early Bird');
    // Ben comes after both; Olga is of another community and has the most points of all.
    const ann = await memberOf("Ann Alpha", "Arena Test Uni");
    const eve = await memberOf("Eve Early", "Arena Test Uni");
    const ben = await memberOf("Ben Beta", "Arena Test Uni");
    const olga = await memberOf("Olga Other", "Other Test Uni");
    await createMember(server, { name: "Fay Friend", confirm: true, referrerId: eve.id });
    const adminCookie = await signIn(server, operator);
    for (const [m, points] of [
      [ann, "400"],
      [olga, "900"],
    ] as const)
      await postForm(
        server,
        `/admin/members/${m.id}`,
        { intent: "adjust", points, reason: "Arena test" },
        adminCookie,
      );

    const admin = await signedIn({ ...operator, cookie: adminCookie });
    // 'Early Arena access' on a new milestone, by keyboard.
    const milestones = await open("/admin/milestones", admin);
    await milestones.getByRole("button", { name: milestoneCopy.admin.newButton }).focus();
    await milestones.keyboard.press("Enter");
    await milestones.getByRole("dialog").waitFor();
    await typeInto(milestones, milestoneCopy.admin.fields.name, "Early Bird");
    await typeInto(milestones, milestoneCopy.admin.fields.threshold, "1");
    await milestones.getByLabel(milestoneCopy.admin.fields.earlyArenaAccess).focus();
    await milestones.keyboard.press("Space");
    await milestones.keyboard.press("Enter");
    await milestones.getByText(milestoneCopy.admin.created, { exact: true }).first().waitFor();

    // 'New Arena', by keyboard.
    const page = await open("/admin/arenas", admin);
    await page.getByRole("button", { name: A.newButton }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: A.createTitle });
    await dialog.waitFor();
    await typeInto(page, A.fields.name, "Test Uni Arena");
    await page.getByLabel(A.fields.community).focus();
    await page.keyboard.type("Arena Test Uni");
    await typeInto(page, A.fields.seats, "2");
    await page.getByLabel(A.fields.kickoff).fill("2027-04-01");
    await typeInto(page, A.fields.location, "Main Hall");
    await typeInto(page, A.fields.description, "Where the first cohort meets.");
    expect(await page.getByLabel(A.fields.daysToAccept).inputValue()).toBe("7");
    expect(await page.getByLabel(A.fields.autoFill).isChecked()).toBe(true);
    await page.getByLabel(A.fields.status).focus();
    await page.keyboard.type("Open");
    await axeBothThemes(page, "New Arena dialog");
    await page.getByRole("button", { name: A.create }).focus();
    await page.keyboard.press("Enter");
    await page.getByText(A.created, { exact: true }).first().waitFor();
    await dialog.waitFor({ state: "detached" });

    // Its page: 'Invite Next' shows who is next before anything is sent.
    await page.getByRole("link", { name: "Test Uni Arena" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: A.inviteButton }).waitFor();
    await waitForHydration(page);
    await page.getByRole("button", { name: A.inviteButton }).focus();
    await page.keyboard.press("Enter");
    const invite = page.getByRole("dialog", { name: A.inviteTitle });
    await invite.getByText(A.nextInLine(3)).waitFor();
    await typeInto(page, A.inviteCount, "2");
    await axeBothThemes(page, "Invite dialog");
    await page.keyboard.press("Enter");
    await page.getByText(A.invited(2), { exact: true }).first().waitFor();
    const rows = page.getByRole("region", { name: A.invitations }).getByRole("row");
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(1).textContent()).toContain("Eve Early");
    expect(await rows.nth(2).textContent()).toContain("Ann Alpha");
    expect(await page.getByRole("region", { name: A.invitations }).textContent()).not.toContain(
      "Olga",
    );
    await axeBothThemes(page, "Arena page");

    // Eve's e-mail leads to the Arena's page; she accepts there, signed in.
    const mail = await server.mail.waitFor(eve.email, /Your seat in Test Uni Arena is waiting/);
    const link = server.mail.link(mail, /\/arenas\//);
    expect(new URL(link).pathname).toBe("/arenas/test-uni-arena");
    const eveContext = await signedIn(eve);
    const seat = await open(new URL(link).pathname, eveContext);
    await seat.getByRole("heading", { name: P.waiting }).waitFor();
    await seat.getByText(/^Held until /).waitFor();
    await axeBothThemes(seat, "invitation");
    await seat.getByRole("button", { name: P.accept }).focus();
    await seat.keyboard.press("Enter");
    await seat.getByText(P.seated("Test Uni Arena")).waitFor();
    await server.mail.waitFor(eve.email, /Welcome to Test Uni Arena/);
    const dash = await open("/dashboard", eveContext);
    await dash.getByText(P.seated("Test Uni Arena")).waitFor();

    // Ann declines (after confirming): Ben, next in line, is invited at once.
    const annContext = await signedIn(ann);
    const annSeat = await open("/arenas/test-uni-arena", annContext);
    await annSeat.getByRole("button", { name: P.decline }).focus();
    await annSeat.keyboard.press("Enter");
    const confirm = annSeat.getByRole("alertdialog", { name: P.declineTitle });
    await confirm.waitFor();
    await axeBothThemes(annSeat, "decline confirmation");
    await confirm.getByRole("button", { name: P.decline }).focus();
    await annSeat.keyboard.press("Enter");
    await annSeat.getByText(P.declined).waitFor();
    await server.mail.waitFor(ben.email, /Your seat in Test Uni Arena is waiting/);

    // Public pages: counts, never a name; drafts nowhere.
    const draft = await postForm(
      server,
      "/admin/arenas",
      {
        intent: "create",
        name: "Hidden Draft Arena",
        community: "",
        seats: "5",
        kickoff: "2027-05-01",
        location: "",
        description: "",
        daysToAccept: "7",
        autoFill: "on",
        status: "draft",
      },
      adminCookie,
    );
    expect(draft.status).toBeLessThan(400);
    const visitor = await browser.newContext();
    const list = await open("/arenas", visitor);
    await list.getByRole("link", { name: "Test Uni Arena" }).waitFor();
    await list.getByText(P.seatsTaken(1, 2)).waitFor();
    expect(await list.locator("main").textContent()).not.toMatch(/Hidden Draft|Eve Early/);
    await axeBothThemes(list, "/arenas");
    const arenaPage = await open("/arenas/test-uni-arena", visitor);
    await arenaPage.getByRole("link", { name: P.joinWaitlist }).waitFor();
    expect((await request(server, { path: "/arenas/hidden-draft-arena" })).status).toBe(404);
    const olgaPage = await open("/arenas/test-uni-arena", await signedIn(olga));
    await olgaPage.getByText(P.outside("Arena Test Uni")).waitFor();
    await Promise.all([admin.close(), eveContext.close(), annContext.close(), visitor.close()]);
  });
});
