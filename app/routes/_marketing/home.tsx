import { HomeHero } from "~/features/marketing/components/home-hero";
import { pageMeta } from "~/lib/meta";
import { siteConfig } from "~/lib/site-config";

export const meta = () =>
  pageMeta({
    title: `${siteConfig.brand} — A new game of innovation for Communities`,
    description:
      "Communities launch Arenas where members commit tokens to early founders; the pooled commitments become no-strings educational grants.",
    path: "/",
  });

export default function Home() {
  return <HomeHero />;
}
