import { loadVenturePage, ventureAction } from "~/features/journey/venture-page.server";
import { VentureView } from "~/features/journey/components/venture-view";
import { journeyCopy } from "~/content/journey";
import { pageMeta } from "~/lib/meta";
import { siteConfig } from "~/lib/site-config";
import type { Route } from "./+types/venture";

/** A venture's page (ADRs 231–233): facts, grant, round and updates. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadVenturePage(request, context.services, params.slug, params.founderId);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return ventureAction(request, context.services, params.slug, params.founderId);
}

export const headers: Route.HeadersFunction = () => ({ "cache-control": "private, no-store" });

export const meta = ({ data }: Route.MetaArgs) => {
  if (!data) return [{ title: `Page not found | ${siteConfig.brand}` }];
  const { venture } = data;
  const path = `/arenas/${venture.arena.slug}/ventures/${venture.id}`;
  const alt = journeyCopy.venture.socialAlt(venture.ventureName);
  return [
    ...pageMeta({
      title: `${venture.ventureName} · ${venture.arena.name}`,
      description: journeyCopy.venture.description(venture.ventureName, venture.pitch),
      path,
    }),
    { property: "og:image:alt", content: alt },
    { name: "twitter:image:alt", content: alt },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: journeyCopy.venture.feedTitle(venture.ventureName),
      href: `${path}/rss.xml`,
    },
  ];
};

export default function VenturePage({ loaderData }: Route.ComponentProps) {
  return <VentureView page={loaderData} />;
}
