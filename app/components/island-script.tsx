import { useEffect } from "react";
import { ISLAND_META, islandUrl, type IslandName } from "~/lib/islands";

/**
 * Names a widget's own module (app/lib/islands.ts, ADR 228) on the page that renders the
 * widget, and only there: React writes the `<meta>` into <head>, and the pre-paint bootstrap
 * requests every module named there at the load event or the first touch, whichever comes
 * first (so they never compete with what the first paint needs), holding a tap on a button
 * until they have run. After a client-side navigation the module is requested here.
 */
export function IslandScript({ name }: { name: IslandName }) {
  const src = islandUrl(name);
  useEffect(() => {
    if (document.querySelector(`script[src="${src}"]`)) return;
    const script = document.createElement("script");
    script.type = "module";
    script.src = src;
    document.head.append(script);
  }, [src]);
  return <meta name={ISLAND_META} content={src} />;
}
