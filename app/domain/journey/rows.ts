import { z } from "zod";

/** A count or sum as either driver returns it (a bigint as text, a number). */
export const count = z.coerce.number().int();
export const when = z.coerce.date();
