import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/_marketing/home.tsx"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
