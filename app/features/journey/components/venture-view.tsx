import { Form, Link, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { useResultToast } from "~/components/use-result-toast";
import { formatJourneyDate, journeyCopy, UPDATE_KIND_LABELS } from "~/content/journey";
import { PATHS, path } from "~/content/paths";
import type { ActionResult } from "~/lib/action-result";
import type { VenturePage } from "~/features/journey/venture-page.server";
import { ventureHref } from "~/content/journey-dashboard";
import { HideUpdate } from "./hide-update";
import { RoundPart } from "./round-part";

const V = journeyCopy.venture;

/** /arenas/{slug}/ventures/{id}: the venture, its grant, round and updates (ADRs 231–233). */
export function VentureView({ page }: { page: VenturePage }) {
  const { venture, viewer } = page;
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  const followResult =
    result?.intent === "follow" || result?.intent === "unfollow" ? result : undefined;
  useResultToast(followResult, { errors: true, idle: navigation.state === "idle" });
  const href = ventureHref(venture.arena.slug, venture.id);
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <Link to={`/arenas/${encodeURIComponent(venture.arena.slug)}`} className="text-sm underline">
        {venture.arena.name}
      </Link>
      <h1 className="text-3xl font-bold break-words">{venture.ventureName}</h1>
      <p className="text-lg break-words text-muted-foreground">{venture.pitch}</p>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{V.founder}</dt>
        <dd className="break-words">{venture.founderName}</dd>
        <dt className="font-medium">{V.arena}</dt>
        <dd>
          <Link to={`/arenas/${encodeURIComponent(venture.arena.slug)}`} className="underline">
            {venture.arena.name}
          </Link>
        </dd>
        {venture.pitchUrl ? (
          <>
            <dt className="font-medium">{V.pitchLink}</dt>
            <dd className="break-all">
              <a href={venture.pitchUrl} rel="noopener noreferrer nofollow" className="underline">
                {venture.pitchUrl}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        {viewer.founder ? <p className="font-medium">{V.founderOwn}</p> : null}
        {viewer.signedIn ? (
          <Form method="post" action={href}>
            <input type="hidden" name="intent" value={viewer.following ? "unfollow" : "follow"} />
            <Button
              type="submit"
              variant={viewer.following ? "outline" : "default"}
              disabled={navigation.state === "submitting"}
            >
              {viewer.following ? V.unfollow : V.follow}
            </Button>
          </Form>
        ) : (
          <Button asChild variant="outline">
            <Link to={PATHS.login}>{V.loginToFollow}</Link>
          </Button>
        )}
        {followResult?.ok ? (
          <noscript>
            <p role="status">{followResult.message}</p>
          </noscript>
        ) : null}
      </div>
      {venture.grant ? (
        <section aria-labelledby="venture-grant" className="grid gap-2 rounded-md border p-4">
          <h2 id="venture-grant" className="text-2xl font-semibold">
            {V.grant}
          </h2>
          <p>{V.grantLine(venture.grant.amount, venture.grant.tokens, venture.grant.stakers)}</p>
        </section>
      ) : null}
      {page.round ? (
        <RoundPart
          action={href}
          round={page.round}
          viewer={viewer}
          ventureName={venture.ventureName}
          founderName={venture.founderName}
        />
      ) : null}
      <section aria-labelledby="venture-updates" className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="venture-updates" className="text-2xl font-semibold">
            {V.updates}
          </h2>
          <a href={`${href}/rss.xml`} className="text-sm underline">
            {V.feed}
          </a>
        </div>
        {page.updates.length === 0 ? <p>{V.noUpdates}</p> : null}
        {page.updates.map((u) => (
          <article
            key={u.id}
            aria-labelledby={`update-${u.id}`}
            className="grid gap-2 rounded-md border p-4"
          >
            <p className="text-sm text-muted-foreground">
              <time dateTime={u.createdAt}>{formatJourneyDate(u.createdAt)}</time> ·{" "}
              {UPDATE_KIND_LABELS[u.kind]}
            </p>
            <h3 id={`update-${u.id}`} className="text-xl font-semibold break-words">
              {u.title}
            </h3>
            {/* Rendered and sanitised on the server (app/lib/markdown.server.ts). */}
            <div
              className="article-content grid gap-3 leading-relaxed break-words"
              dangerouslySetInnerHTML={{ __html: u.html }}
            />
            {viewer.admin ? (
              <HideUpdate action={`${path("/admin/arenas")}/${venture.arenaId}`} updateId={u.id} />
            ) : null}
          </article>
        ))}
      </section>
    </div>
  );
}
