import { articleCopy as C } from "~/content/articles";
import { actionFail, actionOk } from "~/lib/action-result";
import { isUuid } from "~/lib/uuid";
import type { AdminActor } from "~/domain/audit.server";
import type { Services } from "~/domain/services.server";
import { ArticleSchema } from "./articles.schema";
import { createArticle, deleteArticle, SlugTakenError, updateArticle } from "./articles.server";

const fail = (status: number, error: string, title: string = C.errorTitle) =>
  actionFail(error, status, { title });
const ok = (message: string) => actionOk({ message });

type ArticleIntent = { services: Services; actor: AdminActor; form: FormData };

/** The article intents of the /admin action; the caller has checked the admin role. */
export const articleActions = {
  create: ({ services, actor, form }: ArticleIntent) =>
    articleAction(services, actor, "create", form),
  update: ({ services, actor, form }: ArticleIntent) =>
    articleAction(services, actor, "update", form),
  delete: ({ services, actor, form }: ArticleIntent) =>
    articleAction(services, actor, "delete", form),
};

async function articleAction(
  services: Services,
  actor: AdminActor,
  intent: "create" | "update" | "delete",
  form: FormData,
) {
  const db = services.database.db;
  const id = String(form.get("id") ?? "");
  if (intent === "delete") {
    if (!isUuid(id)) return fail(400, C.deleteFailed);
    // A database error is 'Failed to delete article' (docs/product.md#articles), not the error
    // page.
    try {
      return (await deleteArticle(db, id, actor)) ? ok(C.deleted) : fail(404, C.notFound);
    } catch (err) {
      services.log.error({ err }, "article delete failed");
      return fail(503, C.deleteFailed);
    }
  }
  const parsed = ArticleSchema.safeParse({
    title: form.get("title") ?? "",
    slug: form.get("slug") ?? "",
    description: form.get("description") ?? "",
    content: form.get("content") ?? "",
    image_url: form.get("image_url") ?? "",
    status: form.get("status") ?? "draft",
  });
  if (!parsed.success)
    return fail(400, parsed.error.issues[0]?.message ?? C.saveFailed, C.validationError);
  try {
    if (intent === "create") {
      await createArticle(db, parsed.data, actor);
      return ok(C.created);
    }
    if (!isUuid(id)) return fail(400, C.saveFailed);
    return (await updateArticle(db, id, parsed.data, actor))
      ? ok(C.updated)
      : fail(404, C.notFound);
  } catch (error) {
    if (error instanceof SlugTakenError) return fail(409, C.slugTaken);
    services.log.error({ err: error }, "article save failed");
    return fail(500, C.saveFailed);
  }
}
