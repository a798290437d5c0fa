// The SMTP mailer (ADR 224): pooled connections (a broadcast does not open one per message),
// and a send aborted by its deadline closes its connection before the relay accepts it.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { classifyFailure } from "../domain/mail/smtp-failures.ts";
import { createMailer } from "./email.server.ts";

const servers: SMTPServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(() => r(null)))));
});

async function relay(opts: { holdData?: boolean } = {}) {
  const seen = { connections: 0, accepted: 0, abandoned: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onConnect: (_s, cb) => ((seen.connections += 1), cb()),
    onData(stream, _session, cb) {
      stream.resume();
      stream.on("end", () => {
        if (!opts.holdData) return ((seen.accepted += 1), cb());
        // Never answers; the client's abort closes the connection: nothing was accepted.
        server.once("close", () => cb());
      });
    },
  });
  server.on("error", () => {});
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const port = (server.server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${port}`, seen };
}

describe("the SMTP mailer", () => {
  it("sends over pooled connections: 40 messages, at most 3 connections", async () => {
    const sink = await relay();
    const dir = await mkdtemp(path.join(os.tmpdir(), "vs-mail-"));
    const mailer = createMailer({
      smtpUrl: sink.url,
      dataDir: dir,
      from: "site@example.test",
      pool: { maxConnections: 3 },
    });
    try {
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          mailer.send({ to: `m${i}@example.test`, subject: "s", text: "t" }),
        ),
      );
      expect(sink.seen.accepted).toBe(40);
      expect(sink.seen.connections).toBeLessThanOrEqual(3);
    } finally {
      mailer.close?.();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("an aborted send fails at once and closes its connection; the pool goes on", async () => {
    const sink = await relay({ holdData: true });
    const dir = await mkdtemp(path.join(os.tmpdir(), "vs-mail-"));
    const mailer = createMailer({ smtpUrl: sink.url, dataDir: dir, from: "site@example.test" });
    try {
      const controller = new AbortController();
      const sending = mailer.send({
        to: "ann@example.test",
        subject: "s",
        text: "t",
        signal: controller.signal,
      });
      setTimeout(() => controller.abort(new Error("deadline")), 200);
      const error = await sending.then(
        () => null,
        (e: unknown) => e,
      );
      expect(classifyFailure(error).kind).toBe("relay");
      expect(sink.seen.accepted).toBe(0);
    } finally {
      mailer.close?.();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
