import { describe, expect, it } from "vitest";
import { z } from "zod";
import { constraintsOf } from "./form-constraints";

describe("constraintsOf", () => {
  it("reads required, lengths, number bounds and the e-mail type from the schema", () => {
    const schema = z.object({
      name: z.string().trim().min(1).max(60),
      email: z.email().max(254),
      note: z.string().max(500).optional(),
      blank: z.string().trim().max(10),
      age: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(18).max(120)),
      tick: z
        .string()
        .optional()
        .transform((v) => v === "on"),
      q: z
        .string()
        .trim()
        .max(100)
        .catch("")
        .transform((v) => v.slice(0, 100)),
    });
    expect(constraintsOf(schema)).toEqual({
      name: { required: true, minLength: 1, maxLength: 60 },
      email: { required: true, maxLength: 254, type: "email" },
      note: { required: false, maxLength: 500 },
      blank: { required: false, maxLength: 10 },
      age: { required: true, min: 18, max: 120 },
      tick: { required: false },
      q: { required: false, maxLength: 100 },
    });
  });
});
