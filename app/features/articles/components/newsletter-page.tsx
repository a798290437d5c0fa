import { ExternalLink, Mail } from "lucide-react";
import { Suspense } from "react";
import { Await } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { newsletterCopy as C } from "~/content/articles";
import { siteConfig } from "~/lib/site-config";
import type { NewsletterCard } from "../newsletter.server";

function SubscribeLink({ children }: { children: React.ReactNode }) {
  return (
    <Button asChild size="lg">
      <a href={siteConfig.newsletterUrl} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalLink aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Button>
  );
}

function Placeholders() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
      <p className="sr-only" role="status">
        Loading
      </p>
      {Array.from({ length: C.placeholders }, (_, i) => (
        <div
          key={i}
          data-testid="article-placeholder"
          className="grid h-56 animate-pulse gap-3 rounded-lg border p-6"
          aria-hidden="true"
        >
          <div className="h-3 w-24 rounded bg-muted" />
          <div className="h-5 w-full rounded bg-muted" />
          <div className="h-5 w-3/4 rounded bg-muted" />
          <div className="h-3 w-full rounded bg-muted" />
          <div className="h-3 w-5/6 rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}

function ArticleGrid({ articles }: { articles: NewsletterCard[] }) {
  if (articles.length === 0) {
    return (
      <div className="rounded-lg border border-dashed p-10 text-center">
        <h3 className="text-lg font-semibold">{C.emptyTitle}</h3>
        <p className="text-muted-foreground">{C.emptyText}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((a) => (
        <li key={a.link}>
          <Card className="flex h-full flex-col">
            <CardHeader className="gap-2">
              {a.isoDate ? (
                <time dateTime={a.isoDate} className="text-xs text-muted-foreground">
                  {a.date}
                </time>
              ) : null}
              <h3 className="line-clamp-2 text-lg font-semibold leading-snug">{a.title}</h3>
            </CardHeader>
            <CardContent className="flex flex-1 flex-col justify-between gap-4">
              <p className="line-clamp-3 text-sm text-muted-foreground">{a.description}</p>
              <a
                href={a.link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {C.readMore}
                <span className="sr-only">: {a.title} (opens in a new tab)</span>
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function NewsletterPage({ articles }: { articles: Promise<NewsletterCard[]> }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-16 px-4 py-12">
      <header className="grid gap-6 text-center">
        <h1 className="text-4xl font-bold">{C.heading}</h1>
        <p className="mx-auto max-w-2xl text-lg text-muted-foreground">{C.intro}</p>
        <Card className="mx-auto w-full max-w-xl">
          <CardContent className="grid gap-4 p-6">
            <Mail className="mx-auto size-8 text-primary" aria-hidden="true" />
            <h2 className="text-xl font-semibold">{C.subscribeTitle}</h2>
            <p className="text-muted-foreground">{C.subscribeText}</p>
            <div>
              <SubscribeLink>{C.subscribe}</SubscribeLink>
            </div>
          </CardContent>
        </Card>
      </header>
      <section aria-labelledby="latest-articles" className="grid gap-6">
        <h2 id="latest-articles" className="text-3xl font-bold">
          {C.latest}
        </h2>
        <Suspense fallback={<Placeholders />}>
          <Await resolve={articles} errorElement={<ArticleGrid articles={[]} />}>
            {(list) => <ArticleGrid articles={list} />}
          </Await>
        </Suspense>
      </section>
      <section className="grid gap-4 rounded-2xl bg-primary p-10 text-center text-primary-foreground">
        <h2 className="text-3xl font-bold">{C.ctaTitle}</h2>
        <p>{C.ctaText}</p>
        <div>
          <Button asChild size="lg" variant="secondary">
            <a href={siteConfig.newsletterUrl} target="_blank" rel="noopener noreferrer">
              {C.ctaButton}
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        </div>
      </section>
    </div>
  );
}
