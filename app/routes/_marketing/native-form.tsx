import { data, useLocation } from "react-router";
import { formDefinitions, FORM_NAMES, type FormDefinition, type FormName } from "~/content/forms";
import { FormPage } from "~/features/forms/components/form-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/native-form";

// The three native forms (/launch-arena, /founder-signup, /qai-enrollment) differ only in
// their definition (app/content/forms.ts): one module, registered once per path in
// app/routes.ts, like the stakers page. The path names the form. The pages are prerendered;
// their forms post to /forms/<name> (routes/_marketing/form-submission.tsx, ADR 207).

function formAt(pathname: string): FormDefinition {
  const name = pathname.replace(/^\/+|\/+$/g, "");
  if (!(FORM_NAMES as readonly string[]).includes(name)) throw data(null, { status: 404 });
  return formDefinitions[name as FormName];
}

export const meta = ({ location }: Route.MetaArgs) => {
  const form = formAt(location.pathname);
  return pageMeta({ title: form.heading, description: form.description, path: form.path });
};

export default function Page() {
  const { pathname } = useLocation();
  return <FormPage form={formAt(pathname)} />;
}
