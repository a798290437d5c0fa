import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PATHS } from "../../app/content/admin-paths.ts";
import { axeViolations, launchBrowser, waitForHydration } from "../support/browser.ts";
import { createMember, postForm, request, type Member } from "../support/factories.ts";
import { spawnServer, type RunningServer, grantAdminRole } from "../support/server.ts";

// Read at a glance on a phone and a desktop: every admin section and member screen, at a phone's and a
// desktop's width, in the light and the dark scheme, neither scrolls sideways nor clips a
// text (deliberate scroll regions aside), and axe finds nothing. One server, one browser,
// one signed-in page per role whose viewport changes between visits.
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let operator: Member;
let rita: Member;
const WIDTHS = [390, 1280] as const;
const COMMUNITY = "University of Extraordinarily Long Community Names";

beforeAll(async () => {
  [server, browser] = await Promise.all([
    spawnServer({ env: { RATE_LIMIT: "off" } }),
    launchBrowser(),
  ]);
  operator = await createMember(server, { name: "Olga Operator", confirm: true });
  await grantAdminRole(server, operator.email);
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await server?.close();
});

/** Rita: in a community, with a confirmed referral (a long address) and a pending one. */
async function seedMembers() {
  rita = await createMember(server, { name: "Rita Referrer", confirm: true });
  const joined = await postForm(
    server,
    "/profile",
    { intent: "joining", role: "", community: COMMUNITY },
    rita.cookie,
  );
  expect(joined.status).toBeLessThan(400);
  await createMember(server, {
    name: "Bartholomew Friend",
    email: "bartholomew.extraordinarily-long-name@subdomain.example.com",
    referrerId: rita.id,
    confirm: true,
  });
  await createMember(server, { referrerId: rita.id });
}

/** A submission, an open Arena of Rita's community with her invited, a broadcast draft. */
async function seedAdminData(): Promise<{ arena: string; broadcast: string }> {
  const form = await postForm(server, "/forms/launch-arena", {
    organization: "Layout Test University of Applied Sciences",
    arenaType: "University",
    contactName: "Sam Layout",
    email: "sam.layout-contact@university.example.org",
    role: "Dean",
    communitySize: "Under 100 members",
    region: "Here",
    timeline: "Within 3 months",
    message: "A message long enough to wrap over several lines on a phone's narrow screen.",
  });
  expect(form.status).toBe(200);
  const page = await request(server, {
    path: ADMIN_PATHS.arenas,
    headers: { cookie: operator.cookie },
  });
  // The community's id: the last id before its name in the page's streamed loader data.
  const before = page.body.slice(0, page.body.indexOf(COMMUNITY));
  const community = before
    .match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)!
    .at(-1)!;
  const created = await postForm(
    server,
    ADMIN_PATHS.arenas,
    {
      intent: "create",
      name: "Layout Arena",
      community,
      seats: "5",
      kickoff: "2027-05-01",
      location: "Main Hall",
      description: "",
      daysToAccept: "7",
      autoFill: "",
      status: "open",
    },
    operator.cookie,
  );
  expect(created.status).toBeLessThan(400);
  const list = await request(server, {
    path: ADMIN_PATHS.arenas,
    headers: { cookie: operator.cookie },
  });
  const arena = /\/admin\/arenas\/([0-9a-f-]{36})/.exec(list.body)![1]!;
  const invited = await postForm(
    server,
    ADMIN_PATHS.arena(arena),
    { intent: "invite", count: "1" },
    operator.cookie,
  );
  expect(invited.status).toBeLessThan(400);
  const draft = await postForm(
    server,
    `${ADMIN_PATHS.broadcasts}/new`,
    { intent: "save", subject: "Layout news", body: "Hello.", audienceKind: "all" },
    operator.cookie,
  );
  expect(draft.status).toBeLessThan(400);
  const broadcasts = await request(server, {
    path: ADMIN_PATHS.broadcasts,
    headers: { cookie: operator.cookie },
  });
  const broadcast = /\/admin\/broadcasts\/([0-9a-f-]{36})/.exec(broadcasts.body)![1]!;
  return { arena, broadcast };
}

async function pageAs(member: Member): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  await context.addCookies(
    member.cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: server.url };
    }),
  );
  return context.newPage();
}

/**
 * What overflows in the page as it is: the document wider than the window, and every
 * element that clips its content (overflow hidden or clip) narrower than that content.
 * Deliberate scroll regions (focusable, named) and text fields scroll; visually hidden
 * text (sr-only) is meant to be clipped.
 */
function overflows(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth)
      found.push(`document ${doc.scrollWidth} px wide in ${window.innerWidth}`);
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      // A text field scrolls its own value; visually hidden text is clipped to nothing.
      if (el.clientWidth <= 1 || el.matches("input, textarea, select, [aria-hidden=true] *"))
        continue;
      const { overflowX, clipPath, clip } = getComputedStyle(el);
      if (clipPath !== "none" || (clip !== "auto" && clip !== "")) continue;
      const clips = overflowX === "hidden" || overflowX === "clip";
      const region = el.getAttribute("role") === "region" && el.tabIndex === 0;
      if (clips && !region && el.scrollWidth > el.clientWidth + 1)
        found.push(
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${(el.textContent ?? "").slice(0, 40)}" ${el.scrollWidth} > ${el.clientWidth}`,
        );
    }
    return found;
  });
}

/**
 * Visits `to` at each width and checks the layout in both schemes (soft assertions, so one
 * run lists every page's faults); axe (both schemes) runs at the phone's width, the layout
 * this file is about: the other suites run it at the desktop's.
 */
async function check(page: Page, to: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(server.url + to);
    await waitForHydration(page);
    for (const scheme of ["light", "dark"] as const) {
      await page.evaluate((s) => (document.documentElement.dataset.scheme = s), scheme);
      expect.soft(await overflows(page), `${to} at ${width} px, ${scheme}`).toEqual([]);
    }
    if (width === 390) expect.soft(await axeViolations(page), `${to} at ${width} px`).toEqual([]);
  }
}

describe("layout at 390 and 1280 px", () => {
  let seeded: { arena: string; broadcast: string };
  beforeAll(async () => {
    await seedMembers();
    seeded = await seedAdminData();
  });

  it("no member screen scrolls sideways or clips a text, and axe finds nothing", async () => {
    const member = await pageAs(rita);
    await check(member, "/dashboard");
    // Rita's referral shows, so the table that overflowed is there.
    expect(await member.getByText(/^b\*+@s\*+\.com$/).count()).toBe(1);
    await check(member, "/leaderboard");
    await check(member, "/profile");
  });

  it("no admin section scrolls sideways or clips a text, and axe finds nothing", async () => {
    const admin = await pageAs(operator);
    for (const to of [
      ADMIN_PATHS.articles,
      ADMIN_PATHS.overview,
      ADMIN_PATHS.members,
      ADMIN_PATHS.member(rita.id),
      ADMIN_PATHS.communities,
      ADMIN_PATHS.milestones,
      ADMIN_PATHS.submissions,
      ADMIN_PATHS.auditLog,
      ADMIN_PATHS.abTests,
      ADMIN_PATHS.arenas,
      ADMIN_PATHS.arena(seeded.arena),
      ADMIN_PATHS.broadcasts,
      `${ADMIN_PATHS.broadcasts}/${seeded.broadcast}`,
    ])
      await check(admin, to);
  }, 240_000);
});
