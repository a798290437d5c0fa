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

/** A real SMTP server on loopback that keeps every message it receives (CONTRIBUTING.md 'Add a test'). */
export async function startMailSink() {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  /** Addresses the sink refuses with '550 No such user' (a hard bounce). */
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error("No such user"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const { subject, text } = decodeMail(raw);
        messages.push({
          raw,
          subject,
          text,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        });
        for (const w of waiters.splice(0)) w();
        callback();
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
    /** From now on, refuses mail to `address` with a 550 (a permanent failure). */
    refuse: (address: string) => void refused.add(address.toLowerCase()),
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
