// better-auth hooks of ADR 180 (ADR 180). Hooks run for HTTP calls to /api/auth/* and for
// the server calls of /login, /auth and /profile alike, so every entry point shares one
// sign-in budget, one password rule and the same notices.
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { CLIENT_IP_HEADER, clientNetwork } from "../../lib/client-network.ts";
import type { Mailer } from "../../lib/email.server.ts";
import { PASSWORD_TOO_COMMON, passwordTooCommon } from "../../lib/password-strength.server.ts";
import type { RateLimiter, RateLimitRule } from "../../lib/rate-limit.server.ts";
import { MIN_PASSWORD_LENGTH } from "../../lib/limits.ts";
import { TOO_MANY_SIGN_INS, type SignInGuard } from "./sign-in-guard.server.ts";
import { securityNoticeMail } from "./security-mail.ts";
import { changeTokenPayload } from "../../lib/verification-token.server.ts";

export const CURRENT_PASSWORD_INCORRECT = "Current password is incorrect";
/** Endpoints that check the signed-in member's current password (ADR 190). */
const CURRENT_PASSWORD_PATHS = new Set(["/change-email", "/change-password", "/verify-password"]);

type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const ipOf = (ctx: Ctx) => ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown";
const bodyOf = (ctx: Ctx) => (ctx.body ?? {}) as Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" ? value : "");

/** A local callback with better-auth's error parameter (only a same-site path, else /). */
function withError(callbackURL: string): string {
  const path = callbackURL.startsWith("/") && !callbackURL.startsWith("//") ? callbackURL : "/";
  return `${path}${path.includes("?") ? "&" : "?"}error=INVALID_TOKEN`;
}

function tooMany(retryAfter: number | null): never {
  throw new APIError(
    "TOO_MANY_REQUESTS",
    { message: TOO_MANY_SIGN_INS, code: "TOO_MANY_ATTEMPTS" },
    { "retry-after": String(retryAfter ?? 60) },
  );
}

/** Whether `password` is the credential password of the user (the e-mail change asks for it). */
async function passwordMatches(ctx: Ctx, userId: string, password: string): Promise<boolean> {
  if (!password) return false;
  const accounts = await ctx.context.internalAdapter.findAccounts(userId);
  const hash = accounts.find((a) => a.providerId === "credential")?.password;
  if (!hash) return false;
  return ctx.context.password.verify({ hash, password });
}

export function createAuthHooks(opts: {
  consume: RateLimiter;
  signInRule: RateLimitRule;
  guard: SignInGuard;
  mailer: Mailer;
  publicUrl: string;
  sendSafely: (mail: Parameters<Mailer["send"]>[0]) => void;
  /** Whether a change-of-address token already changed an address (ADR 190). */
  changeTokenUsed: (token: string) => Promise<boolean>;
}) {
  const { guard } = opts;
  const resetUrl = new URL("/forgot-password", opts.publicUrl).href;

  const before = createAuthMiddleware(async (ctx) => {
    const body = bodyOf(ctx);
    if (ctx.path === "/sign-in/email") {
      // One budget per client network for every entry point, counted on arrival.
      const ip = ipOf(ctx);
      const budget = await opts.consume(`sign-in:${clientNetwork(ip)}`, opts.signInRule);
      if (!budget.allowed) tooMany(budget.retryAfter);
      const locked = await guard.lockedFor(str(body.email), ip);
      if (locked) tooMany(locked);
      return;
    }
    const newPassword =
      ctx.path === "/sign-up/email"
        ? str(body.password)
        : ctx.path === "/reset-password" || ctx.path === "/change-password"
          ? str(body.newPassword)
          : "";
    if (newPassword.length >= MIN_PASSWORD_LENGTH && (await passwordTooCommon(newPassword)))
      throw new APIError("BAD_REQUEST", {
        message: PASSWORD_TOO_COMMON,
        code: "PASSWORD_TOO_COMMON",
      });
    if (ctx.path === "/verify-email") {
      // A change-of-address link works once (ADR 190): used again, it is an invalid link.
      const token = str((ctx.query as Record<string, unknown> | undefined)?.token);
      if (changeTokenPayload(token) && (await opts.changeTokenUsed(token)))
        throw ctx.redirect(withError(str((ctx.query as Record<string, unknown>).callbackURL)));
      return;
    }
    if (!CURRENT_PASSWORD_PATHS.has(ctx.path)) return;
    const session = await getSessionFromCtx(ctx);
    if (!session) return; // the endpoint answers 401 itself
    // A current-password check is a sign-in attempt (ADR 190): it respects the account's
    // lock, and a wrong password counts (below, and in `after`).
    const locked = await guard.lockedFor(session.user.email, ipOf(ctx));
    if (locked) tooMany(locked);
    if (ctx.path === "/change-password") {
      // A password change always signs out every other session.
      return { context: { body: { ...body, revokeOtherSessions: true } } };
    }
    if (ctx.path === "/change-email") {
      // Someone holding a session (a shared computer, a 30-day cookie) must not be able
      // to move the account to their own address: the current password is required.
      if (!(await passwordMatches(ctx, session.user.id, str(body.currentPassword)))) {
        await guard.recordFailure(session.user.email, ipOf(ctx));
        throw new APIError("BAD_REQUEST", {
          message: CURRENT_PASSWORD_INCORRECT,
          code: "INVALID_PASSWORD",
        });
      }
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    const failed = returned instanceof APIError;
    if (ctx.path === "/sign-in/email") {
      if (failed && returned.statusCode === 401)
        await guard.recordFailure(str(bodyOf(ctx).email), ipOf(ctx));
      return;
    }
    if (failed) {
      // better-auth checks the current password of these two itself.
      const code = (returned.body as { code?: string } | undefined)?.code;
      if (
        (ctx.path === "/change-password" || ctx.path === "/verify-password") &&
        code === "INVALID_PASSWORD"
      ) {
        const session = await getSessionFromCtx(ctx).catch(() => null);
        if (session) await guard.recordFailure(session.user.email, ipOf(ctx));
      }
      return;
    }
    if (ctx.path === "/change-email" || ctx.path === "/change-password") {
      const session = ctx.context.session ?? (await getSessionFromCtx(ctx));
      if (!session) return;
      opts.sendSafely(
        securityNoticeMail(
          session.user.email,
          ctx.path === "/change-email" ? "email-change" : "password-change",
          resetUrl,
        ),
      );
    }
  });

  return {
    hooks: { before, after },
    /** better-auth's onPasswordReset: counters cleared, the owner told. */
    async onPasswordReset(user: { email: string }) {
      await guard.clear(user.email);
      opts.sendSafely(securityNoticeMail(user.email, "password-change", resetUrl));
    },
  };
}
