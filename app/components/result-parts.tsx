import { Download, RotateCcw, type LucideIcon } from "lucide-react";
import type { ReactNode, Ref, RefObject } from "react";
import { CtaLink } from "~/components/cta-link";
import { Emoji } from "~/components/emoji";
import { Button } from "~/components/ui/button";
import { useResultSharing } from "~/components/use-result-sharing";
import { cn } from "~/lib/cn";

// The result screen of the founder quiz and the staker test: the card that becomes the PNG,
// its calls to action, and the download / share / retake buttons (docs/product.md#result-sharing).

/** The card stays on white in both schemes (spec: the PNG has a white background). */
export function ResultCard({
  cardRef,
  headingRef,
  icon,
  title,
  className,
  children,
}: {
  cardRef: Ref<HTMLDivElement>;
  headingRef: Ref<HTMLHeadingElement>;
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
      <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
        {title}
      </h3>
      {children}
    </div>
  );
}

/** A result's calls to action; `onFollow(index)` hears a click (the quiz funnel counts it). */
export function ResultCtas({
  ctas,
  onFollow,
}: {
  ctas: readonly { label: string; target: string }[];
  onFollow?: (index: number) => void;
}) {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      {ctas.map((cta, i) => (
        <CtaLink
          key={cta.label}
          cta={{ label: cta.label, to: cta.target }}
          onClick={onFollow ? () => onFollow(i) : undefined}
        />
      ))}
    </div>
  );
}

/** Download the card as `fileName`, copy `shareText()` (read on click), start again. */
export function ResultActions({
  card,
  fileName,
  shareText,
  shareIcon: ShareIcon,
  copy,
  onRetake,
}: {
  card: RefObject<HTMLDivElement | null>;
  fileName: string;
  shareText: () => string;
  shareIcon: LucideIcon;
  copy: { downloadLabel: string; shareLabel: string; retakeLabel: string };
  onRetake(): void;
}) {
  const { busy, downloadImage, copyText } = useResultSharing();
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Button
        variant="outline"
        disabled={busy}
        onClick={() => downloadImage(card.current, fileName)}
      >
        <Download aria-hidden="true" />
        {copy.downloadLabel}
      </Button>
      <Button variant="outline" onClick={() => copyText(shareText())}>
        <ShareIcon aria-hidden="true" />
        {copy.shareLabel}
      </Button>
      <Button variant="ghost" onClick={onRetake}>
        <RotateCcw aria-hidden="true" />
        {copy.retakeLabel}
      </Button>
    </div>
  );
}
