import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { arenaCopy } from "../../app/content/arenas.ts";
import { auditCopy } from "../../app/content/audit.ts";
import { unsubscribeText } from "../../app/content/member-mail.ts";
import { historyCopy as H } from "../../app/content/member-history.ts";
import { waitForHydration } from "../support/browser.ts";
import { createMember, postForm, signIn } from "../support/factories.ts";
import {
  axeBothThemes,
  contextWithCookie,
  openPage,
  operatorSite,
  toast,
  typeInto,
} from "../support/operator-site.ts";

// The operator's side of Arenas and broadcasts (ADRs 221, 222), keyboard only and axe-clean in
// both themes: a kick-off in the past refused; 'Invite Next' naming whom it will invite and
// leaving one out; an accept, a decline and a release, told by e-mail, adding up on the
// Overview; a broadcast and an unsubscribe that asks; then the member's History and the Audit
// Log naming the member. (An expiry needs the job's clock: app/domain/arenas/arenas.server.test.ts.)
const site = operatorSite();
const A = arenaCopy.admin;
const P = arenaCopy.public;
const open = (to: string, context: BrowserContext) => openPage(site, to, context);
const contextOf = (cookie: string) => contextWithCookie(site, cookie);

async function memberOf(name: string, referrerId?: string) {
  const m = await createMember(site.server, { name, confirm: true, referrerId });
  const res = await postForm(
    site.server,
    "/profile",
    { intent: "joining", role: "", community: "Story Uni" },
    m.cookie,
  );
  expect(res.status).toBeLessThan(400);
  return m;
}

async function press(page: Page, name: string, role: "button" | "link" = "button") {
  await page.getByRole(role, { name, exact: true }).focus();
  await page.keyboard.press("Enter");
}

