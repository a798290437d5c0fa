import { clientNetwork } from "~/lib/client-network";
import { formSubmissions } from "../../../db/schema.ts";
import {
  formDefinitions,
  HONEYPOT_FIELD,
  RATE_LIMITED_MESSAGE,
  type FormName,
} from "../../content/forms.ts";
import { actionFail, actionOk } from "../../lib/action-result.ts";
import { greetingFor, renderMail } from "../../lib/mail-templates.server.ts";
import type { Services } from "../../domain/services.server.ts";
import { siteConfig } from "../../lib/site-config.ts";
import { mayMeasure } from "../../lib/consent.ts";
import { firstTouchForRequest } from "../../lib/first-touch.ts";
import { parseForm } from "./forms.schema.ts";
import { founderQuizResult } from "./quiz-result.ts";
import { arenaNamed } from "../../domain/arenas/lineup.server.ts";

// Native form submissions (docs/architecture.md D3): rate limit, honeypot, validation, one insert
// into form_submissions, then a confirmation to the submitter and a notification to the
// operator. Routes call handleFormSubmission from their action.

/**
 * Where the visit came from, as the waitlist keeps it (ADR 193): the first touch, only with
 * measurement consent (else nothing), under the names the admin's CSV shows.
 */
export function urlParamsOf(request: Request): Record<string, string> {
  const touch = firstTouchForRequest(request);
  if (!touch) return {};
  const params: Record<string, string | null> = {
    landing_path: touch.landingPath,
    referrer_host: touch.referrerHost,
    utm_source: touch.utmSource,
    utm_medium: touch.utmMedium,
    utm_campaign: touch.utmCampaign,
  };
  return Object.fromEntries(
    Object.entries(params).filter((e): e is [string, string] => e[1] !== null),
  );
}

/**
 * The page a submission came from (ADR 207): the forms' pages are static and post to
 * /forms/<name>, so the page's URL parameters (utm_*, ref, a quiz result) come with the post's
 * own query (a script adds the page's; a result page's form carries them) or else with the
 * same-origin Referer (a first post made without JavaScript).
 */
export function pageUrlOf(request: Request, formPath: string): URL {
  const url = new URL(request.url);
  let search = url.search;
  if (!search) {
    try {
      const from = new URL(request.headers.get("referer") ?? "");
      if (from.host === url.host) search = from.search;
    } catch {
      // No Referer.
    }
  }
  return new URL(`${formPath}${search}`, url.origin);
}

export async function handleFormSubmission(input: {
  formName: FormName;
  request: Request;
  /** The form's page as the visitor had it open (its URL parameters), see pageUrlOf. */
  pageUrl: URL;
  services: Services;
  clientIp: string;
  heroVariant: "A" | "B" | null;
}) {
  const { formName, request, pageUrl, services } = input;
  const env = services.env;

  const limit = await services.consume(`form:${clientNetwork(input.clientIp)}`, {
    window: env.RATE_LIMIT_WINDOW_SECONDS,
    max: env.RATE_LIMIT_FORM_MAX,
  });
  if (!limit.allowed) return actionFail(RATE_LIMITED_MESSAGE, 429);

  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return actionFail("We could not read that form. Please try again.");
  }
  const entries: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string") entries[key] = value;

  // A filled honeypot is a bot: pretend success, store and send nothing.
  if ((entries[HONEYPOT_FIELD] ?? "").trim() !== "") {
    return formSent(entries.email ?? "");
  }

  const parsed = parseForm(formName, entries);
  if (!parsed.ok) {
    const values = Object.fromEntries(
      Object.entries(entries)
        .filter(([k]) => k !== HONEYPOT_FIELD)
        .map(([k, v]) => [k, v.slice(0, 2000)]),
    );
    const first = Object.values(parsed.errors)[0] ?? "Please check the form.";
    return actionFail(first, 400, { fieldErrors: parsed.errors, values });
  }

  // The submission and its two e-mails commit together (the outbox, ADR 208): a mail server
  // down, or this instance killed, never loses them. The submitter's address is unverified:
  // the confirmation repeats only the name and the chosen options (never free text someone
  // could use to mail a stranger), and at most a few a day go to one address (ADR 180).
  const operator = services.env.OPERATOR_EMAIL ?? siteConfig.email;
  const mails = formMails(formName, parsed.fields, parsed.email, operator);
  const confirm = await services.mayMail(parsed.email);
  await services.database.db.transaction(async (tx) => {
    // The open Arena a founder's application names, if any (ADR 215): its admin page lists it.
    const arenaId =
      formName === "founder-signup" ? await arenaNamed(tx, parsed.fields.arena ?? "") : null;
    await tx.insert(formSubmissions).values({
      formName,
      arenaId,
      email: parsed.email,
      fields: parsed.fields,
      urlParams: urlParamsOf(new Request(pageUrl, { headers: request.headers })),
      quizResult: formName === "founder-signup" ? founderQuizResult(pageUrl.searchParams) : null,
      // The variant is measurement: kept only when the visitor allows it, as for the beacon.
      heroVariant: mayMeasure({
        cookieHeader: request.headers.get("cookie"),
        gpc: request.headers.get("sec-gpc") === "1",
      })
        ? input.heroVariant
        : null,
    });
    await services.outbox.enqueue(mails.notification, { tx });
    if (confirm) await services.outbox.enqueue(mails.confirmation, { tx });
  });
  services.outbox.wake();
  return formSent(parsed.email);
}

/** Success; a bot that filled the honeypot gets the same answer. */
const formSent = (email: string) => actionOk({ data: { email } });

/** The confirmation to the submitter and the notification to the operator of one submission. */
export function formMails(
  formName: FormName,
  fields: Record<string, string>,
  email: string,
  operator: string,
) {
  const form = formDefinitions[formName];
  const rows = form.fields.map((f) => ({ label: f.label, value: fields[f.name] ?? "" }));
  const echoed = form.fields
    .filter((f) => f.kind === "select" || f.autoComplete === "name")
    .map((f) => ({ label: f.label, value: fields[f.name] ?? "" }));
  const greetingName = fields.name || fields.contactName || "";

  const confirmation = renderMail({
    kind: "form-confirmation",
    to: email,
    subject: `We received ${form.subject} — ${siteConfig.brand}`,
    greeting: greetingFor(greetingName),
    body: [form.successBody, "What you sent us:", { rows: echoed }],
    after: [`Questions? Reply to this e-mail or write to ${siteConfig.email}.`],
    why: `You get this e-mail because this address was entered in the ${form.heading} form on the ${siteConfig.brand} website.`,
    replyTo: siteConfig.email,
  });
  const notification = renderMail({
    kind: "form-notification",
    to: operator,
    subject: `New ${form.heading} submission from ${email}`,
    body: [`A new “${form.heading}” form was submitted.`, { rows }],
    signOff: `— The ${siteConfig.brand} website`,
    why: `You get this e-mail because this address receives the ${siteConfig.brand} website's form submissions (OPERATOR_EMAIL).`,
    replyTo: email,
  });
  return { confirmation, notification };
}
