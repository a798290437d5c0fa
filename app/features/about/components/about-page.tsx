import { ContentSection, InfoCards, PageBanner } from "~/components/content-section";
import { CycleDiagram } from "~/components/cycle-diagram";
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
      <PageBanner title={aboutHero.title} subtitle={aboutHero.subtitle} />

      <ContentSection id="philosophy" title={principlesTitle}>
        <InfoCards items={principles} className="sm:grid-cols-2 lg:grid-cols-3" />
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
        <InfoCards
          items={values}
          className="md:grid-cols-3"
          cardClassName="border-t-4 border-t-primary"
        />
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
