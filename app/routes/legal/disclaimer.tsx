import { disclaimer } from "~/content/legal";
import { LegalDocumentView } from "~/features/legal/components/legal-document";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: disclaimer.title, description: disclaimer.description, path: disclaimer.path });

export default function Page() {
  return <LegalDocumentView document={disclaimer} />;
}
