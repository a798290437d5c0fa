import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/_marketing/home.tsx"),
  route("sample-exam", "routes/_marketing/sample-exam.tsx"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("privacy-policy", "routes/legal/privacy-policy.tsx"),
  route("terms-of-service", "routes/legal/terms-of-service.tsx"),
  route("cookie-policy", "routes/legal/cookie-policy.tsx"),
  route("accessibility", "routes/legal/accessibility.tsx"),
  route("disclaimer", "routes/legal/disclaimer.tsx"),
  route("newsletter", "routes/_marketing/newsletter.tsx"),
  route("auth", "routes/admin/auth.tsx"),
  route("admin", "routes/admin/admin.tsx"),
  route("admin/ab-results", "routes/admin/ab-results.ts"),
  route("admin/submissions.csv", "routes/admin/submissions-csv.ts"),
  route("articles/:slug", "routes/articles/article.tsx"),
  route("rss.xml", "routes/resources/rss.ts"),
  route("presentation", "routes/decks/presentation.tsx"),
  route("iu-deck", "routes/decks/iu-deck.tsx"),
  route("iusponsor", "routes/decks/iusponsor.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
