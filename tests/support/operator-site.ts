// The browser tests of the operator's screens (Arenas, staking, a member's story): one server
// and one Chromium per file with an admin, 'Olga Operator', and the keyboard-only steps they
// share. Each file calls operatorSite() at its top and reads the running pair from it.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { expectNoAxeViolations, launchBrowser, waitForHydration } from "./browser.ts";
import { createMember, type Member } from "./factories.ts";
import { spawnServer, type RunningServer, grantAdminRole } from "./server.ts";

export type OperatorSite = { server: RunningServer; browser: Browser; operator: Member };

/** Starts the file's server (rate limits off) and browser and makes Olga Operator an admin. */
export function operatorSite(): OperatorSite {
  const site = {} as OperatorSite;
  beforeAll(async () => {
    [site.server, site.browser] = await Promise.all([
      spawnServer({ env: { RATE_LIMIT: "off" } }),
      launchBrowser(),
    ]);
    site.operator = await createMember(site.server, { name: "Olga Operator", confirm: true });
    await grantAdminRole(site.server, site.operator.email);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}

/** A browser context holding a session cookie ('a=1; b=2'), optionally without JavaScript. */
export async function contextWithCookie(
  site: OperatorSite,
  cookie: string,
  javaScriptEnabled = true,
): Promise<BrowserContext> {
  const context = await site.browser.newContext({ javaScriptEnabled });
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name!, value: value.join("="), url: site.server.url };
    }),
  );
  return context;
}

/** Opens a path of the site in `context`, hydrated unless told not to wait. */
export async function openPage(
  site: OperatorSite,
  to: string,
  context: BrowserContext,
  hydrate = true,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site.server.url + to);
  if (hydrate) await waitForHydration(page);
  return page;
}

/** axe in the light and the dark scheme, naming where in the failure. */
export async function axeBothThemes(page: Page, where: string) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoAxeViolations(page, `${where}, ${scheme}`);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** Focuses a control by its label and types into it (keyboard only). */
export async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type(text);
}

/** A toast's text (the live region repeats it: the first match). */
export const toast = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor();
