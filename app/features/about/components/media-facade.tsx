import { Headphones, Play } from "lucide-react";
import { useState } from "react";
import { embedUrl, type MediaItem } from "~/content/about";

/**
 * Click-to-load embed (docs/architecture.md D11): a button with the title and a local thumbnail.
 * The third-party iframe is inserted only after the visitor presses it, so nothing
 * is requested from the video or podcast host before then.
 */
export function MediaFacade({ item }: { item: MediaItem }) {
  const [active, setActive] = useState(false);
  const isVideo = item.kind === "video";
  const Icon = isVideo ? Play : Headphones;
  return (
    <figure className="overflow-hidden rounded-lg border bg-card shadow-sm">
      <div className="relative aspect-video bg-muted">
        {active ? (
          <iframe
            src={embedUrl(item)}
            title={item.title}
            className="absolute inset-0 h-full w-full"
            allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            onClick={() => setActive(true)}
            aria-label={`${isVideo ? "Play video" : "Play podcast"}: ${item.title}`}
            className="group absolute inset-0 h-full w-full focus-visible:outline-4 focus-visible:-outline-offset-4"
          >
            <img
              src={item.thumbnail}
              alt=""
              width={640}
              height={360}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover"
            />
            <span className="absolute inset-0 flex items-center justify-center">
              <span className="flex items-center gap-2 rounded-full bg-overlay-strong px-4 py-2 text-sm font-semibold text-brand-foreground group-hover:bg-brand">
                <Icon className="size-4" aria-hidden="true" />
                {isVideo ? "Play video" : "Play podcast"}
              </span>
            </span>
          </button>
        )}
      </div>
      <figcaption className="p-4">
        <p className="font-semibold">{item.title}</p>
        <p className="text-sm text-muted-foreground">
          {isVideo ? "Video" : "Podcast"} · {item.source} · loads from {item.source} when played
        </p>
      </figcaption>
    </figure>
  );
}
