import { useId } from "react";
import { Form } from "react-router";
import { DataTable } from "~/components/data-table";
import { FormMessage } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { TableCell, TableRow } from "~/components/ui/table";
import { communitiesCopy as C } from "~/content/admin-sources";
import type { ActionResult } from "~/lib/action-result";
import type { CommunityRow } from "~/domain/attribution/communities.server";

/**
 * The 'Communities' list (ADR 193): each community not merged away with its members, and on
 * each row 'Merge into…' another one, chosen from the list by name.
 */
export function CommunitiesTab({
  communities,
  result,
}: {
  communities: CommunityRow[];
  result?: ActionResult;
}) {
  const listId = useId();
  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-semibold">{C.heading}</h2>
      <p className="max-w-prose text-sm text-muted-foreground">{C.intro}</p>
      {result?.ok ? (
        <p role="status" className="text-sm">
          {result.message}
        </p>
      ) : (
        <FormMessage error={result?.error} />
      )}
      {communities.length === 0 ? (
        <p className="text-sm text-muted-foreground">{C.empty}</p>
      ) : (
        <>
          <datalist id={listId}>
            {communities.map((c) => (
              <option key={c.id} value={c.name} />
            ))}
          </datalist>
          <DataTable
            label={C.heading}
            head={Object.values(C.columns)}
            numeric={[C.columns.members, C.columns.confirmed]}
          >
            {communities.map((c) => (
              <TableRow key={c.id}>
                <TableCell className="break-words">{c.name}</TableCell>
                <TableCell className="text-right tabular-nums">{c.members}</TableCell>
                <TableCell className="text-right tabular-nums">{c.confirmed}</TableCell>
                <TableCell>
                  <Form method="post" className="flex flex-wrap items-center gap-2">
                    <input type="hidden" name="intent" value="merge" />
                    <input type="hidden" name="from" value={c.id} />
                    <Input
                      name="into"
                      list={listId}
                      required
                      maxLength={120}
                      placeholder={C.mergeInto}
                      aria-label={C.mergeLabel(c.name)}
                      className="h-9 w-48"
                    />
                    <Button type="submit" size="sm" variant="outline">
                      {C.merge}
                    </Button>
                  </Form>
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        </>
      )}
    </div>
  );
}
