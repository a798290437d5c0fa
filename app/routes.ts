import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/_marketing/home.tsx"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("privacy-policy", "routes/legal/privacy-policy.tsx"),
  route("terms-of-service", "routes/legal/terms-of-service.tsx"),
  route("cookie-policy", "routes/legal/cookie-policy.tsx"),
  route("accessibility", "routes/legal/accessibility.tsx"),
  route("disclaimer", "routes/legal/disclaimer.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
