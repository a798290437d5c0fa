import { aboutHero } from "~/content/about";
import { AboutPage } from "~/features/about/components/about-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "About",
    description: aboutHero.subtitle,
    path: "/about",
  });

export default function Page() {
  return <AboutPage />;
}
