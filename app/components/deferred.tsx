import { lazy, Suspense, useEffect, useRef, type ComponentType, type RefObject } from "react";
import { adoptEarlyInput } from "~/lib/early-input";
import { replayHeldClicks } from "~/lib/head-script";

/**
 * A part of a page the server renders in full but the browser loads and hydrates on its own,
 * after the page: its code is not preloaded with the page (fewer requests before the first
 * paint) and its hydration is a separate, later task (shorter blocking tasks). Its server HTML
 * stays on screen, readable, until it is interactive; then its wrapper gets `data-ready`.
 *
 * `server` is the component itself, passed only in the server build (`import.meta.env.SSR ?
 * Part : null`: a build-time constant, so the client bundle drops that static import);
 * `load` imports the same component.
 */
export function deferred(
  server: ComponentType | null,
  load: () => Promise<ComponentType>,
): ComponentType {
  const Part =
    import.meta.env.SSR && server
      ? server
      : lazy(() => load().then((component) => ({ default: component })));
  return function Deferred() {
    const wrapper = useRef<HTMLDivElement>(null);
    return (
      <div ref={wrapper} data-deferred="" className="contents">
        <Suspense fallback={null}>
          <Part />
          <Ready wrapper={wrapper} />
        </Suspense>
      </div>
    );
  };
}

/**
 * Renders nothing; its effect runs once the part around it has hydrated: what the visitor
 * typed or chose in the part before becomes its state (ADR 130), then held clicks replay.
 */
function Ready({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (!wrapper.current) return;
    wrapper.current.setAttribute("data-ready", "");
    adoptEarlyInput(wrapper.current, replayHeldClicks);
  }, [wrapper]);
  return null;
}
