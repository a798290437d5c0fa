import { termsOfService } from "~/content/legal";
import { LegalDocumentView } from "~/features/legal/components/legal-document";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: termsOfService.title,
    description: termsOfService.description,
    path: termsOfService.path,
  });

export default function Page() {
  return <LegalDocumentView document={termsOfService} />;
}
