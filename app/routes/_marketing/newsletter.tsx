import { newsletterCopy } from "~/content/articles";
import { NewsletterPage } from "~/features/articles/components/newsletter-page";
import { newsletterArticles } from "~/features/articles/newsletter.server";
import { pageMeta } from "~/lib/meta";
import { siteConfig } from "~/lib/site-config";
import { path } from "~/content/paths";
import type { Route } from "./+types/newsletter";

export const meta = () =>
  pageMeta({
    title: newsletterCopy.title,
    description: `The latest articles and insights from ${siteConfig.brand}.`,
    path: path("/newsletter"),
  });

// The articles stream in: the page shell (and the 6 placeholder cards) is never held
// up by the outside feed, on first load and on client navigation alike.
export function loader({ context }: Route.LoaderArgs) {
  return { articles: newsletterArticles(context.services) };
}

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  return <NewsletterPage articles={loaderData.articles} />;
}
