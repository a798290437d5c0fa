import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** One module on several paths; each path is its own route, and its id is the path. */
function onPaths(file: string, paths: string[]) {
  return paths.map((path) => route(path, file, { id: path }));
}

export default [
  index("routes/_marketing/home.tsx"),
  route("sample-exam", "routes/_marketing/sample-exam.tsx"),
  route("founders", "routes/_marketing/founders.tsx"),
  // One stakers page on both paths (docs/architecture.md D4); canonical /venturestakers.
  ...onPaths("routes/_marketing/venturestakers.tsx", ["venturestakers", "venturestaking"]),
  route("join-venturestaker", "routes/_marketing/join-venturestaker.tsx"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("education", "routes/_marketing/education.tsx"),
  route("certification", "routes/_marketing/certification.tsx"),
  route("about", "routes/_marketing/about.tsx"),
  // One native-form page on three paths; the path names the form (app/content/forms.ts).
  ...onPaths("routes/_marketing/native-form.tsx", [
    "launch-arena",
    "founder-signup",
    "qai-enrollment",
  ]),
  // Where those forms post: the pages are prerendered (ADR 207).
  route("forms/:form", "routes/_marketing/form-submission.tsx"),
  route("privacy-policy", "routes/legal/privacy-policy.tsx"),
  route("terms-of-service", "routes/legal/terms-of-service.tsx"),
  route("cookie-policy", "routes/legal/cookie-policy.tsx"),
  route("accessibility", "routes/legal/accessibility.tsx"),
  route("disclaimer", "routes/legal/disclaimer.tsx"),
  route("newsletter", "routes/_marketing/newsletter.tsx"),
  route("auth", "routes/admin/auth.tsx"),
  // The admin area (ADR 185): one layout whose middleware guards every section below;
  // each section has its own address, loader and action (app/features/admin/sections.ts).
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/articles.tsx"),
    route("overview", "routes/admin/overview.tsx"),
    route("members", "routes/admin/members.tsx"),
    route("members/:id", "routes/admin/member.tsx"),
    route("communities", "routes/admin/communities.tsx"),
    route("ab-tests", "routes/admin/ab-tests.tsx"),
    route("submissions", "routes/admin/submissions.tsx"),
    route("audit-log", "routes/admin/audit-log.tsx"),
    route("milestones", "routes/admin/milestones.tsx"),
    route("arenas", "routes/admin/arenas.tsx"),
    route("arenas/:id", "routes/admin/arena.tsx"),
    route("arenas/:id/line", "routes/admin/arena-line.ts"),
    route("arenas/:id/stakes.csv", "routes/admin/arena-stakes-csv.ts"),
    route("broadcasts", "routes/admin/broadcasts.tsx"),
    route("broadcasts/:id", "routes/admin/broadcast.tsx"),
    route("ab-results", "routes/admin/ab-results.ts"),
    route("submissions.csv", "routes/admin/submissions-csv.ts"),
    route("members.csv", "routes/admin/members-csv.ts"),
  ]),
  route("articles/:slug", "routes/articles/article.tsx"),
  route("rss.xml", "routes/resources/rss.ts"),
  route("consent", "routes/resources/consent.ts"),
  route("presentation", "routes/decks/presentation.tsx"),
  route("iu-deck", "routes/decks/iu-deck.tsx"),
  route("iusponsor", "routes/decks/iusponsor.tsx"),
  // Members (ADR 062)
  route("waitlist", "routes/member/waitlist.tsx"),
  route("join", "routes/member/join.tsx"),
  route("login", "routes/member/login.tsx"),
  route("logout", "routes/member/logout.tsx"),
  route("forgot-password", "routes/member/forgot-password.tsx"),
  route("reset-password", "routes/member/reset-password.tsx"),
  route("dashboard", "routes/member/dashboard.tsx"),
  route("dashboard/qr/:format", "routes/member/referral-qr.ts"),
  // The founder's venture: updates and interested stakers (ADRs 231–233).
  route("dashboard/ventures/:founderId", "routes/member/venture.tsx"),
  route("dashboard/ventures/:founderId/interest.csv", "routes/member/venture-csv.ts"),
  route("email-confirmed", "routes/member/email-confirmed.tsx"),
  route("profile", "routes/member/profile.tsx"),
  route("profile/data", "routes/member/profile-data.ts"),
  route("leaderboard", "routes/member/leaderboard.tsx"),
  route("unsubscribe", "routes/member/unsubscribe.tsx"),
  // Arenas (ADR 209): the open ones, and each one's page where the invited answer.
  route("arenas", "routes/arenas/list.tsx"),
  route("arenas/:slug", "routes/arenas/arena.tsx"),
  // A venture's page and its updates' feed (ADRs 231–233).
  route("arenas/:slug/ventures/:founderId", "routes/arenas/venture.tsx"),
  route("arenas/:slug/ventures/:founderId/rss.xml", "routes/arenas/venture-rss.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
