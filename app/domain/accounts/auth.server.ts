import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, getSessionFromCtx } from "better-auth/api";

import * as schema from "../../../db/schema.ts";
import { createAuthHooks } from "./auth-hooks.server.ts";
import { SUSPENDED_SIGN_IN } from "../../lib/auth-messages.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../lib/limits.ts";
import { CLIENT_IP_HEADER } from "../../lib/client-network.ts";
import type { Database } from "../../lib/db.server.ts";
import { LINK_MAIL_WHY, linkMail } from "./auth-mail.server.ts";
import { confirmationMail, releaseConfirmation } from "./confirmation-mail.server.ts";
import type { Mailer } from "../../lib/email.server.ts";
import type { Env } from "../../lib/env.server.ts";
import { authLog } from "./auth-log.server.ts";
import type { Logger } from "../../lib/logger.server.ts";
import type { MailCap } from "../../lib/mail-cap.server.ts";
import type { MemberMailDeps } from "../mail/member-mail.server.ts";
import type { Outbox } from "../mail/outbox.server.ts";
import {
  isSuspended,
  newAccount,
  onAddressConfirmed,
  onSignedUp,
} from "./account-events.server.ts";
import { boundedPasswordHashing } from "../../lib/password-hash.server.ts";
import type { RateLimiter } from "../../lib/rate-limit.server.ts";
import type { SignInGuard } from "./sign-in-guard.server.ts";
import { siteConfig } from "../../lib/site-config.ts";
import { nameProblem, tidyText } from "../../lib/text-rules.ts";
import { trustedOrigins } from "../../lib/trusted-origins.ts";
import {
  changeTokenPayload,
  changeTokenUsed,
  VERIFICATION_TOKEN_SECONDS,
} from "../../lib/verification-token.server.ts";

export { CLIENT_IP_HEADER };

export const SESSION_COOKIE_PREFIX = "vs";

