import { APIError } from "better-auth/api";
import { memberText } from "~/content/members";
import { actionFail } from "~/lib/action-result";
import type { Services } from "~/domain/services.server";

export type AuthFailure = { ok: false; status: number; code: string; message: string };
export type AuthSuccess<T> = { ok: true; headers: Headers; response: T };

/**
 * Runs a better-auth server call and turns its APIError into a value, so actions can
 * map the error code to the message docs/product.md states and forward Set-Cookie on success.
 */
export async function authCall<T>(
  call: () => Promise<{ headers: Headers; response: T }>,
): Promise<AuthSuccess<T> | AuthFailure> {
  try {
    const { headers, response } = await call();
    return { ok: true, headers, response };
  } catch (error) {
    if (error instanceof APIError) {
      const body = (error.body ?? {}) as { code?: string; message?: string };
      return {
        ok: false,
        status: error.statusCode,
        code: body.code ?? "",
        message: body.message ?? error.message,
      };
    }
    throw error;
  }
}

/** The Set-Cookie headers of a better-auth answer, plus any extra cookies, for a redirect. */
export function withCookies(from: Headers | null, ...extra: string[]): Headers {
  const headers = new Headers();
  for (const cookie of from?.getSetCookie() ?? []) headers.append("set-cookie", cookie);
  for (const cookie of extra) headers.append("set-cookie", cookie);
  return headers;
}

/** A refused member form (app/lib/action-result.ts), optionally naming the field at fault. */
export function fail(error: string, status = 400, field?: string) {
  return actionFail(error, status, field ? { field } : {});
}

/**
 * Our own limit on top of better-auth's (its limiter only sees /api/auth requests):
 * stored in the database, so it holds across instances (Foundation rate limiter).
 */
/** Null when allowed; else the 429 answer (with the spec-style message) for the action to return. */
export async function limit(
  services: Services,
  bucket: string,
  clientIp: string,
  max = services.env.RATE_LIMIT_AUTH_MAX,
) {
  const result = await services.consume(`member:${bucket}:${clientIp}`, {
    window: services.env.RATE_LIMIT_WINDOW_SECONDS,
    max,
  });
  if (result.allowed) return null;
  return actionFail(
    memberText.rateLimited,
    429,
    {},
    {
      "retry-after": String(result.retryAfter ?? 60),
    },
  );
}
