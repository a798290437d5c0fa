import { LogOut } from "lucide-react";
import { useEffect } from "react";
import { Form, useSearchParams } from "react-router";
import { auditActions, auditQuery, listAudit } from "~/features/admin/audit-log.server";
import { AuditTab } from "~/features/admin/components/audit-tab";
import { MembersTab } from "~/features/admin/components/members-tab";
import { OverviewTab } from "~/features/admin/components/overview-tab";
import { loadOverview } from "~/features/admin/overview.server";
import { MemberQuerySchema, overviewPeriod } from "~/features/admin/member-admin.schema";
import { listMembers } from "~/features/admin/members-admin.server";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { toast } from "~/components/ui/use-toast";
import { adminCopy, authCopy } from "~/content/admin";
import { adminSessionActions } from "~/features/admin/admin-actions.server";
import { adminPageAccess, requireAdmin } from "~/features/admin/admin.server";
import { ReauthCard } from "~/features/admin/components/reauth-card";
import { SubmissionsTab } from "~/features/admin/components/submissions-tab";
import { FORM_NAMES, listSubmissions } from "~/features/admin/submissions.server";
import { articleActions } from "~/features/articles/admin-actions.server";
import { listArticles } from "~/features/articles/articles.server";
import { ArticlesTab } from "~/features/articles/components/articles-tab";
import { AbResultsTab } from "~/features/experiments/components/ab-results-tab";
import { pageMeta } from "~/lib/meta";
import { useSessionWatch } from "~/lib/use-session-watch";
import { sessionIsRecent } from "~/lib/recent-sign-in.server";
import { dispatchIntent } from "~/lib/action-result";
import type { Route } from "./+types/admin";

export const meta = () =>
  pageMeta({ title: adminCopy.title, description: adminCopy.title, path: "/admin", noindex: true });

/** Rows shown per form in the Submissions tab; the CSV export has all of them. */
const SUBMISSIONS_SHOWN = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const { user, admin, roleCheckFailed } = await adminPageAccess(services, request);
  if (!admin) return { admin: false as const, roleCheckFailed, reauth: false };
  // An admin signed in more than 12 hours ago confirms the password first (ADR 180).
  if (!(await sessionIsRecent(services, request)))
    return { admin: false as const, roleCheckFailed: false, reauth: true };
  const db = services.database.db;
  const params = new URL(request.url).searchParams;
  const memberQuery = MemberQuerySchema.parse(Object.fromEntries(params));
  const audit = auditQuery(params);
  const [overview, members, auditPage, actions, articles, ...submissions] = await Promise.all([
    // Aggregates only when their tab is open (the tabs set ?tab=, which reloads the data).
    params.get("tab") === "overview" ? loadOverview(db, overviewPeriod(params.get("days"))) : null,
    listMembers(db, memberQuery),
    listAudit(db, audit),
    auditActions(db),
    listArticles(db).catch((err: unknown) => {
      services.log.error({ err }, "articles load failed");
      return null;
    }),
    ...FORM_NAMES.map((form) => listSubmissions(db, form, SUBMISSIONS_SHOWN)),
  ]);
  return {
    admin: true as const,
    email: user.email,
    articlesFailed: articles === null,
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
    submissions: FORM_NAMES.map((form, i) => ({ form, rows: submissions[i] })),
    members: { ...members, q: memberQuery.q, status: memberQuery.status ?? null },
    audit: { ...auditPage, action: audit.action, actions },
    overview,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const form = await request.clone().formData();
  const intent = form.get("intent");
  if (typeof intent === "string" && Object.hasOwn(adminSessionActions, intent))
    return dispatchIntent(intent, adminSessionActions, { services, request, form });
  const actor = await requireAdmin(services, request);
  return dispatchIntent(intent, articleActions, { services, actor, form });
}

function WelcomeToast() {
  const [params, setParams] = useSearchParams();
  const welcome = params.get("welcome");
  useEffect(() => {
    if (welcome !== "signed-in" && welcome !== "signed-up") return;
    toast(welcome === "signed-in" ? authCopy.signedIn : authCopy.signedUp);
    setParams(
      (p) => {
        p.delete("welcome");
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [welcome, setParams]);
  return null;
}

/** Tabs follow ?tab= so a search, a page link or a reload keeps the tab (Articles by default). */
function AdminTabs({ children }: { children: React.ReactNode }) {
  const [params, setParams] = useSearchParams();
  return (
    <Tabs
      value={params.get("tab") ?? "articles"}
      onValueChange={(tab) =>
        setParams(
          (p) => {
            if (tab === "articles") p.delete("tab");
            else p.set("tab", tab);
            return p;
          },
          { replace: true, preventScrollReset: true },
        )
      }
    >
      {children}
    </Tabs>
  );
}

function LogoutForm({ label, variant }: { label: string; variant?: "outline" | "default" }) {
  return (
    <Form method="post" action="/admin">
      <input type="hidden" name="intent" value="logout" />
      <Button type="submit" variant={variant}>
        {variant === "outline" ? <LogOut aria-hidden="true" /> : null}
        {label}
      </Button>
    </Form>
  );
}

export default function AdminPage({ loaderData, actionData }: Route.ComponentProps) {
  // Spec §4 'Auth state': the session ending elsewhere (another tab) sends /admin to /auth.
  useSessionWatch({ signedOut: "/auth" });
  if (!loaderData.admin && loaderData.reauth)
    return <ReauthCard error={actionData && "error" in actionData ? actionData.error : null} />;
  if (!loaderData.admin) {
    return (
      <section className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
        <WelcomeToast />
        <h1 className="text-3xl font-bold">{adminCopy.deniedTitle}</h1>
        <p
          className="text-muted-foreground"
          role={loaderData.roleCheckFailed ? "alert" : undefined}
        >
          {loaderData.roleCheckFailed ? adminCopy.roleCheckFailed : adminCopy.deniedText}
        </p>
        <LogoutForm label={adminCopy.backHome} />
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <WelcomeToast />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{adminCopy.title}</h1>
          <p className="text-sm text-muted-foreground">{loaderData.email}</p>
        </div>
        <LogoutForm label={adminCopy.logout} variant="outline" />
      </div>
      <AdminTabs>
        <TabsList className="h-auto flex-wrap justify-start">
          <TabsTrigger value="articles">{adminCopy.tabs.articles}</TabsTrigger>
          <TabsTrigger value="overview">{adminCopy.tabs.overview}</TabsTrigger>
          <TabsTrigger value="members">{adminCopy.tabs.members}</TabsTrigger>
          <TabsTrigger value="ab-tests">{adminCopy.tabs.abTests}</TabsTrigger>
          <TabsTrigger value="submissions">{adminCopy.tabs.submissions}</TabsTrigger>
          <TabsTrigger value="audit">{adminCopy.tabs.audit}</TabsTrigger>
        </TabsList>
        <TabsContent value="articles">
          <ArticlesTab articles={loaderData.articles} failed={loaderData.articlesFailed} />
        </TabsContent>
        <TabsContent value="overview">
          {loaderData.overview ? <OverviewTab data={loaderData.overview} /> : null}
        </TabsContent>
        <TabsContent value="members">
          <MembersTab data={loaderData.members} />
        </TabsContent>
        <TabsContent value="ab-tests">
          <AbResultsTab />
        </TabsContent>
        <TabsContent value="submissions">
          <SubmissionsTab forms={loaderData.submissions} />
        </TabsContent>
        <TabsContent value="audit">
          <AuditTab data={loaderData.audit} />
        </TabsContent>
      </AdminTabs>
    </section>
  );
}
