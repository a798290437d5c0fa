import { privacyPolicy } from "~/content/legal";
import { LegalDocumentView } from "~/features/legal/components/legal-document";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: privacyPolicy.title,
    description: privacyPolicy.description,
    path: privacyPolicy.path,
  });

export default function Page() {
  return <LegalDocumentView document={privacyPolicy} />;
}
