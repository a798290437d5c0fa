import { z } from "zod";
import { COMMUNITY_MAX_LENGTH, EMAIL_MAX_LENGTH } from "~/lib/limits";
import { MEMBER_ROLES } from "~/lib/member-roles";
import { joiningText } from "~/content/joining";
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  memberText,
  NAME_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
} from "~/content/members";

import { FORBIDDEN_TEXT as FORBIDDEN, tidyText } from "~/lib/text-rules";

const v = memberText.validation;

const text = (field: unknown) => (typeof field === "string" ? field : "");

const makeNameSchema = (required: string) =>
  z
    .preprocess(text, z.string())
    .transform(tidyText)
    .pipe(
      z
        .string()
        .min(1, required)
        .max(NAME_MAX_LENGTH, v.nameTooLong)
        .refine((s) => !FORBIDDEN.test(s), v.nameInvalid),
    );
export const nameSchema = makeNameSchema(v.nameRequired);

export const emailSchema = z
  .preprocess(text, z.string())
  .transform((s) => s.trim().toLowerCase())
  .pipe(
    z
      .string()
      .min(1, v.emailRequired)
      .max(EMAIL_MAX_LENGTH, v.emailInvalid)
      .pipe(z.email(v.emailInvalid)),
  );

export const passwordSchema = z
  .preprocess(text, z.string())
  .pipe(
    z
      .string()
      .min(1, v.passwordRequired)
      .min(MIN_PASSWORD_LENGTH, v.passwordTooShort)
      .max(MAX_PASSWORD_LENGTH, v.passwordTooLong),
  );

/** docs/product.md#dashboard: the nickname is trimmed; an empty nickname becomes null. */
export const nicknameSchema = z
  .preprocess(text, z.string())
  .transform(tidyText)
  .pipe(
    z
      .string()
      .max(NICKNAME_MAX_LENGTH, v.nicknameTooLong)
      .refine((s) => !FORBIDDEN.test(s), v.nicknameInvalid),
  )
  .transform((s) => (s === "" ? null : s));

/** A ref is a profile id; anything else is ignored (docs/architecture.md D5). */
export const refSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
  .optional()
  .catch(undefined);

/** 'I'm joining as': one of the roles, or nothing (empty: not given). */
export const memberRoleSchema = z
  .preprocess(
    (v) => (v === "" || v == null ? null : v),
    z.enum(MEMBER_ROLES, joiningText.roleInvalid).nullable(),
  )
  .default(null);

/** 'University or community': tidy text up to 120 characters, or nothing (D24). */
export const communitySchema = z
  .preprocess(text, z.string())
  .transform(tidyText)
  .pipe(
    z
      .string()
      .max(COMMUNITY_MAX_LENGTH, joiningText.communityTooLong)
      .refine((s) => !FORBIDDEN.test(s), joiningText.communityInvalid),
  )
  .transform((s) => (s === "" ? null : s));

/** Role and community, as /profile edits them. */
export const JoiningSchema = z.object({ role: memberRoleSchema, community: communitySchema });

export const SignUpSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  ref: refSchema,
  role: memberRoleSchema,
  community: communitySchema,
});
export type SignUp = z.infer<typeof SignUpSchema>;

export const LoginSchema = z.object({
  email: z.preprocess(
    text,
    z
      .string()
      .trim()
      .toLowerCase()
      .min(1, v.emailRequired)
      .max(EMAIL_MAX_LENGTH, memberText.login.invalid),
  ),
  password: z.preprocess(
    text,
    z.string().min(1, v.passwordRequired).max(MAX_PASSWORD_LENGTH, memberText.login.invalid),
  ),
});

export const ForgotPasswordSchema = z.object({ email: emailSchema });

const r = memberText.reset;
export const ResetPasswordSchema = z
  .object({
    token: z.preprocess(text, z.string().min(1, r.invalidLink).max(200, r.invalidLink)),
    password: z.preprocess(text, z.string()),
    confirmPassword: z.preprocess(text, z.string()),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword)
      ctx.addIssue({ code: "custom", message: r.mismatch, path: ["confirmPassword"] });
    else if (value.password.length < MIN_PASSWORD_LENGTH)
      ctx.addIssue({ code: "custom", message: r.tooShort, path: ["password"] });
    else if (value.password.length > MAX_PASSWORD_LENGTH)
      ctx.addIssue({ code: "custom", message: v.passwordTooLong, path: ["password"] });
  });

const p = memberText.profile;
export const ProfileSchema = z.object({
  name: makeNameSchema(p.nameRequired),
  email: emailSchema,
  /** Required only when the address changes (checked by the better-auth hook, ADR 180). */
  currentPassword: z.preprocess(text, z.string().max(MAX_PASSWORD_LENGTH, p.currentIncorrect)),
});

/** docs/product.md#profile, Change Password: checked in this order, with these messages. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z.preprocess(text, z.string()),
    newPassword: z.preprocess(text, z.string()),
    confirmPassword: z.preprocess(text, z.string()),
  })
  .superRefine((value, ctx) => {
    if (!value.currentPassword)
      ctx.addIssue({ code: "custom", message: p.currentRequired, path: ["currentPassword"] });
    else if (value.newPassword !== value.confirmPassword)
      ctx.addIssue({ code: "custom", message: p.mismatch, path: ["confirmPassword"] });
    else if (value.newPassword.length < MIN_PASSWORD_LENGTH)
      ctx.addIssue({ code: "custom", message: p.tooShort, path: ["newPassword"] });
    else if (
      value.newPassword.length > MAX_PASSWORD_LENGTH ||
      value.currentPassword.length > MAX_PASSWORD_LENGTH
    )
      ctx.addIssue({ code: "custom", message: v.passwordTooLong, path: ["newPassword"] });
  });

/** The first message of a failed parse: forms show one clear message at a time. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}
