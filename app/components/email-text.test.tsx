import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailText } from "./email-text";

describe("EmailText", () => {
  it("offers a break after the '@' and after each dot, nowhere else", () => {
    expect(renderToStaticMarkup(<EmailText email="ada.lovelace@mail.example.com" />)).toBe(
      '<span class="break-normal">ada.<wbr/>lovelace@<wbr/>mail.<wbr/>example.<wbr/>com</span>',
    );
  });

  it("leaves an address without '@' or dots whole", () => {
    expect(renderToStaticMarkup(<EmailText email="a***" />)).toBe(
      '<span class="break-normal">a***</span>',
    );
  });
});
