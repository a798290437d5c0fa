// The /auth form (docs/product.md#admin): one schema for the browser's checks and the server's.
import { z } from "zod";
import { authCopy } from "~/content/admin";
import { MIN_PASSWORD_LENGTH } from "~/lib/limits";

export const AuthSchema = z.object({
  email: z.string().trim().min(1, authCopy.emailRequired).email(authCopy.emailInvalid),
  password: z
    .string()
    .min(1, authCopy.passwordRequired)
    .min(MIN_PASSWORD_LENGTH, authCopy.passwordShort),
});
