import { accessibilityStatement } from "~/content/legal";
import { LegalDocumentView } from "~/features/legal/components/legal-document";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: accessibilityStatement.title,
    description: accessibilityStatement.description,
    path: accessibilityStatement.path,
  });

export default function Page() {
  return <LegalDocumentView document={accessibilityStatement} />;
}
