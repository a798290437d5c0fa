import { isRouteErrorResponse } from "react-router";

/**
 * The reason phrases of RFC 9110 for the statuses this site's routes and React Router throw.
 * A thrown `data(…, { status })` without a status text reaches the boundary as
 * "Internal Server Error" whatever its status (React Router's default), so the boundary
 * names the status itself (docs/product.md#every-screen; once it read '403 Internal Server Error').
 */
const REASONS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  410: "Gone",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

export function reasonPhrase(status: number, given = ""): string {
  if (REASONS[status]) return REASONS[status];
  const filledIn = given === REASONS[500] && status !== 500;
  return given && !filledIn ? given : status >= 500 ? "Server Error" : "Error";
}

export type RouteErrorView =
  | { kind: "not-found" }
  | { kind: "status"; status: number; statusText: string; message?: string }
  | { kind: "unexpected"; message: string; stack?: string };

/**
 * What the root error boundary shows: the 404 screen, a thrown response's status (with the
 * message it carries, `{ error }`), or — only for a real exception — the crash screen.
 */
export function describeRouteError(error: unknown): RouteErrorView {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { kind: "not-found" };
    const carried = (error.data as { error?: unknown } | null)?.error;
    return {
      kind: "status",
      status: error.status,
      statusText: reasonPhrase(error.status, error.statusText),
      ...(typeof carried === "string" && carried ? { message: carried } : {}),
    };
  }
  if (error instanceof Error)
    return { kind: "unexpected", message: error.message, stack: error.stack };
  return { kind: "unexpected", message: "Unknown error" };
}