export function createAuth(opts: {
  database: Database;
  env: Env;
  secret: string;
  addressHashKey: string;
  mailer: Mailer;
  consume: RateLimiter;
  guard: SignInGuard;
  mayMail: MailCap;
  log: Logger;
  /** The member e-mails' sender (ADR 191): referral e-mails on sign-up and confirmation. */
  memberMail: MemberMailDeps;
  /** Every e-mail goes through the outbox (ADR 208). */
  outbox: Outbox;
}) {
  const { env, mailer, log } = opts;
  const db = opts.database.db;
  const events = { db, addressHashKey: opts.addressHashKey, log, memberMail: opts.memberMail };
  // Auth mail goes through the outbox (ADR 208): queued before the endpoint answers, sent
  // by a worker, so a slow or down mail server never fails or slows a sign-up and a crash
  // after the answer loses nothing. The reset form and the security notices queue without
  // waiting: the reset must answer in the same time whether or not the address exists.
  const enqueue = (mail: Parameters<Mailer["send"]>[0]) => opts.outbox.enqueue(mail);
  const sendSafely = (mail: Parameters<Mailer["send"]>[0]) => {
    enqueue(mail).catch((err: unknown) =>
      log.error({ err, kind: mail.kind }, "auth mail not queued"),
    );
  };
  const window = env.RATE_LIMIT_WINDOW_SECONDS;
  const strict = { window, max: env.RATE_LIMIT_AUTH_MAX };
  const extra = createAuthHooks({
    consume: opts.consume,
    signInRule: strict,
    guard: opts.guard,
    mailer,
    publicUrl: env.PUBLIC_URL,
    sendSafely,
    changeTokenUsed: (token) => changeTokenUsed(opts.database.db, token),
  });
  return betterAuth({
    appName: siteConfig.brand,
    baseURL: env.PUBLIC_URL,
    basePath: "/api/auth",
    secret: opts.secret,
    // PUBLIC_URL's origin and TRUSTED_ORIGINS only: the Host header is the client's to
    // choose, so the origin a request was sent to proves nothing (ADR 180).
    trustedOrigins: trustedOrigins(env),
    hooks: extra.hooks,
    telemetry: { enabled: false },
    // Its lines (info and up) go to the app's logger, addresses cut out (ADR 190).
    logger: { level: "info", log: authLog(log) },
    // An unexpected error in an endpoint (a failed query) goes on to the server's error handler
    // (a 500 with our message, logged scrubbed, counted): left to better-auth's router it is
    // printed with console.error, the failed query's parameters (e-mail addresses) included.
    onAPIError: { throw: true },
    database: drizzleAdapter(opts.database.db, {
      provider: "pg",
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
      },
    }),
    user: {
      additionalFields: {
        // Sign-up metadata (docs/product.md#points-and-referrals): the referrer's profile id (checked by the database).
        referrerId: { type: "string", required: false, input: true },
        // Set by the user.create hook only (ADR 190).
        aliasOfPaid: {
          type: "boolean",
          required: false,
          input: false,
          returned: false,
          defaultValue: false,
        },
      },
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      password: boundedPasswordHashing,
      autoSignIn: true,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      onPasswordReset: ({ user }) => extra.onPasswordReset(user),
      sendResetPassword: async ({ user, url }) => {
        // Anyone may ask for a reset of any address: capped per recipient (ADR 190).
        if (!(await opts.mayMail(user.email))) return;
        sendSafely(
          linkMail({
            kind: "password-reset",
            to: user.email,
            subject: `Reset your ${siteConfig.brand} password`,
            intro:
              "Someone asked to reset the password of your account. The link works once, for one hour.",
            url,
            action: "Set a new password",
            why: LINK_MAIL_WHY.reset,
          }),
        );
      },
    },
    emailVerification: {
      // The sign-up's confirmation is queued by the users insert itself, in its transaction,
      // and rendered when sent (db/migrations/0017, ADR 208); this sends the others (resend,
      // change of address).
      sendOnSignUp: false,
      // ADR 190: a confirmation link confirms; it never signs anyone in. Otherwise whoever
      // signed up in someone else's name, or sent them a link, would share their account.
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_TOKEN_SECONDS,
      sendVerificationEmail: async ({ user, url, token }) => {
        // An e-mail change (docs/product.md#profile) goes to the NEW address: its token carries updateTo.
        const change = changeTokenPayload(token) !== null;
        // Sign-up and change-of-address mail go to an address nobody has verified: capped
        // per recipient (ADR 180, ADR 190).
        if (!(await opts.mayMail(user.email))) return;
        await enqueue(
          change
            ? linkMail({
                kind: "email-change",
                to: user.email,
                subject: `Confirm your new ${siteConfig.brand} e-mail`,
                intro: `Hello ${user.name}, please confirm that this is your new e-mail address. Your address changes once you follow the link.`,
                url,
                action: "Confirm my new e-mail",
                why: LINK_MAIL_WHY.change,
              })
            : confirmationMail({
                kind: "email-confirmation",
                to: user.email,
                name: user.name,
                url,
              }),
        );
      },
    },
    databaseHooks: {
      session: {
        // A suspended member cannot sign in by any path (password, confirmation link,
        // reset): no session is ever created for them (docs/architecture.md D14).
        create: {
          before: async (session) => {
            if (await isSuspended(db, session.userId))
              throw APIError.fromStatus("FORBIDDEN", { message: SUSPENDED_SIGN_IN });
          },
        },
      },
      user: {
        // Names are display text everywhere (leaderboard, e-mails): same rules on every path.
        create: {
          before: async (user) => {
            const problem = nameProblem(user.name);
            if (problem) throw APIError.fromStatus("BAD_REQUEST", { message: problem });
            return { data: await newAccount(events, user) };
          },
          after: async (user, ctx) => {
            // The insert queued the confirmation (ADR 208): this instance sends it now, with
            // the link leading where the page that signed up asked.
            await releaseConfirmation(
              db,
              user.id,
              (ctx?.body as { callbackURL?: unknown })?.callbackURL,
            );
            opts.outbox.wake();
            return onSignedUp(events, {
              id: user.id,
              email: user.email,
              clientIp: ctx?.headers?.get(CLIENT_IP_HEADER) ?? null,
            });
          },
        },
        update: {
          before: async (data, ctx) => {
            const next: Record<string, unknown> = { ...data };
            // The referrer is sign-up metadata only: /api/auth/update-user cannot change it.
            delete next.referrerId;
            if ("name" in data) {
              const problem = nameProblem(data.name);
              if (problem) throw APIError.fromStatus("BAD_REQUEST", { message: problem });
              next.name = tidyText(data.name as string);
            }
            // Following the link sent to a new address proves it: the address counts as
            // confirmed (and a pending referral is paid by the database trigger).
            if (ctx?.path === "/verify-email" && typeof data.email === "string")
              next.emailVerified = true;
            return { data: next };
          },
          after: async (user, ctx) => {
            if (ctx?.path !== "/verify-email") return;
            const token = String(ctx.query?.token ?? "");
            const previousAddress = changeTokenPayload(token)?.email;
            await onAddressConfirmed(
              events,
              user.id,
              previousAddress ? { previousAddress, token } : null,
            );
            // Confirming an address (first or new) signs out every other session of the
            // account: whoever created it or changed it for someone else loses it.
            const current = await getSessionFromCtx(ctx).catch(() => null);
            const keep = current?.user.id === user.id ? current.session.token : null;
            const sessions = await ctx.context.internalAdapter.listSessions(user.id);
            const others = sessions.map((s) => s.token).filter((token) => token !== keep);
            if (others.length) await ctx.context.internalAdapter.deleteSessions(others);
          },
        },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: env.RATE_LIMIT === "on",
      window,
      max: 100,
      customStorage: { consume: opts.consume },
      customRules: {
        // Counted by the sign-in hook instead, for every entry point alike (ADR 180).
        "/sign-in/email": false,
        "/sign-up/email": strict,
        "/request-password-reset": strict,
        "/forget-password": strict,
        "/reset-password": strict,
        "/change-email": strict,
        "/change-password": strict,
      },
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: env.secure,
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
      // The host sets this header from the connection and TRUST_PROXY (server/fetch-bridge.ts).
      // better-auth's own limits are per client network too (ADR 190): IPv6 by its /64.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 64 },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
