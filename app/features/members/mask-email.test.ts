import { describe, expect, it } from "vitest";
import { maskEmail } from "./mask-email";

describe("maskEmail (docs/product.md#points-and-referrals)", () => {
  it.each([
    ["john.doe@gmail.com", "j*******@g****.com"],
    ["a@b.io", "a*@b*.io"],
    ["ab@cd.org", "a*@c*.org"],
    ["maria@mail.example.co.uk", "m****@m***.uk"],
    ["Ünïcode@exämple.de", "Ü******@e******.de"],
  ])("masks %s as %s", (input, expected) => {
    expect(maskEmail(input)).toBe(expected);
  });

  it.each([
    "",
    "no-at-sign",
    "@example.com",
    "two@@example.com",
    "a@b@c.com",
    "user@localhost",
    "user@.com",
    "user@example.",
    "user@exa..mple.com",
  ])("shows the malformed address %j unchanged", (input) => {
    expect(maskEmail(input)).toBe(input);
  });
});
