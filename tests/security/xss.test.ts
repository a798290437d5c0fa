// Stored script payloads (ADR 080): names, nicknames and articles carrying HTML/script
// payloads are stored, then every page that shows them is opened in Chromium; nothing
// may execute (no dialog, window.__xss never set).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { launchBrowser } from "../support/browser.ts";
import { repoRoot, spawnServer, type RunningServer } from "../support/server.ts";
import { SCRIPT_PAYLOADS } from "./corpus.ts";

let server: RunningServer;
const NICK = "<img src=x onerror=window.__xss=1>";

async function post(url: string, body: string, contentType: string, cookie = "") {
  return fetch(`${server.url}${url}`, {
    method: "POST",
    headers: { "content-type": contentType, origin: server.url, cookie },
    body,
    redirect: "manual",
  });
}
async function signUp(email: string, name: string) {
  const res = await post(
    "/api/auth/sign-up/email",
    JSON.stringify({ name, email, password: "correct horse battery" }),
    "application/json",
  );
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";", 1)[0])
    .join("; ");
}

beforeAll(async () => {
  server = await spawnServer({ env: { RATE_LIMIT: "off" }, startTimeoutMs: 120_000 });
});
afterAll(async () => {
  await server?.close();
});

test("script payloads stored through sign-up names, nicknames and articles never execute", async () => {
  const memberCookie = await signUp("xss-member@sec.test", SCRIPT_PAYLOADS[1]);
  for (const [i, payload] of SCRIPT_PAYLOADS.entries())
    await signUp(`xss-${i}@sec.test`, payload.slice(0, 200));
  await post(
    "/dashboard",
    new URLSearchParams({ intent: "nickname", nickname: NICK }).toString(),
    "application/x-www-form-urlencoded",
    memberCookie,
  );
  const adminCookie = await signUp("xss-admin@sec.test", SCRIPT_PAYLOADS[0]);
  execFileSync(
    process.execPath,
    [path.join(repoRoot, "scripts/admin.ts"), "grant", "xss-admin@sec.test"],
    { env: server.env, cwd: repoRoot },
  );
  const article = {
    intent: "create",
    title: SCRIPT_PAYLOADS[2],
    slug: "xss-article",
    description: SCRIPT_PAYLOADS[4],
    content: `# Hi\n\n${SCRIPT_PAYLOADS.join("\n\n")}\n\n[click](javascript:window.__xss=1)\n\n<iframe src="javascript:window.top.__xss=1"></iframe>`,
    image_url: "javascript:window.__xss=1",
    status: "published",
  };
  let created = await post(
    "/admin?index",
    new URLSearchParams(article).toString(),
    "application/x-www-form-urlencoded",
    adminCookie,
  );
  if (created.status !== 200)
    created = await post(
      "/admin?index",
      new URLSearchParams({ ...article, image_url: "" }).toString(),
      "application/x-www-form-urlencoded",
      adminCookie,
    );
  expect(created.status).toBe(200);

  const browser = await launchBrowser();
  const executed: string[] = [];
  try {
    for (const [cookie, pages] of [
      [memberCookie, ["/leaderboard", "/dashboard", "/profile"]],
      [adminCookie, ["/admin", "/articles/xss-article"]],
      ["", ["/articles/xss-article", "/newsletter", "/leaderboard"]],
    ] as const) {
      const context = await browser.newContext();
      if (cookie) {
        await context.addCookies(
          cookie.split("; ").map((c) => ({
            name: c.slice(0, c.indexOf("=")),
            value: c.slice(c.indexOf("=") + 1),
            url: server.url,
          })),
        );
      }
      for (const url of pages) {
        const page = await context.newPage();
        page.on("dialog", async (dialog) => {
          executed.push(`${url}: dialog ${dialog.message()}`);
          await dialog.dismiss();
        });
        const res = await page.goto(server.url + url, { waitUntil: "load" });
        expect(res?.status(), url).toBeLessThan(400);
        await page.waitForTimeout(300);
        if (await page.evaluate(() => (window as unknown as { __xss?: number }).__xss === 1))
          executed.push(`${url}: window.__xss set`);
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  expect(executed).toEqual([]);
});
