import { ChevronDown } from "lucide-react";
import { faqItems } from "~/content/faq";
import { IslandScript } from "~/components/island-script";
import { OWN_ATTRIBUTE } from "~/lib/own-attribute";

const own = { [OWN_ATTRIBUTE]: "" };

/**
 * The stakers page FAQ (docs/product.md#faq): one item open at a time; the open one can be
 * closed. The WAI-ARIA accordion pattern in plain HTML that the FAQ's own module opens and closes
 * (../faq.island.ts, ADR 228): it answers the first tap before the page's scripts have started,
 * and React, which renders it, never handles it (the state is the DOM's). Not
 * `<details name>`: a `<summary>` is no 'button' to the tests and tools that find a question
 * by role.
 */
export function Faq() {
  return (
    <div {...own} data-vs-accordion="" className="mx-auto w-full max-w-3xl">
      <IslandScript name="faq" />
      {faqItems.map((item) => (
        <div key={item.id} className="border-b">
          <h3 className="flex">
            <button
              type="button"
              id={`faq-${item.id}`}
              aria-controls={`faq-${item.id}-answer`}
              aria-expanded="false"
              suppressHydrationWarning
              className="flex flex-1 items-center justify-between gap-4 py-4 text-left font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring [&[aria-expanded=true]>svg]:rotate-180"
            >
              {item.question}
              <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform" />
            </button>
          </h3>
          <div
            id={`faq-${item.id}-answer`}
            role="region"
            aria-labelledby={`faq-${item.id}`}
            hidden
            suppressHydrationWarning
            className="overflow-hidden text-sm"
          >
            <div className="pb-4 text-muted-foreground">{item.answer}</div>
          </div>
        </div>
      ))}
    </div>
  );
}
