import { aboutHero } from "~/content/about";
import { AboutPage } from "~/features/about/components/about-page";
import { pageMeta } from "~/lib/meta";
import { path } from "~/content/paths";

export const meta = () =>
  pageMeta({
    title: "About",
    description: aboutHero.subtitle,
    path: path("/about"),
  });

export default function Page() {
  return <AboutPage />;
}
