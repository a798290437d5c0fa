import { z } from "zod";
import { resultRows } from "../../lib/db.server.ts";

/** The rows of a `db.execute` result, parsed at the edge (architecture decision 34). */
export function parseRows<S extends z.ZodType>(schema: S, result: unknown): z.output<S>[] {
  return z.array(schema).parse(resultRows<unknown>(result));
}

/** A count or sum as either driver returns it (a bigint as text, a number). */
export const count = z.coerce.number().int();
export const when = z.coerce.date();
