import { useId } from "react";
import { useFetcher } from "react-router";
import { DataTable } from "~/components/data-table";
import { useResultToast } from "~/components/use-result-toast";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { TableCell, TableRow } from "~/components/ui/table";
import { communitiesCopy as C } from "~/content/admin-sources";
import type { ActionResult } from "~/lib/action-result";
import { constraintsOf } from "~/lib/form-constraints";
import type { CommunityRow } from "~/domain/attribution/communities.server";
import { CommunityCreateSchema, CommunityMergeSchema } from "../communities.schema";

const K = constraintsOf(CommunityMergeSchema);
const KN = constraintsOf(CommunityCreateSchema);

/**
 * The 'Communities' list (ADR 193): each community not merged away with its members, and on
 * each row 'Merge into…' another one, chosen from the list by name.
 */
/** One fetcher for every row's merge: a merged row leaves the list, its answer must not. */
const MERGE_FETCHER = "community-merge";

export function CommunitiesTab({ communities }: { communities: CommunityRow[] }) {
  const listId = useId();
  // The answer is shown here, not in the row: the merged row is gone once the list reloads.
  const merge = useFetcher<ActionResult>({ key: MERGE_FETCHER });
  useResultToast(merge.data, { idle: merge.state === "idle", errors: true });
  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-semibold">{C.heading}</h2>
      <p className="max-w-prose text-sm text-muted-foreground">{C.intro}</p>
      <NewCommunity />
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
                  <MergeForm community={c} listId={listId} />
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
        </>
      )}
    </div>
  );
}

/** One row's 'Merge into…': its answer is a toast, success or refusal (ADR 187). */
function MergeForm({ community, listId }: { community: CommunityRow; listId: string }) {
  const fetcher = useFetcher<ActionResult>({ key: MERGE_FETCHER });
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="merge" />
      <input type="hidden" name="from" value={community.id} />
      <Input
        name="into"
        list={listId}
        {...K.into}
        placeholder={C.mergeInto}
        aria-label={C.mergeLabel(community.name)}
        className="h-11 w-48"
      />
      <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
        {C.merge}
      </Button>
    </fetcher.Form>
  );
}

/** 'New Community': a name, and the answer as a toast. */
function NewCommunity() {
  const fetcher = useFetcher<ActionResult>({ key: "community-create" });
  useResultToast(fetcher.data, { idle: fetcher.state === "idle", errors: true });
  return (
    <section aria-labelledby="community-new" className="grid gap-2 rounded-md border p-4">
      <h3 id="community-new" className="font-semibold">
        {C.newTitle}
      </h3>
      <p className="text-sm text-muted-foreground">{C.newIntro}</p>
      <fetcher.Form
        key={fetcher.data?.ok ? "done" : "new"}
        method="post"
        className="flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="intent" value="create" />
        <Field id="community-name" label={C.name}>
          <Input id="community-name" name="name" {...KN.name} className="w-64" />
        </Field>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {C.create}
        </Button>
      </fetcher.Form>
    </section>
  );
}
