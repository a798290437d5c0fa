// One component per slide type (app/content/decks/types.ts). Sizes are in em of the
// slide's font size (deck-slide.css), so every slide scales with its stage.
import { Play } from "lucide-react";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import type {
  BusinessSlide,
  ClosingSlide,
  CoverSlide,
  FounderSlide,
  HowItWorksSlide,
  PointsSlide,
  ShiftSlide,
  Slide,
  SolutionSlide,
  TractionSlide,
  UntappedSlide,
  VideoSlide,
} from "~/content/decks/types";
import { siteConfig } from "~/lib/site-config";
import { Cards, FigureBlock, Figures, Heading, Layout } from "./slide-parts";

export function CoverSlideView({ slide }: { slide: CoverSlide }) {
  return (
    <Layout type="cover">
      <Heading slide={slide} />
      <p className="slide-lead">{slide.subtitle}</p>
      {slide.note ? <p className="slide-note">{slide.note}</p> : null}
    </Layout>
  );
}

export function ShiftSlideView({ slide }: { slide: ShiftSlide }) {
  return (
    <Layout type="shift">
      <Heading slide={slide} />
      <div className="slide-shift">
        {[slide.from, slide.to].map((side, i) => (
          <div key={side.label} className="slide-card" style={i === 0 ? undefined : { order: 3 }}>
            <h3>{side.label}</h3>
            <ul className="slide-list">
              {side.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        ))}
        <span className="slide-shift-arrow" aria-hidden="true" style={{ order: 2 }}>
          →
        </span>
      </div>
    </Layout>
  );
}

export function UntappedSlideView({ slide }: { slide: UntappedSlide }) {
  return (
    <Layout type="untapped">
      <Heading slide={slide} />
      <p className="slide-lead">{slide.lead}</p>
      <Figures figures={slide.figures} />
    </Layout>
  );
}

export function SolutionSlideView({ slide }: { slide: SolutionSlide }) {
  return (
    <Layout type="solution">
      <Heading slide={slide} />
      <p className="slide-lead">{slide.lead}</p>
      <Cards points={slide.points} />
    </Layout>
  );
}

export function HowItWorksSlideView({ slide }: { slide: HowItWorksSlide }) {
  return (
    <Layout type="how-it-works">
      <Heading slide={slide} />
      <ol
        className="slide-grid slide-steps"
        style={{ "--cols": slide.steps.length } as CSSProperties}
      >
        {slide.steps.map((step, i) => (
          <li key={step.title} className="slide-card" style={{ listStyle: "none" }}>
            <span className="slide-step-number" aria-hidden="true">
              {i + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      {slide.cycle ? (
        // A cycle: the stages in order, joined by arrows, with a line back to the first.
        <ol className="slide-cycle" aria-label="The cycle, in order">
          {slide.cycle.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
      ) : null}
    </Layout>
  );
}

export function TractionSlideView({ slide }: { slide: TractionSlide }) {
  return (
    <Layout type="traction">
      <Heading slide={slide} />
      <p className="slide-lead">{slide.lead}</p>
      <p className="slide-headline" aria-hidden="true">
        {slide.headline.from} → {slide.headline.to}
      </p>
      <p className="slide-goal">{slide.headline.caption}</p>
      <Figures figures={slide.figures} card={false} />
    </Layout>
  );
}

export function BusinessSlideView({ slide }: { slide: BusinessSlide }) {
  return (
    <Layout type="business">
      <Heading slide={slide} />
      <p className="slide-lead">{slide.lead}</p>
      <Figures figures={slide.figures} />
      <p className="slide-goal">{slide.goal}</p>
    </Layout>
  );
}

export function FounderSlideView({ slide }: { slide: FounderSlide }) {
  return (
    <Layout type="founder">
      <Heading slide={slide} />
      <div className="slide-split">
        <div className="slide-card">
          <FigureBlock figure={slide.figure} />
        </div>
        <div style={{ display: "grid", gap: "0.6em" }}>
          <p className="slide-lead">{slide.lead}</p>
          <ul className="slide-list">
            {slide.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      </div>
    </Layout>
  );
}

export function PointsSlideView({ slide }: { slide: PointsSlide }) {
  return (
    <Layout type="points">
      <Heading slide={slide} />
      {slide.lead ? <p className="slide-lead">{slide.lead}</p> : null}
      {slide.figure ? <p className="slide-figure-value">{slide.figure.value}</p> : null}
      <Cards points={slide.points} />
    </Layout>
  );
}

/**
 * Click-to-load facade (ADR 060): nothing is fetched from the video-meeting service
 * before the click, and since such recordings refuse to be framed, the click opens the
 * recording in a new tab.
 */
export function VideoSlideView({ slide }: { slide: VideoSlide }) {
  return (
    <Layout type="video">
      <Heading slide={slide} />
      <p className="slide-lead">{slide.lead}</p>
      <a
        className="slide-video-facade"
        href={siteConfig.recordingUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        <span className="slide-video-play" aria-hidden="true">
          <Play fill="currentColor" />
        </span>
        <span className="slide-video-title">Watch the recording: {slide.videoTitle}</span>
        <span className="slide-video-note">
          {slide.duration ? `${slide.duration} · ` : ""}(opens in a new tab)
        </span>
      </a>
    </Layout>
  );
}

export function ClosingSlideView({ slide }: { slide: ClosingSlide }) {
  return (
    <Layout type="closing">
      <Heading slide={slide} />
      <p className="slide-lead">{slide.lead}</p>
      <div className="slide-actions">
        {slide.actions.map((action) => (
          <Link
            key={action.to}
            to={action.to}
            className="slide-action"
            data-variant={action.variant ?? "secondary"}
          >
            {action.label}
          </Link>
        ))}
      </div>
      {slide.contact ? (
        <p className="slide-contact slide-lead">
          Talk to the team: <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
        </p>
      ) : null}
    </Layout>
  );
}

export function SlideView({ slide }: { slide: Slide }) {
  switch (slide.type) {
    case "cover":
      return <CoverSlideView slide={slide} />;
    case "shift":
      return <ShiftSlideView slide={slide} />;
    case "untapped":
      return <UntappedSlideView slide={slide} />;
    case "solution":
      return <SolutionSlideView slide={slide} />;
    case "how-it-works":
      return <HowItWorksSlideView slide={slide} />;
    case "traction":
      return <TractionSlideView slide={slide} />;
    case "business":
      return <BusinessSlideView slide={slide} />;
    case "founder":
      return <FounderSlideView slide={slide} />;
    case "points":
      return <PointsSlideView slide={slide} />;
    case "video":
      return <VideoSlideView slide={slide} />;
    case "closing":
      return <ClosingSlideView slide={slide} />;
  }
}
