import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  raw: string;
};

/** Decodes the parts of a simple (text + html) MIME message that tests read. */
function decodeMail(raw: string): { subject: string; text: string } {
  const unfolded = raw.replace(/\r\n/g, "\n");
  const headerEnd = unfolded.indexOf("\n\n");
  const headers = unfolded.slice(0, headerEnd).replace(/\n[ \t]+/g, " ");
  const subjectRaw = /^subject: (.*)$/im.exec(headers)?.[1] ?? "";
  const subject = subjectRaw.replace(
    /=\?utf-8\?([qb])\?(.*?)\?=/gi,
    (_, enc: string, body: string) =>
      enc.toLowerCase() === "b"
        ? Buffer.from(body, "base64").toString("utf8")
        : decodeQuotedPrintable(body.replace(/_/g, " ")),
  );
  const decoded = decodeQuotedPrintable(unfolded);
  return { subject: subject.replace(/\?= =\?utf-8\?[qb]\?/gi, ""), text: decoded };
}

function decodeQuotedPrintable(text: string): string {
  const softBreaksRemoved = text.replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const c = softBreaksRemoved[i];
    if (c === "=" && /^[0-9A-F]{2}$/i.test(softBreaksRemoved.slice(i + 1, i + 3))) {
      bytes.push(parseInt(softBreaksRemoved.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      for (const b of Buffer.from(c, "utf8")) bytes.push(b);
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** A reply the sink gives instead of accepting: '554 5.7.0 Sending paused'. */
export type SinkReply = { code: number; message: string };

/**
 * What the sink does wrong (ADR 224's reliability tests), changed at any time: refuse the
 * greeting, MAIL FROM, RCPT TO or DATA with a reply, or hold the reply to DATA until
 * `holdData` is cleared. A held message whose client closes the connection before the reply
 * is not accepted (a relay takes responsibility only with its 250): `abandoned` counts them.
 */
export type SinkFaults = {
  connect?: SinkReply;
  mailFrom?: SinkReply;
  rcptTo?: SinkReply;
  data?: SinkReply;
  holdData?: boolean;
  /** Answers each DATA this much later (a slow relay: sends are in flight for a while). */
  dataDelayMs?: number;
};

const refusal = (reply: SinkReply) =>
  Object.assign(new Error(reply.message), { responseCode: reply.code });

/** A real SMTP server on loopback that keeps every message it receives (CONTRIBUTING.md 'Add a test'). */
export async function startMailSink() {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  /** Addresses the sink refuses with '550 No such user' (a hard bounce). */
  const refused = new Set<string>();
  const faults: SinkFaults = {};
  const stats = { connections: 0, refusals: 0, abandoned: 0, overlaps: 0 };
  /** Recipients of the DATA transactions open now: a second at once is an overlap. */
  const open = new Map<string, number>();
  const released: Array<() => void> = [];
  /** What a held reply does when its client closes the connection first, by session. */
  const closing = new Map<string, () => void>();
  const server = new SMTPServer({
    onClose(session) {
      closing.get(session.id)?.();
      closing.delete(session.id);
    },
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onConnect(_session, callback) {
      stats.connections += 1;
      if (!faults.connect) return callback();
      stats.refusals += 1;
      callback(refusal(faults.connect));
    },
    onMailFrom(_address, _session, callback) {
      if (!faults.mailFrom) return callback();
      stats.refusals += 1;
      callback(refusal(faults.mailFrom));
    },
    onRcptTo(address, _session, callback) {
      if (faults.rcptTo) return (stats.refusals++, callback(refusal(faults.rcptTo)));
      if (!refused.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error("5.1.1 No such user"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      for (const r of to) {
        if (open.get(r)) stats.overlaps += 1;
        open.set(r, (open.get(r) ?? 0) + 1);
      }
      const done = () => {
        for (const r of to) open.set(r, (open.get(r) ?? 1) - 1);
      };
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const accept = () => {
          done();
          if (faults.data) {
            stats.refusals += 1;
            return callback(refusal(faults.data));
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          const { subject, text } = decodeMail(raw);
          messages.push({
            raw,
            subject,
            text,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to,
          });
          for (const w of waiters.splice(0)) w();
          callback();
        };
        if (!faults.holdData && faults.dataDelayMs)
          return void setTimeout(accept, faults.dataDelayMs);
        if (!faults.holdData) return accept();
        // Held: the reply waits; a client that gives up first has had nothing accepted.
        let settled = false;
        closing.set(session.id, () => {
          if (settled) return;
          settled = true;
          done();
          stats.abandoned += 1;
        });
        released.push(() => {
          if (settled) return;
          settled = true;
          accept();
        });
      });
    },
  });
  // A client that drops its connection (a server stopped mid-send) is not the sink's failure.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** From now on, refuses mail to `address` with a 550 5.1.1 (a permanent failure). */
    refuse: (address: string) => void refused.add(address.toLowerCase()),
    /** What the sink does wrong now (set fields, or clear them with undefined). */
    faults,
    /** Connections, refusals, held messages abandoned by their client, overlapping sends. */
    stats,
    /** Answers every held DATA (holdData should be cleared first). */
    release: () => {
      for (const r of released.splice(0)) r();
    },
    /** Waits for a message to `to` whose subject matches, and returns it. */
    async waitFor(to: string, subject: RegExp = /.*/, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(
          (m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject),
        );
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    /** The first http(s) link in a message's text, optionally matching a pattern. */
    link(mail: ReceivedMail, pattern: RegExp = /https?:\/\/\S+/): string {
      const links = mail.text.match(/https?:\/\/[^\s"<>]+/g) ?? [];
      const link = links.find((l) => pattern.test(l));
      if (!link) throw new Error(`no link matching ${pattern} in mail "${mail.subject}"`);
      return link.replace(/&amp;/g, "&");
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailSink = Awaited<ReturnType<typeof startMailSink>>;
