export type Testimonial = { name: string; role: string; quote: string };

/** Quotes in cards, three to a row on wide screens (education and certification pages). */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((t) => (
        <li key={t.name}>
          <figure className="flex h-full flex-col justify-between rounded-lg border bg-card p-6 shadow-sm">
            <blockquote className="leading-7">“{t.quote}”</blockquote>
            <figcaption className="mt-4">
              <span className="block font-semibold">{t.name}</span>
              <span className="block text-sm text-muted-foreground">{t.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
