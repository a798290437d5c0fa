import { describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../../tests/support/app.ts";
import { signInRequest, signUpRequest, uniqueEmail } from "../../../tests/support/factories.ts";
import { captureLog } from "../../../tests/support/log.ts";

// better-auth logs through the app's logger, addresses scrubbed (ADR 190): its
// lines reach the operator's log stream, and never with an e-mail address in them.
describe("better-auth's log", () => {
  it("goes to the app's logger, with e-mail addresses cut out", async () => {
    const capture = captureLog("debug");
    const t = await createTestApp({ RATE_LIMIT: "off" }, { log: capture.log });
    try {
      const email = uniqueEmail("logged");
      const body = { name: "Logged Twice", email, password: "correct-horse-7" };
      expect((await signUpRequest(t, body)).status).toBe(200);
      await signUpRequest(t, body); // better-auth logs the attempt for an existing address
      const lines = capture.entries().filter((e) => e.component === "better-auth");
      expect(lines.map((e) => e.msg)).toContain("Sign-up attempt for existing email: [email]");
      expect(capture.text()).not.toContain(email);
    } finally {
      await t.close();
    }
  });

  // A database error inside one of its endpoints used to reach the router's console.error,
  // which printed the failed query's parameters: the member's e-mail address.
  it("sends a database failure in its endpoints to the error handler: a 500, logged scrubbed, nothing on the console", async () => {
    const capture = captureLog("info");
    const t = await createTestApp({ RATE_LIMIT: "off" }, { log: capture.log });
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const email = uniqueEmail("failing");
      const member = { name: "Failing Query", email, password: "correct-horse-7" };
      expect((await signUpRequest(t, member)).status).toBe(200);
      await t.services.database.exec(`
        create function refuse_sessions() returns trigger language plpgsql
          as $$ begin raise exception 'refused for the test'; end $$;
        create trigger refuse_sessions before insert on sessions
          for each row execute function refuse_sessions();`);
      const res = await signInRequest(t, member);
      expect(res.status).toBe(500);
      expect(JSON.parse(res.body)).toEqual({
        error: "Something went wrong on our side. Please try again.",
      });
      expect(capture.entries().some((e) => e.msg === "request failed")).toBe(true);
      expect(capture.text()).not.toContain(email);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
      await t.close();
    }
  });
});
