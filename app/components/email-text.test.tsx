import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailText } from "./email-text";

describe("EmailText", () => {
  it("lets an address wrap only after its '@' and its dots", () => {
    expect(renderToStaticMarkup(<EmailText email="ada.lovelace@example.org" />)).toBe(
      '<span class="break-normal">ada.<wbr/>lovelace@<wbr/>example.<wbr/>org</span>',
    );
  });
});
