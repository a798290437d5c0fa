import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { legalUpdateNotice as t } from "~/content/legal/consent";
import type { DashboardData } from "../dashboard.server";

/**
 * Once per new version (ADR 182): a document the member agreed to has a new date. 'Got it'
 * records the new versions (app/domain/accounts/sign-up.server.ts), so the notice does not come back;
 * it works before JavaScript loads like every dashboard form.
 */
export function LegalUpdateNotice({ updates }: { updates: DashboardData["legalUpdates"] }) {
  if (updates.length === 0) return null;
  return (
    <Form
      method="post"
      aria-label={t.label}
      className="flex flex-wrap items-center gap-3 rounded-md border border-primary/30 bg-secondary px-4 py-3 text-sm text-secondary-foreground"
    >
      <div className="flex-1">
        {updates.map(({ document, version }) => {
          const doc = t.documents[document];
          return (
            <p key={document}>
              {t.before}{" "}
              <Link to={doc.path} className="font-medium underline underline-offset-4">
                {doc.title}
              </Link>{" "}
              {t.after(version)}
            </p>
          );
        })}
      </div>
      <input type="hidden" name="intent" value="legal" />
      <Button type="submit" size="sm" variant="outline">
        {t.acknowledge}
      </Button>
    </Form>
  );
}
