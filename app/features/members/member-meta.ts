import { pageMeta } from "~/lib/meta";

/** A member screen's meta tags: its copy's title, and whether search engines may list it. */
export function memberMeta(
  copy: { title: string },
  description: string,
  path: string,
  noindex = false,
) {
  return pageMeta({ title: copy.title, description, path, ...(noindex ? { noindex } : {}) });
}
