import { Download, RotateCcw, type LucideIcon } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { CtaLink } from "~/components/cta-link";
import { Emoji } from "~/components/emoji";
import { Button } from "~/components/ui/button";
import { useResultSharing } from "~/components/use-result-sharing";
import { cn } from "~/lib/cn";
import { bandStep, ctaStep } from "~/lib/quiz-funnel";

// The result screen of the founder quiz and the staker test: the card that becomes the PNG,
// its calls to action, and the download / share / retake buttons (docs/product.md#result-sharing).
// The server renders one per band; the quiz's module shows the one scored, fills in the score,
// counts a call to action followed and answers 'retake' (app/lib/quiz-engine.ts, ADR 228). Download
// and share are React's.

/** The card stays on white in both schemes (spec: the PNG has a white background). */
export function ResultCard({
  cardRef,
  icon,
  title,
  className,
  children,
}: {
  cardRef: Ref<HTMLDivElement>;
  icon: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      ref={cardRef}
      data-scheme="light"
      className={cn(
        "flex flex-col items-center gap-3 rounded-lg border bg-background p-6 text-center text-foreground",
        className,
      )}
    >
      <Emoji emoji={icon} label={`${icon} ${title} icon`} />
      <h3 data-vs-focus="" tabIndex={-1} className="text-2xl font-bold">
        {title}
      </h3>
      {children}
    </div>
  );
}

/**
 * Band `band`'s calls to action: the quiz funnel counts each followed (`cta:<band>-<index>`); a
 * `scored` one carries the score in its `score` parameter.
 */
export function ResultCtas({
  band,
  ctas,
}: {
  band: number;
  ctas: readonly { label: string; target: string; scored?: boolean }[];
}) {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      {ctas.map((cta, i) => (
        <CtaLink
          key={cta.label}
          cta={{ label: cta.label, to: cta.target }}
          data-vs-cta={ctaStep(band, i)}
          // The score is the quiz module's, in the link's href: the router's Link would go to its
          // own `to` instead.
          reloadDocument={cta.scored}
          {...(cta.scored ? { "data-vs-score-link": "" } : {})}
        />
      ))}
    </div>
  );
}

/** Download the card as `fileName`, copy `shareText()` (read on click), start again (the quiz's module). */
export function ResultActions({
  card,
  fileName,
  shareText,
  shareIcon: ShareIcon,
  copy,
}: {
  /** The card to draw, read on click. */
  card: () => HTMLElement | null;
  fileName: string;
  shareText: () => string;
  shareIcon: LucideIcon;
  copy: { downloadLabel: string; shareLabel: string; retakeLabel: string };
}) {
  const { busy, downloadImage, copyText } = useResultSharing();
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Button variant="outline" disabled={busy} onClick={() => downloadImage(card(), fileName)}>
        <Download aria-hidden="true" />
        {copy.downloadLabel}
      </Button>
      <Button variant="outline" onClick={() => copyText(shareText())}>
        <ShareIcon aria-hidden="true" />
        {copy.shareLabel}
      </Button>
      <Button variant="ghost" data-vs-go="retake" data-vs-own="">
        <RotateCcw aria-hidden="true" />
        {copy.retakeLabel}
      </Button>
    </div>
  );
}

/** The attributes of band `index`'s first part: the band and its funnel step (ADR 228). */
export function bandPart(index: number) {
  return { "data-band": index, "data-vs-step": bandStep(index) };
}
