import { qaiEnrollmentForm } from "~/content/forms";
import { HERO_VARIANT_COOKIE, parseHeroVariant } from "~/features/experiments/hero-variant";
import { FormPage } from "~/features/forms/components/form-page";
import { handleFormSubmission } from "~/features/forms/forms.server";
import { readCookie } from "~/lib/consent";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/qai-enrollment";

export const meta = () =>
  pageMeta({
    title: qaiEnrollmentForm.heading,
    description: qaiEnrollmentForm.description,
    path: qaiEnrollmentForm.path,
  });

export async function action({ request, context }: Route.ActionArgs) {
  const heroVariant = parseHeroVariant(
    readCookie(request.headers.get("cookie"), HERO_VARIANT_COOKIE),
  );
  return handleFormSubmission({
    formName: qaiEnrollmentForm.name,
    request,
    services: context.services,
    clientIp: context.clientIp,
    heroVariant,
  });
}

export default function Page({ actionData }: Route.ComponentProps) {
  return <FormPage form={qaiEnrollmentForm} result={actionData} />;
}
