import { createServer, type Server } from "node:http";

export type FeedMode = "good" | "slow" | "broken" | "huge" | "down";

/** RSS with an XSS attempt in every field, for the sanitising tests. */
export const GOOD_FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel><title>Outside</title><link>https://outside.example/</link><description>x</description>
<item>
  <title>Outside &amp; friends &lt;img src=x onerror=window.__xss=1&gt;</title>
  <link>https://outside.example/posts/1</link>
  <pubDate>Tue, 10 Jun 2025 09:00:00 GMT</pubDate>
  <description><![CDATA[<p>Hello <b>bold</b> world<script>window.__xss=1</script></p>]]></description>
  <content:encoded><![CDATA[<p>Full <img src=x onerror="window.__xss=1"> text</p>]]></content:encoded>
</item>
<item>
  <title>Second outside post</title>
  <link>https://outside.example/posts/2</link>
  <pubDate>Mon, 02 Jun 2025 09:00:00 GMT</pubDate>
  <description>Plain description</description>
</item>
<item>
  <title>Script link</title>
  <link>javascript:window.__xss=1</link>
  <pubDate>Mon, 02 Jun 2025 08:00:00 GMT</pubDate>
  <description>dropped: its link is not http(s)</description>
</item>
</channel></rss>`;

/** A local outside feed whose behaviour the test switches: good, slow, broken XML, huge, down. */
export async function startFeedServer(): Promise<{
  url: string;
  mode: FeedMode;
  hits: number;
  close(): Promise<void>;
}> {
  const state = { mode: "good" as FeedMode, hits: 0 };
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    state.hits++;
    switch (state.mode) {
      case "good":
        res.writeHead(200, { "content-type": "application/rss+xml" }).end(GOOD_FEED);
        return;
      case "slow": {
        res.writeHead(200, { "content-type": "application/rss+xml" });
        res.write('<?xml version="1.0"?><rss version="2.0"><channel>');
        const timer = setTimeout(
          () => res.end(GOOD_FEED.slice(GOOD_FEED.indexOf("<item>"))),
          20_000,
        );
        timers.add(timer);
        res.on("close", () => clearTimeout(timer));
        return;
      }
      case "broken":
        res
          .writeHead(200, { "content-type": "application/rss+xml" })
          .end("<rss><channel><item><title>unclosed");
        return;
      case "huge": {
        // 20 MB streamed without a content-length: the size cap must stop reading.
        res.writeHead(200, { "content-type": "application/rss+xml" });
        res.write('<?xml version="1.0"?><rss version="2.0"><channel>');
        const chunk = `<item><title>${"x".repeat(10_000)}</title><link>https://outside.example/h</link></item>`;
        let sent = 0;
        const pump = () => {
          while (sent < 2000) {
            sent++;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          res.end("</channel></rss>");
        };
        res.on("error", () => {});
        pump();
        return;
      }
      case "down":
        res.writeHead(503).end();
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/feed.xml`,
    get mode() {
      return state.mode;
    },
    set mode(m: FeedMode) {
      state.mode = m;
    },
    get hits() {
      return state.hits;
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
