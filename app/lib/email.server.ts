import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };
export type Mailer = { send(mail: Mail): Promise<void>; from: string };

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file
 * to DATA_DIR/mail, so a fresh install works offline and the operator can read them.
 */
export function createMailer(opts: { smtpUrl?: string; dataDir: string; from: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl, {});
    return {
      from: opts.from,
      send: async (mail) => void (await transport.sendMail({ from: opts.from, ...mail })),
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
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      await writeFile(path.join(dir, name), info.message as Buffer);
    },
  };
}

/** Escapes text for an HTML e-mail body: user-supplied names are never markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
