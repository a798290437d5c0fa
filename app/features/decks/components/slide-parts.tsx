import type { CSSProperties, ReactNode } from "react";
import type { Figure, Slide } from "~/content/decks/types";
// The building blocks the slide views share: heading, layout, figures and cards.

export function Heading({ slide }: { slide: { kicker?: string; title: string } }) {
  return (
    <header>
      {slide.kicker ? <p className="slide-kicker">{slide.kicker}</p> : null}
      <h2 className="slide-title">{slide.title}</h2>
    </header>
  );
}

export function Layout({ type, children }: { type: Slide["type"]; children: ReactNode }) {
  return <div className={`slide slide--${type}`}>{children}</div>;
}

export function FigureBlock({ figure }: { figure: Figure }) {
  return (
    <p>
      <span className="slide-figure-value">{figure.value}</span>
      <span className="slide-figure-label">{figure.label}</span>
    </p>
  );
}

export function Figures({ figures, card = true }: { figures: Figure[]; card?: boolean }) {
  return (
    <ul
      className="slide-grid"
      style={{ "--cols": Math.min(figures.length, 4) } as CSSProperties}
      role="list"
    >
      {figures.map((figure) => (
        <li
          key={figure.value + figure.label}
          className={card ? "slide-card" : undefined}
          style={{ listStyle: "none" }}
        >
          <FigureBlock figure={figure} />
        </li>
      ))}
    </ul>
  );
}

export function Cards({
  points,
  cols,
}: {
  points: { title: string; text: string }[];
  cols?: number;
}) {
  return (
    <ul
      className="slide-grid"
      style={{ "--cols": cols ?? Math.min(points.length, 4) } as CSSProperties}
      role="list"
    >
      {points.map((point) => (
        <li key={point.title} className="slide-card" style={{ listStyle: "none" }}>
          <h3>{point.title}</h3>
          <p>{point.text}</p>
        </li>
      ))}
    </ul>
  );
}
