import { describe, expect, it } from "vitest";
import { landingValue } from "./first-touch.ts";

// ADR 193, 227, 228: the visit's first touch, as the measurement module keeps it
// (app/features/experiments/measure.island.ts); the browser tests keep it in a real page.

describe("the landing page the measurement module records", () => {
  it("is this page, with the host a visitor came from", () => {
    expect(
      Object.fromEntries(
        new URLSearchParams(
          landingValue("https://vs.example/founders?utm_source=news", "https://search.example/q"),
        ),
      ),
    ).toEqual({ p: "/founders", r: "search.example", s: "news", m: "", c: "" });
    expect(landingValue("https://vs.example/", "")).toBe("p=%2F&r=&s=&m=&c=");
  });

  it("is the page before when this one was reached from the site by a full navigation", () => {
    const value = landingValue(
      "https://vs.example/waitlist",
      "https://vs.example/?utm_source=mail&utm_campaign=autumn",
    );
    expect(Object.fromEntries(new URLSearchParams(value))).toEqual({
      p: "/",
      r: "",
      s: "mail",
      m: "",
      c: "autumn",
    });
  });

  it("cuts each field short and keeps a host with its port", () => {
    const long = "x".repeat(400);
    const value = landingValue(`https://vs.example/${long}?utm_campaign=${long}`, "");
    const parts = Object.fromEntries(new URLSearchParams(value));
    expect(parts.p).toHaveLength(300);
    expect(parts.c).toHaveLength(200);
    expect(
      new URLSearchParams(landingValue("https://vs.example/a", "https://x.example:8443/b")).get(
        "r",
      ),
    ).toBe("x.example:8443");
    expect(new URLSearchParams(landingValue("https://vs.example/a", "not a url")).get("p")).toBe(
      "/a",
    );
  });
});
