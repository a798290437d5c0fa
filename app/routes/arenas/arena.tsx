import { answerArena, loadArenaPage } from "~/features/arenas/arena-page.server";
import { ArenaView } from "~/features/arenas/components/arena-view";
import { arenaCopy } from "~/content/arenas";
import { pageMeta } from "~/lib/meta";
import { siteConfig } from "~/lib/site-config";
import type { Route } from "./+types/arena";

/** An Arena's page (ADR 209): its facts, and the invited member's 'Accept Seat'. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadArenaPage(request, context.services, params.slug);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return answerArena(request, context.services, params.slug);
}

export const headers: Route.HeadersFunction = () => ({ "cache-control": "private, no-store" });

export const meta = ({ data }: Route.MetaArgs) => {
  if (!data) return [{ title: `Page not found | ${siteConfig.brand}` }];
  const { arena } = data;
  const alt = arenaCopy.public.socialImage(arena.name);
  return [
    ...pageMeta({
      title: arena.name,
      description:
        arena.description.slice(0, 155) ||
        `${arena.name}: ${arenaCopy.public.seatsTaken(arena.seated, arena.seats)}.`,
      path: `/arenas/${arena.slug}`,
    }),
    { property: "og:image:alt", content: alt },
    { name: "twitter:image:alt", content: alt },
  ];
};

export default function ArenaPage({ loaderData }: Route.ComponentProps) {
  return (
    <ArenaView arena={loaderData.arena} viewer={loaderData.viewer} staking={loaderData.staking} />
  );
}
