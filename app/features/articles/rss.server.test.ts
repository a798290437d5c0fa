import { createServer } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GOOD_FEED, startFeedServer } from "../../../tests/support/feed-server.ts";
import { captureLog } from "../../../tests/support/log.ts";
import {
  clearFeedCache,
  FEED_TIMEOUT_MS,
  isInternalAddress,
  mergeArticles,
  outsideFeed,
  parseRss,
} from "./rss.server.ts";

let feed: Awaited<ReturnType<typeof startFeedServer>>;
beforeAll(async () => {
  feed = await startFeedServer();
});
afterAll(async () => {
  await feed?.close();
});
let logged: ReturnType<typeof captureLog>;
beforeEach(() => {
  clearFeedCache();
  logged = captureLog();
});

describe("outside RSS feed", () => {
  it("parses RSS articles and sanitises every field", async () => {
    feed.mode = "good";
    const items = await outsideFeed(feed.url, 60_000, logged.log);
    expect(items).toHaveLength(3);
    expect(items[0]).toEqual({
      title: "Outside & friends",
      link: "https://outside.example/posts/1",
      pubDate: "Tue, 10 Jun 2025 09:00:00 GMT",
      description: "Hello bold world",
      content: "Full text",
    });
    expect(items[1].content).toBe("");
    expect(items[2].link).toBe(""); // javascript: links never reach an href
  });

  it("gives up on a slow feed after the timeout and logs it", async () => {
    feed.mode = "slow";
    // The server holds the rest of the body for 20 s; the fetch is aborted at FEED_TIMEOUT_MS.
    expect(FEED_TIMEOUT_MS).toBeLessThan(20_000);
    expect(await outsideFeed(feed.url, 60_000, logged.log)).toEqual([]);
    expect(logged.entries()).toEqual([
      expect.objectContaining({
        msg: "RSS feed fetch failed",
        err: expect.objectContaining({ message: expect.stringMatching(/timeout/i) }),
      }),
    ]);
  });

  it("stops reading a huge feed at the size cap", async () => {
    feed.mode = "huge";
    expect(await outsideFeed(feed.url, 60_000, logged.log)).toEqual([]);
    expect(logged.text()).toContain("larger than");
  });

  it("treats broken XML and HTTP errors as failures", async () => {
    feed.mode = "broken";
    expect(await outsideFeed(feed.url, 60_000, logged.log)).toEqual([]);
    feed.mode = "down";
    expect(await outsideFeed(feed.url, 60_000, logged.log)).toEqual([]);
    expect(() => parseRss("<html><body>not rss</body></html>")).toThrow();
  });

  it("serves the cache while fresh and the last good copy when a refresh fails", async () => {
    feed.mode = "good";
    const first = await outsideFeed(feed.url, 60_000, logged.log);
    const hits = feed.hits;
    feed.mode = "broken";
    expect(await outsideFeed(feed.url, 60_000, logged.log)).toEqual(first); // fresh: no request
    expect(feed.hits).toBe(hits);
    expect(await outsideFeed(feed.url, 0, logged.log)).toEqual(first); // stale: served at once, refreshed behind
    await vi.waitFor(() => expect(logged.entries()).not.toHaveLength(0));
    expect(await outsideFeed(feed.url, 0, logged.log)).toEqual(first); // the refresh failed: last good copy
  });

  it("merges lists newest first without duplicate links", () => {
    const a = {
      title: "a",
      link: "/a",
      pubDate: "Mon, 01 Jan 2024 00:00:00 GMT",
      description: "",
      content: "",
    };
    const b = {
      title: "b",
      link: "https://x/b",
      pubDate: "Mon, 01 Jan 2025 00:00:00 GMT",
      description: "",
      content: "",
    };
    expect(mergeArticles([a], [b, a]).map((i) => i.title)).toEqual(["b", "a"]);
  });
});

describe("outside feed redirects (ADR 180)", () => {
  it("are followed only to https on the same host, never to an internal address", async () => {
    // One server: /feed redirects where the test says, /good serves a valid feed.
    let target = "";
    const server = createServer((req, res) => {
      if (req.url === "/good") {
        res.writeHead(200, { "content-type": "application/rss+xml" }).end(GOOD_FEED);
        return;
      }
      res.writeHead(302, { location: target }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      for (const to of [
        `${base}/good`, // plain http, same host
        "https://outside.example/feed", // another host
        `${base.replace("http:", "https:")}/good`, // https, but loopback
        "https://169.254.169.254/latest/meta-data/",
      ]) {
        clearFeedCache();
        target = to;
        expect(await outsideFeed(`${base}/feed`, 60_000, logged.log), to).toEqual([]);
        expect(logged.text().split("\n").at(-1)).toContain("redirect refused");
      }
      // Without a redirect the configured address itself is used as given.
      clearFeedCache();
      expect(await outsideFeed(`${base}/good`, 60_000, logged.log)).toHaveLength(3);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("knows loopback, private and link-local addresses", () => {
    for (const ip of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "0.0.0.0",
      "::1",
      "::",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "100.64.0.1",
    ])
      expect(isInternalAddress(ip), ip).toBe(true);
    for (const ip of ["93.184.216.34", "2606:2800:220:1::248", "8.8.8.8"])
      expect(isInternalAddress(ip), ip).toBe(false);
  });
});
