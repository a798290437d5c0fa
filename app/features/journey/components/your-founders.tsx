import { Link } from "react-router";
import { SectionCard } from "~/components/section-card";
import { formatUsd, journeyDashboardCopy as D, ventureHref } from "~/content/journey-dashboard";
import type { YourFounder } from "~/features/journey/founder-page.server";

/** A staker's 'Your Founders': ventures staked on, then followed ones (ADRs 231–233). */
export function YourFounders({ founders }: { founders: YourFounder[] }) {
  if (founders.length === 0) return null;
  const staked = founders.filter((f) => f.tokens > 0);
  const followed = founders.filter((f) => f.tokens === 0);
  return (
    <SectionCard title={D.yourFounders} description={D.yourFoundersHint}>
      <div className="grid gap-4">
        {staked.length ? <FounderList founders={staked} /> : null}
        {followed.length ? (
          <div className="grid gap-2">
            <h3 className="font-semibold">{D.following}</h3>
            <FounderList founders={followed} />
          </div>
        ) : null}
      </div>
    </SectionCard>
  );
}

function FounderList({ founders }: { founders: YourFounder[] }) {
  return (
    <ul className="grid gap-3">
      {founders.map((f) => {
        const href = ventureHref(f.arena.slug, f.id);
        return (
          <li key={f.id} className="grid gap-1 rounded-md border p-3">
            <p className="font-semibold break-words">
              <Link to={href} className="underline">
                {f.ventureName}
              </Link>
            </p>
            <p className="text-sm text-muted-foreground">
              {f.arena.name}
              {f.tokens > 0 ? ` · ${D.tokens(f.tokens)}` : null}
              {f.grant !== null ? ` · ${D.grantLabel}: ${formatUsd(f.grant)}` : null}
            </p>
            <p className="text-sm break-words">
              {D.latest}:{" "}
              {f.latest ? (
                <Link to={href} className="underline">
                  {f.latest.title}
                </Link>
              ) : (
                D.none
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
