// docs/product.md#data-fetching (ADR 132): a client-side data request retries 3 times on
// failure, after 1 s, then 2 s, 4 s … (doubling, at most 30 s); data nobody has used for
// 5 minutes is dropped from the cache. Page data comes from loaders (docs/architecture.md D2);
// this is for what the browser fetches after load: session checks, the A/B results.

export const FETCH_RETRIES = 3;
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 30_000;
export const CACHE_UNUSED_MS = 5 * 60_000;

/** The wait before retry number `attempt` (0 = the first retry). */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** attempt, RETRY_MAX_MS);
}

/** A failed answer. Other 4xx answers are final: asking again would get the same answer. */
export class FetchError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`request failed with ${status}`);
    this.status = status;
  }
  get retryable() {
    return this.status >= 500 || this.status === 408 || this.status === 429;
  }
}

type Entry = { data: unknown; timer: ReturnType<typeof setTimeout> };
const cache = new Map<string, Entry>();

function keep(url: string, data: unknown) {
  const entry = cache.get(url);
  if (entry) clearTimeout(entry.timer);
  cache.set(url, { data, timer: setTimeout(() => cache.delete(url), CACHE_UNUSED_MS) });
}

/** The last data fetched from `url`, if it was used within 5 minutes (shown while refetching). */
export function cachedData<T>(url: string): T | undefined {
  const entry = cache.get(url);
  if (!entry) return undefined;
  keep(url, entry.data);
  return entry.data as T;
}

function wait(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * GETs JSON from this site, with the retries above, and keeps the answer in the cache.
 * Network errors, 5xx, 408 and 429 are retried; an abort stops at once.
 */
export async function fetchData<T>(url: string, opts: { signal?: AbortSignal } = {}): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(url, {
        credentials: "same-origin",
        cache: "no-store",
        headers: { accept: "application/json" },
        signal: opts.signal,
      });
      if (!res.ok) throw new FetchError(res.status);
      const data = (await res.json()) as T;
      keep(url, data);
      return data;
    } catch (error) {
      const retryable = error instanceof FetchError ? error.retryable : !opts.signal?.aborted;
      if (!retryable || attempt >= FETCH_RETRIES) throw error;
      await wait(retryDelay(attempt), opts.signal);
    }
  }
}
