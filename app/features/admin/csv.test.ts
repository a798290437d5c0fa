import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../../../tests/support/csv.ts";
import { csvCell, submissionsCsv, toCsv } from "./csv";

describe("CSV export", () => {
  it("quotes commas, quotes, newlines and edge spaces", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell(" x")).toBe('" x"');
    expect(csvCell(null)).toBe("");
  });

  it.each(["=1+1", "+1", "-2", "@SUM(A1)", "\tx", "\rx"])("neutralises the formula %j", (v) => {
    const parsed = parseCsv(toCsv([[v]]))[0][0];
    expect(parsed).toBe(`'${v}`);
  });

  it("round-trips any safe text through toCsv/parseCsv", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(
            fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s)),
            { minLength: 1, maxLength: 4 },
          ),
          { minLength: 1, maxLength: 4 },
        ),
        (rows) => {
          expect(parseCsv(toCsv(rows))).toEqual(rows);
        },
      ),
    );
  });

  it("lays out submissions with a column per field and URL parameter", () => {
    const csv = submissionsCsv([
      {
        id: "1",
        createdAt: "2025-01-01T00:00:00.000Z",
        email: "a@x.test",
        heroVariant: "A",
        quizResult: "The Builder (14 / 24)",
        fields: { name: "Ann", org: "U" },
        urlParams: { utm_source: "mail" },
      },
      {
        id: "2",
        createdAt: "2025-01-02T00:00:00.000Z",
        email: "b@x.test",
        heroVariant: null,
        quizResult: null,
        fields: { name: "Bob" },
        urlParams: {},
      },
    ]);
    expect(parseCsv(csv)).toEqual([
      [
        "id",
        "created_at",
        "email",
        "hero_variant",
        "quiz_result",
        "name",
        "org",
        "param:utm_source",
      ],
      [
        "1",
        "2025-01-01T00:00:00.000Z",
        "a@x.test",
        "A",
        "The Builder (14 / 24)",
        "Ann",
        "U",
        "mail",
      ],
      ["2", "2025-01-02T00:00:00.000Z", "b@x.test", "", "", "Bob", "", ""],
    ]);
  });
});
