import { describe, expect, it } from "vitest";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";

let t: TestApp;
withTestApp((app) => (t = app));

function post(body: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/consent",
    payload: body,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: t.origin,
      ...headers,
    },
  });
}

describe("POST /consent (the cookie banner before hydration)", () => {
  it("stores the choice for a year and goes back to the page it was made on", async () => {
    for (const consent of ["all", "essential"]) {
      const res = await post(`consent=${consent}&return=%2Ffounders`);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe("/founders");
      expect([res.headers["set-cookie"]].flat()).toEqual([
        `vs_consent=${consent}; Path=/; Max-Age=31536000; SameSite=Strict`,
      ]);
    }
  });

  it("refuses an unknown choice, another site's page and a cross-site post, storing nothing", async () => {
    for (const [body, status, message] of [
      ["consent=maybe&return=%2F", 400, "Choose Accept All or Reject Non-Essential."],
      ["return=%2F", 400, "Choose Accept All or Reject Non-Essential."],
      ["consent=all&return=%2F%2Fevil.example", 400, "The page to return to is not on this site."],
      [
        "consent=all&return=https%3A%2F%2Fevil.example%2F",
        400,
        "The page to return to is not on this site.",
      ],
      ["consent=all&return=%2F%5Cevil.example", 400, "The page to return to is not on this site."],
    ] as const) {
      const res = await post(body);
      expect(res.statusCode, body).toBe(status);
      expect(res.body, body).toContain(message);
      expect(res.headers["set-cookie"], body).toBeUndefined();
    }
    const cross = await post("consent=all&return=%2F", {
      origin: "https://evil.example",
    });
    expect(cross.statusCode).toBe(403);
    expect(cross.headers["set-cookie"]).toBeUndefined();
  });
});
