import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { EXAM_VALIDATE } from "~/lib/head-exam";
import { EMAIL_PATTERN, validateStart } from "./exam";

// ADR 227: the head script checks the start form before the page's scripts run; its rule is
// validateStart's, the e-mail pattern handed over as the markup carries it.
const ev = runInNewContext(`(${EXAM_VALIDATE})`, { RegExp }) as (
  name: string,
  email: string,
  pattern: string,
) => string;

describe("the head script's start form check", () => {
  it("is validateStart on many names and addresses", () => {
    const names = ["", " ", "Ada", "  Ada Lovelace  ", "\t", "Ωmega"];
    const emails = [
      "",
      "   ",
      "ada@example.com",
      " ada@example.com ",
      "ada at example",
      "ada@example",
      "a@b.c",
      "a b@c.d",
      "@example.com",
      "ada@@example.com",
      "ada@exa mple.com",
      "ada@example.com.",
      "ada@.com",
      "ünï@例え.jp",
    ];
    for (const name of names)
      for (const email of emails)
        expect(ev(name, email, EMAIL_PATTERN.source), `${name} / ${email}`).toBe(
          validateStart(name, email) ?? "",
        );
  });
});
