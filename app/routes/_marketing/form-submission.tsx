import { data } from "react-router";
import { formDefinitions, FORM_NAMES, type FormDefinition, type FormName } from "~/content/forms";
import { HERO_VARIANT_COOKIE, parseHeroCookie } from "~/features/experiments/hero-variant";
import { FormPage } from "~/features/forms/components/form-page";
import { handleFormSubmission, pageUrlOf } from "~/features/forms/forms.server";
import { readCookie } from "~/lib/cookies";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/form-submission";

// Where the native forms post (ADR 207): their pages are prerendered, so the submission has an
// address of its own. With JavaScript the page posts here through a fetcher and shows the
// answer in place; without it the browser posts here and this route renders the same page
// with the answer (messages and values, or the confirmation), its form posting here again. A
// visit to this address shows the form too, kept out of search (its canonical is the page).

function formNamed(name: string): FormDefinition {
  if (!(FORM_NAMES as readonly string[]).includes(name)) throw data(null, { status: 404 });
  return formDefinitions[name as FormName];
}

/** An unknown form is a 404 before anything renders. The answer's form posts with the page's
 *  parameters again (a second try without JavaScript has only this address as its Referer). */
export function loader({ params, request }: Route.LoaderArgs) {
  return { pageSearch: pageUrlOf(request, formNamed(params.form).path).search };
}

export const meta = ({ params }: Route.MetaArgs) => {
  const form = formNamed(params.form);
  return pageMeta({
    title: form.heading,
    description: form.description,
    path: form.path,
    noindex: true,
  });
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = formNamed(params.form);
  const heroVariant =
    parseHeroCookie(readCookie(request.headers.get("cookie"), HERO_VARIANT_COOKIE))?.variant ??
    null;
  return handleFormSubmission({
    formName: form.name,
    request,
    pageUrl: pageUrlOf(request, form.path),
    services: context.services,
    clientIp: context.clientIp,
    heroVariant,
  });
}

export default function FormSubmission({ params, actionData, loaderData }: Route.ComponentProps) {
  return (
    <FormPage
      form={formNamed(params.form)}
      result={actionData}
      pageSearch={loaderData.pageSearch}
    />
  );
}
