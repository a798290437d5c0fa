import { data, useLocation } from "react-router";
import { formDefinitions, FORM_NAMES, type FormDefinition, type FormName } from "~/content/forms";
import { HERO_VARIANT_COOKIE, parseHeroCookie } from "~/features/experiments/hero-variant";
import { FormPage } from "~/features/forms/components/form-page";
import { handleFormSubmission } from "~/features/forms/forms.server";
import { readCookie } from "~/lib/cookies";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/native-form";

// The three native forms (/launch-arena, /founder-signup, /qai-enrollment) differ only in
// their definition (app/content/forms.ts): one module, registered once per path in
// app/routes.ts, like the stakers page. The path names the form.

function formAt(pathname: string): FormDefinition {
  const name = pathname.replace(/^\/+|\/+$/g, "");
  if (!(FORM_NAMES as readonly string[]).includes(name)) throw data(null, { status: 404 });
  return formDefinitions[name as FormName];
}

export const meta = ({ location }: Route.MetaArgs) => {
  const form = formAt(location.pathname);
  return pageMeta({ title: form.heading, description: form.description, path: form.path });
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = formAt(new URL(request.url).pathname);
  const heroVariant =
    parseHeroCookie(readCookie(request.headers.get("cookie"), HERO_VARIANT_COOKIE))?.variant ??
    null;
  return handleFormSubmission({
    formName: form.name,
    request,
    services: context.services,
    clientIp: context.clientIp,
    heroVariant,
  });
}

export default function Page({ actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return <FormPage form={formAt(pathname)} result={actionData} />;
}
