// ADR 150: no e-mail address, password, token or cookie reaches the server's
// output. A server logging at debug (more than production's info) goes through the flows
// that carry personal data in a real browser — sign-up, confirmation, log-in with a wrong
// and a right password, password reset, a form with an e-mail address, the profile — and
// its whole output is then searched for every secret the flows used.
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";
import { qaiEnrollmentForm } from "../../app/content/forms.ts";
import { memberText } from "../../app/content/members.ts";
import { waitForHydration } from "../support/browser.ts";
import type { RunningServer } from "../support/server.ts";
import { startSite } from "../support/site.ts";

let server: RunningServer;
let browser: Browser;

startSite((site) => ({ server, browser } = site), {
  env: { RATE_LIMIT: "off", LOG_LEVEL: "debug" },
});

const w = memberText.waitlist;

describe("server output", () => {
  it("smoke: holds no address, password, token or cookie after the flows that carry them", async () => {
    const email = "log.probe.member@example.test";
    const formEmail = "log.probe.form@example.test";
    const password = "probe-password-one";
    const newPassword = "probe-password-two";
    const secrets: string[] = [email, formEmail, password, newPassword, "wrong-probe-password"];

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/waitlist`);
    await waitForHydration(page);
    await page.getByLabel(w.fullName).fill("Logan Probe");
    await page.getByLabel(w.email).fill(email);
    await page.getByLabel(w.password).fill(password);
    await page.getByRole("button", { name: w.submit }).click();
    await page.waitForURL(server.url + "/dashboard");

    const confirm = server.mail.link(await server.mail.waitFor(email, /Confirm/), /verify-email/);
    secrets.push(new URL(confirm).searchParams.get("token")!);
    await page.goto(confirm);
    await page.waitForURL(/\/dashboard/);
    for (const cookie of await context.cookies())
      if (cookie.value.length > 8) secrets.push(cookie.value);

    // Profile: a nickname saved through the form.
    await page.goto(`${server.url}/profile`);
    await waitForHydration(page);

    // Log-in, wrong then right, in a fresh browser.
    const other = await browser.newContext();
    const login = await other.newPage();
    await login.goto(`${server.url}/login`);
    await waitForHydration(login);
    await login.getByLabel("Email").fill(email);
    await login.getByLabel("Password").fill("wrong-probe-password");
    await login.getByRole("button", { name: "Log In" }).click();
    await login.getByRole("alert").filter({ hasText: memberText.login.invalid }).waitFor();
    await login.getByLabel("Password").fill(password);
    await login.getByRole("button", { name: "Log In" }).click();
    await login.waitForURL(server.url + "/dashboard");
    for (const cookie of await other.cookies())
      if (cookie.value.length > 8) secrets.push(cookie.value);

    // Password reset through the e-mailed link.
    const reset = await browser.newPage();
    await reset.goto(`${server.url}/forgot-password`);
    await waitForHydration(reset);
    await reset.getByLabel("Email").fill(email);
    await reset.getByRole("button", { name: "Send Reset Link" }).click();
    await reset.getByRole("heading", { name: "Check your email!" }).waitFor();
    const resetLink = server.mail.link(
      await server.mail.waitFor(email, /Reset your/),
      /reset-password/,
    );
    secrets.push(new URL(resetLink).searchParams.get("token") ?? resetLink.split("/").pop()!);
    await reset.goto(resetLink);
    await reset.waitForURL(/\/reset-password\?token=/);
    secrets.push(new URL(reset.url()).searchParams.get("token")!);
    await waitForHydration(reset);
    await reset.getByLabel("New Password").fill(newPassword);
    await reset.getByLabel("Confirm Password").fill(newPassword);
    await reset.getByRole("button", { name: "Update Password" }).click();
    await reset.waitForURL(server.url + "/login");

    // A form with an e-mail address.
    const form = await browser.newPage();
    await form.goto(`${server.url}${qaiEnrollmentForm.path}`);
    await waitForHydration(form);
    const values: Record<string, string> = {
      name: "Forma Probe",
      email: formEmail,
      organization: "Probe Org",
      linkedin: "https://www.linkedin.com/in/forma-probe",
    };
    for (const field of qaiEnrollmentForm.fields) {
      const control = form.getByLabel(field.label, { exact: false }).first();
      if (field.kind === "select") await control.selectOption(field.options![0]);
      else if (values[field.name]) await control.fill(values[field.name]);
    }
    await form.getByRole("button", { name: qaiEnrollmentForm.submitLabel }).click();
    await form.getByRole("heading", { name: qaiEnrollmentForm.successTitle }).waitFor();
    await server.mail.waitFor(formEmail, /We received/);
    await Promise.all([context.close(), other.close(), reset.close(), form.close()]);

    const output = server.output();
    // The request lines are there (the check below is not vacuous) ...
    expect(output).toMatch(/"msg":"request"/);
    expect(output).toMatch(/"route":"\/login","status":\d+/);
    expect(output).toMatch(/"reqId":"[0-9a-f-]{36}"/);
    // ... and none of the flows' secrets, in any case.
    const lower = output.toLowerCase();
    const hits = secrets.filter((s) => s && lower.includes(s.toLowerCase()));
    expect(hits, `found in the server output: ${hits.join(", ")}`).toEqual([]);
    expect(output).not.toMatch(/"ip":/);
  });
});
