import { useEffect } from "react";
import { useNavigate } from "react-router";
import { fetchData } from "./fetch-data";

const AUTH_EVENT_KEY = "vs-auth-change";
export const SESSION_ENDPOINT = "/api/auth/get-session";

/** Tells other tabs that the session changed (they re-check theirs at once). */
export function announceAuthChange() {
  try {
    localStorage.setItem(AUTH_EVENT_KEY, String(Date.now()));
  } catch {
    // Storage may be disabled; the other tabs still re-check on focus and on an interval.
  }
}

/**
 * docs/product.md#every-screen, auth state: /admin, /auth, /waitlist, /login, /dashboard and
 * /profile follow session changes. `signedOut` is where the screen goes when no session is (any
 * longer) present (another tab logged out, it expired); `signedIn` where it goes when one appears.
 * Checked on focus, on visibility, when another tab announces a change, and every 20 s, through the
 * shared fetch helper (retries, ADR 132).
 */
export function useSessionWatch(go: { signedOut?: string; signedIn?: string }) {
  const navigate = useNavigate();
  const { signedOut, signedIn } = go;
  useEffect(() => {
    const controller = new AbortController();
    let running = false;
    async function check() {
      if (running || controller.signal.aborted) return;
      running = true;
      try {
        const session = await fetchData<{ user?: unknown } | null>(SESSION_ENDPOINT, {
          signal: controller.signal,
        });
        if (controller.signal.aborted) return;
        if (signedOut && !session?.user) navigate(signedOut, { replace: true });
        if (signedIn && session?.user) navigate(signedIn, { replace: true });
      } catch {
        // Offline after the retries: try again on the next event.
      } finally {
        running = false;
      }
    }
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === AUTH_EVENT_KEY) void check();
    };
    window.addEventListener("focus", onVisible);
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("storage", onStorage);
    const timer = setInterval(onVisible, 20_000);
    return () => {
      controller.abort();
      window.removeEventListener("focus", onVisible);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("storage", onStorage);
      clearInterval(timer);
    };
  }, [signedOut, signedIn, navigate]);
}
