import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * Route patterns for the request log and the HTTP metrics: "/articles/:slug", never the
 * path a client sent (it may hold tokens, and unbounded label values would swamp
 * Prometheus). Pages are matched against the React Router build's own route table.
 */
export function routePatterns(build: ServerBuild): (pathname: string) => string {
  type Node = RouteObject & { id: string; children: Node[] };
  const nodes = new Map<string, Node>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index,
      children: [],
    } as Node);
  }
  const roots: Node[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const cache = new Map<string, string>();
  return (pathname) => {
    const cached = cache.get(pathname);
    if (cached) return cached;
    const matches = matchRoutes(roots, pathname) ?? [];
    const leaf = matches.at(-1)?.route;
    const joined = matches
      .map((m) => m.route.path)
      .filter((p): p is string => !!p)
      .join("/")
      .replace(/\/+/g, "/");
    const pattern = !leaf || leaf.path === "*" ? "(unmatched)" : `/${joined}`.replace(/\/+/g, "/");
    // Bounded: the table holds at most as many patterns as paths seen, capped.
    if (cache.size < 5_000) cache.set(pathname, pattern);
    return pattern;
  };
}
