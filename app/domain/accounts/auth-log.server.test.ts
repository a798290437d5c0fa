import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../tests/support/app.ts";
import { signUpRequest, uniqueEmail } from "../../../tests/support/factories.ts";
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
});
