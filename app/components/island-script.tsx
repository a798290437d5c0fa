import { islandUrl, type IslandName } from "~/lib/islands";

/**
 * Loads a widget's own module (app/lib/islands.ts, ADR 228) on the page that renders the
 * widget, and only there. React writes an async script into <head> (once, however many
 * widgets ask) from the server's first bytes, and adds it on a client-side navigation; the
 * module answers the widget from then on, before, during and after hydration.
 */
export function IslandScript({ name }: { name: IslandName }) {
  return <script type="module" async src={islandUrl(name)} />;
}
