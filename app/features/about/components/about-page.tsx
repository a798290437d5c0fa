import { ContentSection } from "~/components/content-section";
import { CycleDiagram } from "~/components/cycle-diagram";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import {
  aboutHero,
  cycle,
  media,
  mediaTitle,
  mission,
  principles,
  principlesTitle,
  team,
  teamTitle,
  values,
  valuesTitle,
} from "~/content/about";
import { MediaFacade } from "./media-facade";
import { TeamPortrait } from "./team-portrait";

export function AboutPage() {
  return (
    <>
      <section className="bg-gradient-to-b from-secondary to-background px-4 py-16 text-center md:py-24">
        <div className="mx-auto max-w-3xl">
          <h1 className="text-4xl font-extrabold tracking-tight md:text-6xl">{aboutHero.title}</h1>
          <p className="mt-6 text-lg text-muted-foreground">{aboutHero.subtitle}</p>
        </div>
      </section>

      <ContentSection id="philosophy" title={principlesTitle}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {principles.map((p) => (
            <li key={p.title}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle className="text-lg">{p.title}</CardTitle>
                  <CardDescription className="text-base">{p.description}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="mission" title={mission.title} className="bg-muted">
        <div className="mx-auto mb-12 max-w-3xl space-y-4 text-center text-lg">
          {mission.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <figure>
          <CycleDiagram stages={cycle} label="The cycle, in order" />
          <figcaption className="mt-6 text-center font-semibold">
            {cycle.map((s) => s.title).join(" → ")}
          </figcaption>
        </figure>
      </ContentSection>

      <ContentSection id="values" title={valuesTitle}>
        <ul className="grid gap-6 md:grid-cols-3">
          {values.map((v) => (
            <li key={v.title}>
              <Card className="h-full border-t-4 border-t-primary">
                <CardHeader>
                  <CardTitle className="text-lg">{v.title}</CardTitle>
                  <CardDescription className="text-base">{v.description}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="team" title={teamTitle} className="bg-muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {team.map((m, i) => (
            <li
              key={m.name}
              className="motion-rise motion-lift rounded-lg border bg-card p-5 text-center shadow-sm"
            >
              <TeamPortrait member={m} index={i} />
              <h3 className="mt-4 font-semibold">{m.name}</h3>
              <p className="text-sm font-medium text-primary">{m.role}</p>
              <p className="mt-2 text-sm text-muted-foreground">{m.bio}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection
        id="media"
        title={mediaTitle}
        intro="Talks, interviews and a podcast about the game of venture. Nothing loads from the video or podcast host until you press play."
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {media.map((item) => (
            <li key={item.embedId}>
              <MediaFacade item={item} />
            </li>
          ))}
        </ul>
      </ContentSection>
    </>
  );
}
