import { randomBytes } from "node:crypto";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import SMTPPool from "nodemailer/lib/smtp-pool/index.js";
import SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import { metrics } from "./metrics.server.ts";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The Message-ID header ('<…@host>'); nodemailer makes one when absent. */
  messageId?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) of app/lib/mail-templates.server.ts. */
  headers?: Record<string, string>;
  /** What the message is, for the mail metrics (e.g. "email-confirmation"); not sent. */
  kind?: string;
  /** Aborts the send (the outbox's deadline, a stopping server): its connection is closed. */
  signal?: AbortSignal;
};
export type Mailer = {
  send(mail: Mail): Promise<void>;
  from: string;
  /** Closes pooled connections (after the outbox has stopped). */
  close?(): void;
};

/** Counts every message sent or failed by kind (metrics, ADR 150). */
export function countingMailer(mailer: Mailer): Mailer {
  return {
    from: mailer.from,
    close: () => mailer.close?.(),
    async send({ kind = "other", ...mail }) {
      try {
        await mailer.send(mail);
        metrics.mailsSent.inc({ kind });
      } catch (error) {
        metrics.mailsFailed.inc({ kind });
        throw error;
      }
    },
  };
}

/**
 * Short SMTP timeouts (ADR 180): a mail server that accepts the connection and then says
 * nothing fails a send in seconds instead of nodemailer's minutes.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;

/**
 * Pooled SMTP connections (ADR 224): a broadcast does not open a connection per message.
 * Each connection sends up to `maxMessages` before it is renewed; SMTP_POOL_CONNECTIONS
 * sets how many at once (size it under the relay's limit on concurrent connections).
 */
export const SMTP_POOL = { maxConnections: 5, maxMessages: 100 } as const;

/** Reset and confirmation links sign the reader in: only the server's user may read them. */
const MAIL_DIR_MODE = 0o700;
const MAIL_FILE_MODE = 0o600;

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file
 * to DATA_DIR/mail, so a fresh install works offline and the operator can read them.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  dataDir: string;
  from: string;
  /** Pooled connections (SMTP_POOL); false: a connection per message. */
  pool?: { maxConnections?: number; maxMessages?: number } | false;
}): Mailer {
  if (opts.smtpUrl) {
    // The transport itself merges the URL's settings with the timeouts (createTransport
    // given a URL would drop any other option).
    const transport =
      opts.pool === false
        ? nodemailer.createTransport(new SMTPTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS }))
        : nodemailer.createTransport(
            new SMTPPool({ url: opts.smtpUrl, ...SMTP_TIMEOUTS, ...SMTP_POOL, ...opts.pool }),
          );
    return {
      from: opts.from,
      send: async (mail) => void (await transport.sendMail({ from: opts.from, ...mail })),
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  const dir = path.join(opts.dataDir, "mail");
  return {
    from: opts.from,
    send: async (mail) => {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await mkdir(dir, { recursive: true, mode: MAIL_DIR_MODE });
      await chmod(dir, MAIL_DIR_MODE); // a folder made by an older version had 0755
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      await writeFile(path.join(dir, name), info.message as Buffer, { mode: MAIL_FILE_MODE });
    },
  };
}

/** Escapes text for an HTML e-mail body: user-supplied names are never markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