describe("the operator sees each member's story", () => {
  it("refuses a past kick-off, names whom 'Invite Next' invites, tells a release, adds the figures up, and tells Milo's story", async () => {
    const rita = await memberOf("Rita Referrer");
    const milo = await memberOf("Milo Member", rita.id);
    const cara = await memberOf("Cara Carter");
    const dan = await memberOf("Dan Dropped");
    const { server, browser, operator } = site;
    const adminCookie = await signIn(server, operator);
    const admin = await contextOf(adminCookie);

    // 'New Arena' with a kick-off in 2019: refused, with the reason.
    const arenas = await open("/admin/arenas", admin);
    await press(arenas, A.newButton);
    const dialog = arenas.getByRole("dialog", { name: A.createTitle });
    await dialog.waitFor();
    await typeInto(arenas, A.fields.name, "Story Arena");
    await arenas.getByLabel(A.fields.community).focus();
    await arenas.keyboard.type("Story Uni");
    await typeInto(arenas, A.fields.seats, "4");
    await arenas.getByLabel(A.fields.kickoff).fill("2019-01-01");
    await typeInto(arenas, A.fields.location, "Story Hall");
    await arenas.getByLabel(A.fields.status).focus();
    await arenas.keyboard.type("Open");
    await press(arenas, A.create);
    await toast(arenas, A.invalid.kickoffPast);
    await arenas.getByLabel(A.fields.kickoff).fill("2027-04-01");
    await press(arenas, A.create);
    await toast(arenas, A.created);
    await dialog.waitFor({ state: "detached" });

    // 'Invite Next' names whom it will invite, in order and why; Dan is left out.
    await press(arenas, "Story Arena", "link");
    await arenas.getByRole("button", { name: A.inviteButton }).waitFor();
    await waitForHydration(arenas);
    await press(arenas, A.inviteButton);
    const invite = arenas.getByRole("dialog", { name: A.inviteTitle });
    const who = invite.getByRole("region", { name: A.whoTitle });
    await who.getByText(/^1\. Rita Referrer — \d+ points$/).waitFor();
    const lines = async () =>
      (await who.getByRole("listitem").allTextContents()).map((l) => l.split(" — ")[0]);
    expect((await lines()).some((l) => l.includes("Olga Operator"))).toBe(false);
    expect(await lines()).toEqual([
      "1. Rita Referrer",
      "2. Milo Member",
      "3. Cara Carter",
      "4. Dan Dropped",
    ]);
    await axeBothThemes(arenas, "Invite dialog with its names");
    await press(arenas, A.leaveOutLabel("Dan Dropped"));
    await typeInto(arenas, A.leaveOutReason("Dan Dropped"), "Helps run the Arena");
    await arenas.keyboard.press("Enter");
    await toast(arenas, A.leftOut);
    await expect.poll(lines).toEqual(["1. Rita Referrer", "2. Milo Member", "3. Cara Carter"]);
    await press(arenas, A.send);
    await toast(arenas, A.invited(3));

    // Milo accepts; Cara declines; Rita's invitation stays open.
    const miloContext = await contextOf(milo.cookie);
    const miloSeat = await open("/arenas/story-arena", miloContext);
    await press(miloSeat, P.accept);
    await miloSeat.getByText(P.seated("Story Arena")).waitFor();
    const caraSeat = await open("/arenas/story-arena", await contextOf(cara.cookie));
    await press(caraSeat, P.decline);
    await caraSeat.getByRole("alertdialog", { name: P.declineTitle }).waitFor();
    await caraSeat.getByRole("alertdialog").getByRole("button", { name: P.decline }).press("Enter");
    await caraSeat.getByText(P.declined).waitFor();

    // Milo's seat is released, with the reason told; he reads it by e-mail and on his card.
    await arenas.reload();
    await waitForHydration(arenas);
    await press(arenas, A.releaseLabel("Milo Member"));
    await typeInto(arenas, A.reason, "Moved to another city");
    await arenas.getByLabel(A.tellReason).focus();
    await arenas.keyboard.press("Space");
    await arenas
      .getByRole("dialog", { name: A.releaseTitle })
      .getByRole("button", { name: A.release })
      .press("Enter");
    await toast(arenas, A.released);
    const told = await server.mail.waitFor(milo.email, /^Your seat in Story Arena was released$/);
    expect(told.text).toContain("The organisers' reason: Moved to another city");
    const card = await open("/dashboard", miloContext);
    await card.getByText(arenaCopy.card.released("Story Arena")).waitFor();

    // The Overview: every invitation in one column, the rest adding up to it.
    const overview = await open("/admin/overview", admin);
    const row = overview
      .getByRole("region", { name: arenaCopy.overview.title })
      .getByRole("row", { name: /Story Arena/ });
    await expect
      .poll(async () => (await row.getByRole("cell").allTextContents()).slice(1))
      .toEqual(["3", "1", "0", "1", "0", "1", "0%"]);
    expect(rita).toBeTruthy();
    await axeBothThemes(overview, "Overview");

    // A broadcast reaches Milo; its unsubscribe link asks before it changes anything.
    const sent = await postForm(
      server,
      "/admin/broadcasts/new",
      { intent: "send", subject: "Story news", body: "Hello **all**.", audienceKind: "all" },
      adminCookie,
    );
    expect(sent.status).toBeLessThan(400);
    const news = await server.mail.waitFor(milo.email, /^Story news$/);
    const link = new URL(server.mail.link(news, /\/unsubscribe\?token=/));
    const reader = await open(link.pathname + link.search, await browser.newContext());
    await reader
      .getByRole("heading", { name: unsubscribeText.askTitle("Programme news") })
      .waitFor();
    await press(reader, unsubscribeText.unsubscribe);
    await reader.getByRole("heading", { name: unsubscribeText.done }).waitFor();

    // Milo's admin page tells his story, newest first.
    const page = await open(`/admin/members/${milo.id}`, admin);
    const history = page.getByRole("region", { name: H.title });
    const entries = history.getByRole("listitem");
    await history.getByText(H.list("news", false, "link")).waitFor();
    const story = await entries.allTextContents();
    const find = (text: string) => story.findIndex((line) => line.includes(text));
    const order = [
      H.list("news", false, "link"),
      H.broadcast("Story news"),
      H.released("Story Arena", "Moved to another city"),
      "Milo Member accepted a seat in the arena “Story Arena”.",
      H.invited("Story Arena", 2),
      H.joined("Rita Referrer"),
    ].map(find);
    expect(
      order.every((i) => i >= 0),
      JSON.stringify(story),
    ).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(
      find("Was sent the e-mail “Your seat in Story Arena was released” (Arena)."),
    ).toBeGreaterThanOrEqual(0);
    await axeBothThemes(page, "member History");

    // The Audit Log names the member of the invitation, the answers and the release.
    const log = await open("/admin/audit-log", admin);
    const entriesText = await log.getByRole("list", { name: auditCopy.heading }).textContent();
    expect(entriesText).toContain(
      "Olga Operator invited Rita Referrer, Milo Member and Cara Carter to the arena",
    );
    expect(entriesText).toContain("Milo Member accepted a seat in the arena");
    expect(entriesText).toContain("Cara Carter declined a seat in the arena");
    expect(entriesText).toContain("Olga Operator released Milo Member’s seat in the arena");
    expect(entriesText).toContain("Olga Operator left Dan Dropped out of the line of the arena");
    expect(dan).toBeTruthy();
    await axeBothThemes(log, "Audit Log");
  });
});
