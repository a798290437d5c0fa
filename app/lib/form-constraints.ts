// The HTML constraints of a form's fields, read from the zod schema the server checks with
// (ADR 187, as the Epic Stack's getZodConstraint): `required`, `minLength`, `maxLength`,
// `min`, `max` and the e-mail type come from one place, so the browser's checks and the
// server's can never disagree.
import type { z } from "zod";

export type FieldConstraint = {
  required: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  type?: "email";
};

type Inspectable = {
  _zod: {
    def: { type: string; in?: Inspectable; out?: Inspectable; innerType?: Inspectable };
    optin?: string;
  };
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  format?: string | null;
};

function inspect(schema: Inspectable, into: FieldConstraint) {
  const def = schema._zod.def;
  if (def.type === "pipe") {
    // The form sends the input side; numbers parsed from it are bounded on the output side.
    if (def.in) inspect(def.in, into);
    if (def.out) inspect(def.out, into);
    return;
  }
  // A `.catch()` (a search box's query) bounds what it accepts the same way.
  if (
    (def.type === "optional" || def.type === "default" || def.type === "catch") &&
    def.innerType
  ) {
    inspect(def.innerType, into);
    return;
  }
  if (def.type === "string") {
    if (schema.minLength != null && schema.minLength > 0) into.minLength = schema.minLength;
    if (schema.maxLength != null) into.maxLength = schema.maxLength;
    if (schema.format === "email") into.type = "email";
  }
  if (def.type === "number") {
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
    const schema = field as unknown as Inspectable;
    // Required as the browser means it: an empty field (absent, or "") is refused.
    const refuses = (value: unknown) => !(field as z.ZodType).safeParse(value).success;
    const constraint: FieldConstraint = { required: refuses(undefined) && refuses("") };
    inspect(schema, constraint);
    out[name] = constraint;
  }
  return out as Record<keyof S["shape"] & string, FieldConstraint>;
}
