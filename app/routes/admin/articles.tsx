import { redirect } from "react-router";
import { adminUserContext } from "~/features/admin/admin-guard.server";
import { sectionFromTab } from "~/features/admin/sections";
import { articleActions } from "~/features/articles/admin-actions.server";
import { listArticles } from "~/features/articles/articles.server";
import { ArticlesTab } from "~/features/articles/components/articles-tab";
import { dispatchIntent } from "~/lib/action-result";
import type { Route } from "./+types/articles";

/** Articles, the admin area's default section at /admin (docs/product.md#articles). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  // An address from before sections had their own (`/admin?tab=members`) still lands.
  const moved = sectionFromTab(new URL(request.url).searchParams);
  if (moved) throw redirect(moved);
  const articles = await listArticles(services.database.db).catch((err: unknown) => {
    services.log.error({ err }, "articles load failed");
    return null;
  });
  return {
    failed: articles === null,
    articles: (articles ?? []).map((a) => ({
      id: a.id,
      title: a.title,
      slug: a.slug,
      description: a.description,
      content: a.content,
      imageUrl: a.imageUrl,
      status: a.status,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const actor = context.get(adminUserContext);
  return dispatchIntent(form.get("intent"), articleActions, {
    services: context.services,
    actor,
    form,
  });
}

export default function AdminArticles({ loaderData }: Route.ComponentProps) {
  return <ArticlesTab articles={loaderData.articles} failed={loaderData.failed} />;
}
