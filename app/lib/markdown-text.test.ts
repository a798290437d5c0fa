import { describe, expect, it } from "vitest";
import { markdownText } from "./markdown-text.server";

describe("markdownText (an e-mail's plain part)", () => {
  it("writes links out, images as their text, and drops emphasis", () => {
    expect(
      markdownText(
        "Meet us **at the hall**, see [the site](https://example.test/a) and ![Arena photo](https://example.test/p.png).",
      ),
    ).toBe("Meet us at the hall, see the site (https://example.test/a) and Arena photo.");
  });

  it("keeps headings, lists, quotes and rules as readable lines", () => {
    const text = markdownText(
      "# Kick-off\n\nWhat to bring:\n\n- a pen\n- *curiosity*\n\n1. Arrive\n2. Stake\n\n> Generosity first.\n\n---\n\nBye",
    );
    expect(text).toBe(
      "Kick-off\n\nWhat to bring:\n\n- a pen\n- curiosity\n\n1. Arrive\n2. Stake\n\n> Generosity first.\n\n---\n\nBye",
    );
  });

  it("writes a bare address once and decodes entities", () => {
    expect(markdownText("<https://example.test> &amp; Tom &lt;3")).toBe(
      "https://example.test & Tom <3",
    );
  });

  it("keeps a link's text but never a javascript: address", () => {
    expect(markdownText("[x](javascript:alert(1)) [y](JavaScript:void(0))")).toBe("x y");
  });

  it("leaves raw HTML out", () => {
    expect(markdownText("Hello <script>alert(1)</script>")).not.toContain("script");
  });
});
