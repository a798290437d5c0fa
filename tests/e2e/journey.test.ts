import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { journeyCopy } from "../../app/content/journey.ts";
import { mailPreferencesText } from "../../app/content/member-mail.ts";
import { waitForHydration } from "../support/browser.ts";
import { createMember, postForm, request, signIn, type Member } from "../support/factories.ts";
import type { RunningServer } from "../support/server.ts";
import {
  axeBothThemes,
  contextWithCookie,
  openPage,
  operatorSite,
  toast,
  typeInto,
} from "../support/operator-site.ts";

// After the grant (ADRs 231–233) in a real browser, keyboard only, axe-clean in both themes at
// 390 and 1280 px: the founder posts an update (a forged post is refused), the venture's page
// shows it with its Markdown made safe, a member follows and unfollows, the update e-mails
// arrive through the sink, a staker's 'Your Founders', the operator announces a round, a
// staker indicates interest (above the cap refused, with JavaScript and without) and the
// founder reads 'Interested stakers'. "smoke": it runs on PostgreSQL too.
const site = operatorSite();
let server: RunningServer;
let operator: Member;
beforeAll(() => void ({ server, operator } = site));
const U = journeyCopy.update;
const V = journeyCopy.venture;
const R = journeyCopy.round;
const D = journeyCopy.dashboard;

const contextOf = (member: Member, javaScriptEnabled = true) =>
  contextWithCookie(site, member.cookie, javaScriptEnabled);
const open = (to: string, context: BrowserContext, hydrate = true) =>
  openPage(site, to, context, hydrate);
async function press(page: Page, name: string, role: "button" | "link" = "button") {
  await page.getByRole(role, { name, exact: true }).first().focus();
  await page.keyboard.press("Enter");
}
/** axe in both themes on a phone and a desktop. */
async function axeEverywhere(page: Page, where: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await axeBothThemes(page, `${where} at ${width} px`);
  }
}

/** Harbour Arena, published: Kelp Works (Sam 60 tokens, Pat 3) and Tidal Grid. */
async function publishedArena(adminCookie: string, sam: Member, pat: Member) {
  await postForm(
    server,
    "/admin/arenas",
    {
      intent: "create",
      name: "Harbour Arena",
      community: "",
      seats: "10",
      kickoff: "2027-04-01",
      location: "Harbour Hall",
      description: "",
      daysToAccept: "7",
      autoFill: "on",
      status: "open",
      grantPool: "1000",
      tokensPerSeat: "100",
    },
    adminCookie,
  );
  const list = await request(server, { path: "/admin/arenas", headers: { cookie: adminCookie } });
  const arenaPath = /\/admin\/arenas\/[0-9a-f-]{36}/.exec(list.body)![0];
  const founder = (ventureName: string, email: string) =>
    postForm(
      server,
      arenaPath,
      {
        intent: "addFounder",
        founderName: ventureName === "Kelp Works" ? "Ana Lima" : "Rui Costa",
        ventureName,
        pitch: `${ventureName} in one line.`,
        email,
        pitchUrl: "",
        submission: "",
      },
      adminCookie,
    );
  await founder("Kelp Works", "Ana@Kelp.example");
  await founder("Tidal Grid", "rui@tidal.example");
  await postForm(server, arenaPath, { intent: "invite", count: "10" }, adminCookie);
  for (const m of [sam, pat])
    await postForm(server, "/arenas/harbour-arena", { intent: "accept" }, m.cookie);
  await postForm(server, arenaPath, { intent: "openStaking" }, adminCookie);
  const page = await request(server, {
    path: "/arenas/harbour-arena",
    headers: { cookie: sam.cookie },
  });
  const [kelp, tidal] = [...page.body.matchAll(/name="stake-([0-9a-f-]{36})"/g)].map((m) => m[1]!);
  for (const [m, tokens] of [
    [sam, 60],
    [pat, 3],
  ] as const)
    await postForm(
      server,
      "/arenas/harbour-arena",
      { intent: "stake", [`stake-${kelp}`]: String(tokens), [`stake-${tidal}`]: "10" },
      m.cookie,
    );
  await postForm(server, arenaPath, { intent: "closeStaking" }, adminCookie);
  await postForm(server, arenaPath, { intent: "publishResults" }, adminCookie);
  return { arenaPath, kelp: kelp!, venturePath: `/arenas/harbour-arena/ventures/${kelp}` };
}

