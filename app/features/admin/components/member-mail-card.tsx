import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { useResultToast } from "~/components/use-result-toast";
import { memberMailCopy as C } from "~/content/broadcasts";
import type { MemberMailState } from "~/domain/broadcasts/suppressions.server";
import type { ActionResult } from "~/lib/action-result";

const when = (iso: string) => iso.replace("T", " ").slice(0, 16) + " UTC";

/** A member's admin page: the lists they are on, and 'Bounced' with its date and 'Clear'. */
export function MemberMailCard({ mail }: { mail: MemberMailState }) {
  const fetcher = useFetcher<ActionResult>({ key: "member-clear-suppression" });
  useResultToast(fetcher.data, { errors: true, idle: fetcher.state === "idle", skipStale: true });
  const s = mail.suppressed;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{C.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="font-medium">{C.lists}</dt>
          <dd>{mail.lists.length ? mail.lists.map((l) => C.listNames[l]).join(", ") : C.none}</dd>
          <dt className="font-medium">{C.address}</dt>
          <dd>
            {s
              ? `${s.reason === "bounce" ? C.bounced : C.complained} ${C.since(when(s.since))}`
              : C.deliverable}
          </dd>
        </dl>
        {s ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="clear-suppression" />
            <Button
              type="submit"
              variant="outline"
              size="sm"
              aria-label={C.clearLabel}
              disabled={fetcher.state !== "idle"}
            >
              {C.clear}
            </Button>
          </fetcher.Form>
        ) : null}
      </CardContent>
    </Card>
  );
}
