import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legalDocuments, LEGAL_LAST_UPDATED } from "../../app/content/legal/index.ts";
import { launchBrowser } from "../support/browser.ts";
import { spawnServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([spawnServer({ env: { RATE_LIMIT_FORM_MAX: "100" } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("legal pages", () => {
  it("smoke: every legal page shows its title, date and the spec's facts", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const facts: Record<string, RegExp[]> = {
      "/privacy-policy": [/not meant for anyone under 16/, /Global Privacy Control/, /California/, /Your Privacy Choices/],
      "/terms-of-service": [/18 or older/, /not a security, an investment contract, a fund, a broker, an exchange or an investment vehicle/, /voluntary contribution with no expectation of return/],
      "/cookie-policy": [/Accept All/, /Reject Non-Essential/, /Customize/, /'Cookie Settings' link in the footer/],
      "/accessibility": [/within five business days/],
      "/disclaimer": [/points or tokens are educational, not securities or investments/, /No investment returns are offered or guaranteed/, /cooperative/],
    };
    for (const doc of legalDocuments) {
      const response = await page.goto(server.url + doc.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(doc.title);
      const text = await page.locator("main").innerText();
      expect(text).toContain(`Last updated: ${LEGAL_LAST_UPDATED}`);
      for (const fact of facts[doc.path]) expect(text, `${doc.path} ${fact}`).toMatch(fact);
      for (const section of doc.sections) await page.getByRole("heading", { level: 2, name: section.heading, exact: true }).waitFor();
    }
    await context.close();
  });
});
