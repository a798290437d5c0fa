import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CACHE_UNUSED_MS, cachedData, fetchData, FetchError, retryDelay } from "./fetch-data";

type Answer = { status: number; body?: unknown } | "network";

/** A fetch stand-in that answers from the script and records when each request was made. */
function scriptedFetch(answers: Answer[]) {
  const calls: number[] = [];
  const start = Date.now();
  const fn = vi.fn(async () => {
    calls.push(Date.now() - start);
    const answer = answers.shift() ?? { status: 200, body: {} };
    if (answer === "network") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(answer.body ?? null), { status: answer.status });
  });
  vi.stubGlobal("fetch", fn);
  return calls;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("fetchData (docs/product.md#data-fetching)", () => {
  it("backs off 1 s, doubling, up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it("retries 3 times after a failure, 1 s, 2 s and 4 s apart, then succeeds", async () => {
    const calls = scriptedFetch([
      "network",
      { status: 500 },
      { status: 503 },
      { status: 200, body: { ok: 1 } },
    ]);
    const result = fetchData<{ ok: number }>("/api/a");
    await vi.advanceTimersByTimeAsync(7000);
    await expect(result).resolves.toEqual({ ok: 1 });
    expect(calls).toEqual([0, 1000, 3000, 7000]);
  });

  it("gives up after the third retry", async () => {
    const calls = scriptedFetch([
      "network",
      "network",
      "network",
      { status: 502 },
      { status: 200 },
    ]);
    const result = fetchData("/api/b");
    const settled = expect(result).rejects.toEqual(new FetchError(502));
    await vi.advanceTimersByTimeAsync(60_000);
    await settled;
    expect(calls).toEqual([0, 1000, 3000, 7000]);
  });

  it("does not retry a final answer (403), and retries a rate limit (429)", async () => {
    const denied = scriptedFetch([{ status: 403 }]);
    await expect(fetchData("/api/c")).rejects.toEqual(new FetchError(403));
    expect(denied).toEqual([0]);
    const limited = scriptedFetch([{ status: 429 }, { status: 200, body: 1 }]);
    const result = fetchData("/api/c");
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe(1);
    expect(limited).toEqual([0, 1000]);
  });

  it("keeps fetched data while it is used and drops it 5 minutes after its last use", async () => {
    scriptedFetch([{ status: 200, body: { rows: [1] } }]);
    await fetchData("/api/d");
    expect(cachedData("/api/d")).toEqual({ rows: [1] });
    await vi.advanceTimersByTimeAsync(CACHE_UNUSED_MS - 1000);
    expect(cachedData("/api/d")).toEqual({ rows: [1] }); // used again: kept 5 more minutes
    await vi.advanceTimersByTimeAsync(CACHE_UNUSED_MS - 1000);
    expect(cachedData("/api/d")).toEqual({ rows: [1] });
    await vi.advanceTimersByTimeAsync(CACHE_UNUSED_MS);
    expect(cachedData("/api/d")).toBeUndefined();
  });
});
