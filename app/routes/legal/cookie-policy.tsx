import { cookiePolicy } from "~/content/legal";
import { LegalDocumentView } from "~/features/legal/components/legal-document";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: cookiePolicy.title,
    description: cookiePolicy.description,
    path: cookiePolicy.path,
  });

export default function Page() {
  return <LegalDocumentView document={cookiePolicy} />;
}
