import { useEffect, useState } from "react";
import { waitingCommunitiesText as t } from "~/content/forms";
import { fetchData } from "~/lib/fetch-data";

type Community = { name: string; count: number };

/**
 * 'Already waiting in your community' on /launch-arena (ADR 193): fetched after load from
 * /api/communities, so the page's first paint never waits for it; below the form, so its
 * arrival moves nothing above. Only communities of 10+ confirmed members, counts in tens.
 */
export function WaitingCommunities() {
  const [list, setList] = useState<Community[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    fetchData<{ communities: Community[] }>("/api/communities", { signal: abort.signal })
      .then((d) => setList(d.communities))
      .catch(() => {});
    return () => abort.abort();
  }, []);
  if (!list.length) return null;
  return (
    <section aria-labelledby="waiting" className="mt-8 rounded-lg border bg-card p-6">
      <h2 id="waiting" className="text-xl font-semibold">
        {t.heading}
      </h2>
      <ul className="mt-3 grid gap-1 sm:grid-cols-2">
        {list.map((c) => (
          <li key={c.name}>{t.count(c.count, c.name)}</li>
        ))}
      </ul>
    </section>
  );
}
