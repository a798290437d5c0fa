// The hero test counts every consenting visitor however soon they act (ADR 220): the scripts
// are held back as on a slow phone, so the cookie banner's choice, the page view and the
// clicks are the head script's (measure.island.ts, ADR 228), and the sign-up is the server's.
import type { Browser, BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { memberText } from "../../app/content/members.ts";
import { grantAdminRole, type RunningServer } from "../support/server.ts";
import { startSite } from "../support/site.ts";

let server: RunningServer;
let browser: Browser;
startSite((site) => ({ server, browser } = site));

const w = memberText.waitlist;
type Figures = {
  pageViews: number;
  primaryClicks: number;
  secondaryClicks: number;
  uniqueVisitors: number;
  signups: number;
};
type Both = { A: Figures; B: Figures };

let adminCookie: Promise<string> | undefined;
function admin(): Promise<string> {
  adminCookie ??= (async () => {
    const email = "hero-counting-admin@example.test";
    const res = await fetch(server.url + "/auth", {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ mode: "signup", email, password: "secret123" }),
    });
    expect(res.status).toBe(302);
    await grantAdminRole(server, email);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";", 1)[0])
      .join("; ");
  })();
  return adminCookie;
}

/** The figures the A/B Tests section's cards read ('Refresh Data' reads them again). */
async function figures(): Promise<Both> {
  const res = await fetch(server.url + "/admin/ab-results", {
    headers: { cookie: await admin() },
  });
  expect(res.status).toBe(200);
  const { variants } = (await res.json()) as { variants: (Figures & { variant: "A" | "B" })[] };
  const pick = (v: "A" | "B") => {
    const f = variants.find((x) => x.variant === v)!;
    return {
      pageViews: f.pageViews,
      primaryClicks: f.primaryClicks,
      secondaryClicks: f.secondaryClicks,
      uniqueVisitors: f.uniqueVisitors,
      signups: f.signups,
    };
  };
  return { A: pick("A"), B: pick("B") };
}

const minus = (after: Both, before: Both): Both => {
  const sub = (a: Figures, b: Figures) =>
    Object.fromEntries(
      Object.entries(a).map(([k, v]) => [k, v - b[k as keyof Figures]]),
    ) as Figures;
  return { A: sub(after.A, before.A), B: sub(after.B, before.B) };
};
const zero = (): Figures => ({
  pageViews: 0,
  primaryClicks: 0,
  secondaryClicks: 0,
  uniqueVisitors: 0,
  signups: 0,
});

/** Waits (without a fixed sleep) until the figures have moved by `expected`, then checks. */
async function expectCounted(before: Both, expected: Both) {
  const total = (b: Both) =>
    Object.values(b.A).reduce((s, v) => s + v, 0) + Object.values(b.B).reduce((s, v) => s + v, 0);
  const want = total(expected);
  for (let i = 0; i < 150; i++) {
    if (total(minus(await figures(), before)) >= want) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(minus(await figures(), before)).toEqual(expected);
}

/** A fresh visitor whose page scripts are held back until `release` (a slow phone). */
async function slowVisitor() {
  const context = await browser.newContext();
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await context.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  const page = await context.newPage();
  return { context, page, release };
}

async function variantOf(context: BrowserContext): Promise<"A" | "B"> {
  const value = (await context.cookies()).find((c) => c.name === "vs_hero")?.value;
  expect(value).toMatch(/^[AB]$/);
  return value as "A" | "B";
}

describe("the hero test's figures, with the page's scripts held back", () => {
  it("smoke: counts a visitor who accepts, reloads and joins: two views, one visitor, one sign-up", async () => {
    const before = await figures();
    const { context, page, release } = await slowVisitor();
    await page.goto(server.url + "/");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.getByRole("button", { name: "Accept All" }).click();
    // Answered before any script of the page has run: the banner goes, the choice is kept.
    await banner.waitFor({ state: "hidden" });
    expect((await context.cookies()).find((c) => c.name === "vs_consent")?.value).toBe("all");
    await page.reload();
    const variant = await variantOf(context);
    await page.goto(server.url + "/waitlist");
    release();
    await page.getByLabel(w.fullName).fill("Hero Counted");
    await page.getByLabel(w.email).fill("hero-counted@example.test");
    await page.getByLabel(w.password).fill("joiner-secret");
    await page.getByRole("button", { name: w.submit }).click();
    await page.waitForURL(server.url + "/dashboard");
    const expected = { A: zero(), B: zero() };
    expected[variant] = { ...zero(), pageViews: 2, uniqueVisitors: 1, signups: 1 };
    await expectCounted(before, expected);
    await context.close();
  });

  it("smoke: counts the view and the click of seven visitors who accept and follow a hero link at once, and nothing of one who rejects", async () => {
    const before = await figures();
    const expected = { A: zero(), B: zero() };

    const rejecting = await slowVisitor();
    await rejecting.page.goto(server.url + "/");
    await rejecting.page.getByRole("button", { name: "Reject Non-Essential" }).click();
    await rejecting.page.locator('[data-hero-cta="primary"]').click();
    await rejecting.page.waitForURL(server.url + "/waitlist");
    await rejecting.page.goto(server.url + "/");
    await rejecting.context.close();

    for (let i = 0; i < 7; i++) {
      const cta = i % 2 === 0 ? "primary" : "secondary";
      const { context, page } = await slowVisitor();
      await page.goto(server.url + "/");
      await page.getByRole("button", { name: "Accept All" }).click();
      await page.locator(`[data-hero-cta="${cta}"]`).click();
      if (cta === "primary") await page.waitForURL(server.url + "/waitlist");
      else await page.waitForURL(/#what-is-an-arena$/);
      const f = expected[await variantOf(context)];
      f.pageViews += 1;
      f.uniqueVisitors += 1;
      if (cta === "primary") f.primaryClicks += 1;
      else f.secondaryClicks += 1;
      await context.close();
    }
    await expectCounted(before, expected);
  });
});
