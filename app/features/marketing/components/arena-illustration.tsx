import { cn } from "~/lib/cn";

// The hero's picture of an Arena (original artwork, ADR 172): founders pitching on a stage,
// community members in the tiers around it, tokens on their way from the members to the
// founders. Drawn inline with the colour tokens, so it follows the light and dark schemes
// and costs no request; its width and height attributes reserve its box (no layout shift).

const CX = 300;
const CY = 236;

/** Seats on a tier of the amphitheatre: points on an ellipse around the stage. */
function seats(rx: number, ry: number, from: number, to: number, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const t = ((from + ((to - from) * i) / (count - 1)) * Math.PI) / 180;
    return { x: Math.round(CX + rx * Math.cos(t)), y: Math.round(CY + ry * Math.sin(t)) };
  });
}

function Member({ x, y, tone, scale = 1 }: { x: number; y: number; tone: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} fill="var(--primary)" fillOpacity={tone}>
      <circle cy="-21" r="8.5" />
      <path d="M-14 0a14 14 0 0 1 28 0z" />
    </g>
  );
}

function Token({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="7.5" fill="var(--brand-accent)" />
      <circle
        r="4.2"
        fill="none"
        stroke="var(--brand-deep)"
        strokeOpacity="0.45"
        strokeWidth="1.4"
      />
    </g>
  );
}

export function ArenaIllustration({ className }: { className?: string }) {
  // Computed here, not at module level, so a build that does not render the picture (the
  // client build of the landing page, which loads it later) can drop the module.
  const BACK = [...seats(268, 150, 196, 344, 9), ...seats(206, 104, 204, 336, 7)];
  const FRONT = seats(236, 86, 28, 152, 5);
  // Members whose tokens are on their way to the stage.
  const GIVERS = [BACK[1], BACK[4], BACK[7], BACK[11], FRONT[1], FRONT[3]];
  return (
    <svg
      viewBox="0 0 600 340"
      width="600"
      height="340"
      role="img"
      aria-labelledby="arena-art-title arena-art-desc"
      className={cn("h-auto w-full", className)}
    >
      <title id="arena-art-title">An Arena</title>
      <desc id="arena-art-desc">
        Founders pitch on a stage in the middle of an amphitheatre; community members sit in the
        tiers around them and send tokens to the founders they believe in.
      </desc>
      <defs>
        <linearGradient id="arena-art-stage" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--brand)" />
          <stop offset="1" stopColor="var(--brand-deep)" />
        </linearGradient>
        <linearGradient id="arena-art-light" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--brand-accent)" stopOpacity="0.35" />
          <stop offset="1" stopColor="var(--brand-accent)" stopOpacity="0.04" />
        </linearGradient>
        {/* The tiers fade out towards the viewer instead of ending at the picture's edge. */}
        <linearGradient id="arena-art-fade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0.7" stopColor="#fff" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </linearGradient>
        <mask id="arena-art-tiers">
          <rect width="600" height="340" fill="url(#arena-art-fade)" />
        </mask>
      </defs>

      {/* Tiers of the amphitheatre. */}
      <g mask="url(#arena-art-tiers)">
        {[
          [286, 166],
          [226, 120],
          [170, 78],
        ].map(([rx, ry]) => (
          <ellipse
            key={rx}
            cx={CX}
            cy={CY}
            rx={rx}
            ry={ry}
            fill="var(--secondary)"
            fillOpacity="0.55"
            stroke="var(--primary)"
            strokeOpacity="0.25"
          />
        ))}
      </g>

      {BACK.map((p, i) => (
        <Member
          key={`b${i}`}
          {...p}
          tone={i % 3 === 0 ? 0.95 : i % 3 === 1 ? 0.7 : 0.5}
          scale={i < 9 ? 0.85 : 1}
        />
      ))}

      {/* The spotlight and the stage. */}
      <path d={`M${CX - 24} 0h48l86 230h-220z`} fill="url(#arena-art-light)" />
      <path d={`M${CX - 140} ${CY}v16a140 40 0 0 0 280 0v-16z`} fill="var(--brand-deep)" />
      <ellipse cx={CX} cy={CY} rx="140" ry="40" fill="url(#arena-art-stage)" />

      {/* The pitch: a screen with a rising line. */}
      <g transform={`translate(${CX - 50} 128)`}>
        <rect
          width="100"
          height="62"
          rx="7"
          fill="var(--card)"
          stroke="var(--primary)"
          strokeWidth="2.5"
        />
        <polyline
          points="14,48 36,36 54,40 84,16"
          fill="none"
          stroke="var(--brand-accent)"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M48 62v14" stroke="var(--primary)" strokeWidth="3" />
      </g>

      {/* Two founders on the stage. */}
      {[CX - 62, CX + 62].map((x) => (
        <g key={x} transform={`translate(${x} ${CY + 6})`} fill="var(--brand-foreground)">
          <circle cy="-38" r="13" />
          <path d="M-22 0a22 26 0 0 1 44 0z" />
        </g>
      ))}

      {/* Tokens travelling from members to the stage. */}
      {GIVERS.map((p, i) => {
        const mx = (p.x + CX) / 2;
        const my = Math.min(p.y, CY) - 46;
        return (
          <g key={i}>
            <path
              d={`M${p.x} ${p.y - 34}Q${mx} ${my} ${CX + (p.x < CX ? -30 : 30)} ${CY - 24}`}
              fill="none"
              stroke="var(--brand-accent)"
              strokeWidth="2"
              strokeDasharray="2 6"
              strokeLinecap="round"
            />
            <g className="motion-float" style={{ animationDelay: `${i * -0.7}s` }}>
              <Token x={Math.round((p.x + 2 * mx) / 3)} y={Math.round((p.y - 34 + 2 * my) / 3)} />
            </g>
          </g>
        );
      })}

      {FRONT.map((p, i) => (
        <Member key={`f${i}`} {...p} tone={i % 2 ? 0.85 : 1} scale={1.15} />
      ))}
    </svg>
  );
}

/** The hero's picture as the landing page places it (loaded as a deferred part: its code is
 *  not part of the page's first load, its server HTML shows at once). */
export function HeroArena() {
  return <ArenaIllustration className="mt-2 max-w-xl" />;
}