describe("the journey in the browser", () => {
  it("smoke: updates, following, 'Your Founders', a round and the stakers' interest", async () => {
    const adminCookie = await signIn(server, operator);
    const sam = await createMember(server, { name: "Sam Staker", confirm: true });
    const pat = await createMember(server, { name: "Pat Small", confirm: true });
    const fay = await createMember(server, { name: "Fay Follower", confirm: true });
    const { arenaPath, kelp, venturePath } = await publishedArena(adminCookie, sam, pat);
    const ana = await createMember(server, {
      name: "Ana Lima",
      email: "ana@kelp.example",
      confirm: true,
    });

    // A visitor: the venture's page, its grant, no updates yet, 'Log in to follow'.
    const visitor = await open(venturePath, await site.browser.newContext());
    await visitor.getByRole("heading", { level: 1, name: "Kelp Works" }).waitFor();
    await visitor.getByRole("heading", { name: V.grant }).waitFor();
    await visitor.getByText(V.noUpdates).waitFor();
    await visitor.getByRole("link", { name: V.loginToFollow }).waitFor();
    expect(await visitor.locator("main").textContent()).not.toMatch(/kelp\.example/i);
    expect(await visitor.title()).toContain("Kelp Works");
    await axeEverywhere(visitor, "venture page, visitor");
    // The line-up and the results link the venture.
    const arena = await open("/arenas/harbour-arena", await site.browser.newContext());
    expect(
      await arena
        .getByRole("link", { name: "Kelp Works", exact: true })
        .first()
        .getAttribute("href"),
    ).toBe(venturePath);

    // Fay follows (keyboard), then unfollows and follows again.
    const fayPage = await open(venturePath, await contextOf(fay));
    await press(fayPage, V.follow);
    await toast(fayPage, V.followed("Kelp Works"));
    await press(fayPage, V.unfollow);
    await toast(fayPage, V.unfollowed("Kelp Works"));
    await press(fayPage, V.follow);
    await fayPage.getByRole("button", { name: V.unfollow }).waitFor();

    // A forged post by someone who is not the founder is refused and changes nothing.
    const forged = await postForm(
      server,
      `/dashboard/ventures/${kelp}`,
      { intent: "publish", title: "Forged", body: "Not mine", kind: "update" },
      sam.cookie,
    );
    expect(forged.status).toBe(403);

    // Ana, the founder: 'Your Venture' → 'Post an Update' → 'Publish Update'.
    const anaContext = await contextOf(ana);
    const dash = await open("/dashboard", anaContext);
    await dash.getByRole("heading", { name: D.yourVenture }).waitFor();
    await press(dash, U.post, "link");
    await dash.getByRole("heading", { level: 1, name: U.heading }).waitFor();
    await typeInto(dash, U.title, "First harbour pilot");
    await typeInto(
      dash,
      U.body,
      "We **shipped** to [the port](https://port.example).\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))",
    );
    await dash.getByLabel(U.kind).selectOption("milestone");
    await axeEverywhere(dash, "Post an update");
    await press(dash, U.publish);
    await toast(dash, U.published);
    await dash.getByText("First harbour pilot").waitFor();

    // The venture's page: the update, its Markdown rendered and made safe.
    await visitor.reload();
    const update = visitor.getByRole("article", { name: "First harbour pilot" });
    await update.getByText("Milestone").waitFor();
    expect(await update.locator("strong").textContent()).toBe("shipped");
    expect(await update.locator("script").count()).toBe(0);
    expect(await update.locator('a[href^="javascript"]').count()).toBe(0);
    const feed = await request(server, { path: `${venturePath}/rss.xml` });
    expect(feed.body).toContain("First harbour pilot");

    // The e-mails: Sam staked, Fay follows; each once, on 'Founder updates'.
    const samMail = await server.mail.waitFor(sam.email, /^Kelp Works: First harbour pilot$/);
    expect(samMail.text).toContain("You staked 60 tokens on Kelp Works in Harbour Arena");
    expect(samMail.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/i);
    expect(samMail.text).not.toMatch(/javascript:|<script/i);
    const fayMail = await server.mail.waitFor(fay.email, /^Kelp Works: First harbour pilot$/);
    expect(fayMail.text).toContain("You follow Kelp Works.");
    // An edit sends no second e-mail.
    await press(dash, `${U.edit}: First harbour pilot`, "link");
    await dash.getByRole("heading", { level: 1, name: U.editHeading }).waitFor();
    await typeInto(dash, U.title, "First harbour pilot, signed");
    await press(dash, U.save);
    await toast(dash, U.saved);

    // Sam's 'Your Founders'.
    const samContext = await contextOf(sam);
    const samDash = await open("/dashboard", samContext);
    await samDash.getByRole("heading", { name: D.yourFounders }).waitFor();
    await samDash.getByText(D.tokens(60), { exact: false }).waitFor();
    await samDash.getByRole("link", { name: "First harbour pilot, signed" }).waitFor();
    const prefs = await open("/profile", samContext);
    await prefs.getByLabel(mailPreferencesText.updates).waitFor();

    // The operator announces a round.
    const admin = await open(arenaPath, await contextOf({ ...operator, cookie: adminCookie }));
    await press(admin, R.announce);
    const dialog = admin.getByRole("dialog", { name: R.dialogTitle("Kelp Works") });
    await dialog.waitFor();
    await typeInto(admin, R.name, "Seed round");
    await admin.getByLabel(R.closesOn).fill("2099-01-31");
    await axeBothThemes(admin, "Announce a round");
    await press(admin, R.announceButton);
    await toast(admin, R.announced);
    const invitation = await server.mail.waitFor(sam.email, /^An invitation from Kelp Works$/);
    expect(invitation.text).toContain("You may invest up to $600");

    // Sam, with JavaScript: above the cap refused, then recorded.
    const round = await open(`${venturePath}#round`, samContext);
    await round.getByText(R.cap(600)).waitFor();
    await typeInto(round, R.amount, "601");
    await round.getByLabel(R.share("Ana Lima")).focus();
    await round.keyboard.press("Space");
    await press(round, R.interested);
    await round.getByText(R.aboveCap(600)).first().waitFor();
    await typeInto(round, R.amount, "600");
    await press(round, R.interested);
    await toast(round, R.recorded);
    await axeEverywhere(round, "the round, a staker");
    // Pat, without JavaScript: above the cap refused and nothing saved; then recorded.
    const plain = await open(venturePath, await contextOf(pat, false), false);
    await typeInto(plain, R.amount, "31");
    await plain.getByLabel(R.share("Ana Lima")).focus();
    await plain.keyboard.press("Space");
    await Promise.all([plain.waitForNavigation(), press(plain, R.interested)]);
    await plain.getByText(R.aboveCap(30)).waitFor();
    await typeInto(plain, R.amount, "30");
    await plain.getByLabel(R.share("Ana Lima")).check();
    await Promise.all([plain.waitForNavigation(), press(plain, R.interested)]);
    await plain.getByText(R.yours(30)).waitFor();
    // Fay only follows: not invited.
    await fayPage.reload();
    await fayPage.getByText(R.onlyStakers("Kelp Works")).waitFor();

    // Ana's 'Interested stakers': both, the total, and the CSV.
    await dash.goto(server.url + "/dashboard");
    const interested = dash.getByRole("region", { name: R.interestedStakers });
    await interested.getByText(sam.email).waitFor();
    await interested.getByText(R.total(2, 630)).waitFor();
    await axeEverywhere(dash, "Your Venture with interested stakers");
    const csv = await request(server, {
      path: `/dashboard/ventures/${kelp}/interest.csv`,
      headers: { cookie: ana.cookie },
    });
    expect(csv.body).toContain(pat.email);
    const notHers = await request(server, {
      path: `/dashboard/ventures/${kelp}/interest.csv`,
      headers: { cookie: sam.cookie },
    });
    expect(notHers.status).toBe(404);
    await admin.reload();
    await admin.getByText(R.adminFigures(2, 630), { exact: false }).waitFor();

    // 'Delete' asks first, then the update leaves the page.
    await dash.goto(`${server.url}/dashboard/ventures/${kelp}`);
    await waitForHydration(dash);
    await press(dash, `${U.delete}: First harbour pilot, signed`, "link");
    const ask = dash.getByRole("alertdialog", { name: U.deleteTitle });
    await ask.waitFor();
    await ask.getByRole("button", { name: U.deleteConfirm }).focus();
    await dash.keyboard.press("Enter");
    await toast(dash, U.deleted);
    await visitor.reload();
    await visitor.getByText(V.noUpdates).waitFor();
  });
});
