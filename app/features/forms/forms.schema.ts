import { z } from "zod";
import type { ActionResult, FieldErrors } from "~/lib/action-result";
import { EMAIL_MAX_LENGTH } from "../../lib/limits.ts";
import {
  arenaTimelines,
  arenaTypes,
  communitySizes,
  founderStages,
  grantSizes,
  qaiProfessions,
  qaiStarts,
  referralSources,
  type FormName,
} from "../../content/forms.ts";

// One schema per native form (docs/architecture.md D3), used by the form in the browser AND by
// the route action on the server, so both show the same per-field messages.

const required = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters`);

const optional = (max = 200) =>
  z.string().trim().max(max, `Please keep this under ${max} characters`).optional().default("");

const email = z
  .string({ error: "Please enter your email address" })
  .trim()
  .min(1, "Please enter your email address")
  .max(EMAIL_MAX_LENGTH, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"));

const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const optionalUrl = (message: string, test: (url: URL) => boolean = () => true) =>
  optional(300).refine((v) => v === "" || (isHttpUrl(v) && test(new URL(v))), message);

export const LaunchArenaSchema = z.object({
  organization: required("Please enter your organization's name"),
  arenaType: choice(arenaTypes, "Please choose University, Community or Network"),
  contactName: required("Please enter a contact name", 120),
  email,
  role: required("Please enter your role", 120),
  communitySize: choice(communitySizes, "Please choose your community's size"),
  region: required("Please enter your region", 120),
  timeline: choice(arenaTimelines, "Please choose a timeline"),
  message: optional(2000),
});
export type LaunchArena = z.infer<typeof LaunchArenaSchema>;

export const FounderSignupSchema = z.object({
  name: required("Please enter your full name", 120),
  email,
  startupName: required("Please enter your startup's name", 120),
  stage: choice(founderStages, "Please choose your stage"),
  pitch: required("Please enter a one-line pitch", 160),
  website: optionalUrl("Please enter a full web address starting with https://"),
  arena: required("Please tell us which Arena you want to pitch to", 160),
  grantSize: choice(grantSizes, "Please choose a grant size: $25K, $50K or $100K"),
  heardFrom: choice(referralSources, "Please tell us how you heard about us"),
});
export type FounderSignup = z.infer<typeof FounderSignupSchema>;

export const QaiEnrollmentSchema = z.object({
  name: required("Please enter your full name", 120),
  email,
  profession: choice(qaiProfessions, "Please choose your profession"),
  organization: optional(160),
  linkedin: optionalUrl(
    "Please enter a LinkedIn profile address, like https://www.linkedin.com/in/your-name",
    (url) => url.hostname === "linkedin.com" || url.hostname.endsWith(".linkedin.com"),
  ),
  preferredStart: choice(qaiStarts, "Please choose when you would like to start"),
});
export type QaiEnrollment = z.infer<typeof QaiEnrollmentSchema>;

export const formSchemas = {
  "launch-arena": LaunchArenaSchema,
  "founder-signup": FounderSignupSchema,
  "qai-enrollment": QaiEnrollmentSchema,
} satisfies Record<FormName, z.ZodType>;

export type { FieldErrors };

/** What a form's action returns to the page: on success, the address the confirmation went to. */
export type FormActionResult = ActionResult<{ email: string }>;

export type ParsedForm =
  { ok: true; fields: Record<string, string>; email: string } | { ok: false; errors: FieldErrors };

/** Validates a form's entries; returns the first message per field. */
export function parseForm(formName: FormName, entries: Record<string, unknown>): ParsedForm {
  const result = formSchemas[formName].safeParse(entries);
  if (!result.success) {
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "form");
      errors[key] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const fields = result.data as Record<string, string>;
  return { ok: true, fields, email: fields.email };
}
