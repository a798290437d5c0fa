// The HTML constraints of a form's fields, read from the zod schema the server checks with
// (ADR 187, as the Epic Stack's getZodConstraint): `required`, `minLength`, `maxLength`,
// `min`, `max` and the e-mail type come from one place, so the browser's checks and the
// server's can never disagree.
import { z } from "zod";

export type FieldConstraint = {
  required: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  type?: "email";
};

function inspect(schema: z.core.$ZodType, into: FieldConstraint) {
  if (schema instanceof z.ZodPipe) {
    // The form sends the input side; numbers parsed from it are bounded on the output side.
    inspect(schema.in, into);
    inspect(schema.out, into);
    return;
  }
  // A `.catch()` (a search box's query) bounds what it accepts the same way.
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodCatch
  ) {
    inspect(schema.unwrap(), into);
    return;
  }
  if (schema instanceof z.ZodString || schema instanceof z.ZodStringFormat) {
    if (schema.minLength != null && schema.minLength > 0) into.minLength = schema.minLength;
    if (schema.maxLength != null) into.maxLength = schema.maxLength;
    if (schema.format === "email") into.type = "email";
  }
  if (schema instanceof z.ZodNumber) {
    if (schema.minValue != null && Number.isFinite(schema.minValue)) into.min = schema.minValue;
    if (schema.maxValue != null && Number.isFinite(schema.maxValue)) into.max = schema.maxValue;
  }
}

/** Each field's constraints; spread them on the field's control. */
export function constraintsOf<S extends z.ZodObject>(
  schema: S,
): Record<keyof S["shape"] & string, FieldConstraint> {
  const out: Record<string, FieldConstraint> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    // Required as the browser means it: an empty field (absent, or "") is refused.
    const refuses = (value: unknown) => !z.safeParse(field, value).success;
    const constraint: FieldConstraint = { required: refuses(undefined) && refuses("") };
    inspect(field, constraint);
    out[name] = constraint;
  }
  return out as Record<keyof S["shape"] & string, FieldConstraint>;
}
