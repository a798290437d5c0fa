import type { LegalDocument } from "~/content/legal";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "November 21, 2026" → "2026-11-21": a <time>'s text is not a valid date, so it needs one. */
function isoDate(text: string): string | undefined {
  const m = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text);
  const month = m ? MONTHS.indexOf(m[1]) + 1 : 0;
  if (!m || month === 0) return undefined;
  return `${m[3]}-${String(month).padStart(2, "0")}-${m[2].padStart(2, "0")}`;
}

/** Renders one legal document from app/content/legal (one component for all five pages). */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <header className="border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{document.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Last updated: <time dateTime={isoDate(document.lastUpdated)}>{document.lastUpdated}</time>
        </p>
        <p className="mt-4 text-lg text-muted-foreground">{document.summary}</p>
      </header>
      <nav aria-label="On this page" className="my-8 rounded-lg border bg-muted p-4">
        <p className="mb-2 text-sm font-semibold">On this page</p>
        <ol className="grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-10 space-y-4 leading-7"
        >
          <h2 id={`${section.id}-heading`} className="text-2xl font-semibold">
            {section.heading}
          </h2>
          {section.body.map((block, i) =>
            typeof block === "string" ? (
              <p key={i}>{block}</p>
            ) : (
              <ul key={i} className="list-disc space-y-2 pl-6">
                {block.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </article>
  );
}
