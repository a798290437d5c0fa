// One template for every e-mail the site sends (ADR 191): structured content in,
// a text part that reads well as plain text and an HTML part in the brand out. The HTML
// uses inline styles only (mail clients drop <style> and never load our CSS), the light
// theme's colours (app/app.css; a test ties them), no images and no web fonts.
// Imported by auth.server.ts: relative imports with .ts only.
import { escapeHtml, type Mail } from "./email.server.ts";
import { siteConfig } from "./site-config.ts";

/** The light theme's tokens of app/app.css the e-mails use (mail-templates.server.test.ts). */
export const MAIL_COLOURS = {
  background: "#ffffff",
  foreground: "#0f172a",
  muted: "#f1f5f9",
  "muted-foreground": "#475569",
  border: "#e2e8f0",
  primary: "#4338ca",
  "primary-foreground": "#ffffff",
  brand: "#312e81",
  "brand-foreground": "#ffffff",
  success: "#166534",
  destructive: "#b91c1c",
} as const;

/** One piece of an e-mail's body. A plain string is a paragraph. */
export type MailBlock =
  | string
  | { strong: string }
  | { heading: string }
  /** Label and value pairs ('Label: value' in the text part, a table in HTML). */
  | { rows: { label: string; value: string }[] }
  /** A numbered list; `detail` is a second line, coloured by `tone` in HTML. */
  | { list: { text: string; detail?: string; tone?: "good" | "bad" }[] }
  /** Markdown already rendered and sanitised (a broadcast's message) with its text form. */
  | { markdown: { html: string; text: string } };

export type MailContent = {
  /** What the message is (metrics label, e.g. "referral-joined"); not sent. */
  kind: string;
  to: string;
  subject: string;
  /** "Hi Ann," — omitted when the message has no one to greet. */
  greeting?: string;
  body: MailBlock[];
  /** The one thing to do, as a button in HTML and 'Label: url' in text. */
  action?: { label: string; url: string };
  /** Paragraphs after the action (e.g. 'If you did not ask for this…'). */
  after?: string[];
  /** Why the reader gets this e-mail: every e-mail says it. */
  why: string;
  /** The list's unsubscribe link: shown in the footer, and sent as RFC 8058 headers. */
  unsubscribe?: { url: string; listName: string };
  /** A Message-ID fixed by what the message is (a broadcast's: broadcast and member). */
  messageId?: string;
  /** Defaults to "— The {brand} team"; null: the message signs off itself (a broadcast). */
  signOff?: string | null;
  replyTo?: string;
};

export type RenderedMail = Mail & { kind: string; html: string };

/** A message's greeting: 'Hi Ann,', or 'Hello,' without a name. */
export const greetingFor = (name?: string | null) => (name ? `Hi ${name},` : "Hello,");

const C = MAIL_COLOURS;
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const P = `margin:0 0 16px`;
const A = `color:${C.primary}`;

function blockText(block: MailBlock): string {
  if (typeof block === "string") return block;
  if ("strong" in block) return block.strong;
  if ("heading" in block) return `${block.heading}:`;
  if ("rows" in block) return block.rows.map((r) => `${r.label}: ${r.value || "—"}`).join("\n");
  if ("markdown" in block) return block.markdown.text;
  return block.list
    .map((item, i) => `${i + 1}. ${item.text}${item.detail ? `\n   ${item.detail}` : ""}`)
    .join("\n");
}

function blockHtml(block: MailBlock): string {
  if (typeof block === "string") return `<p style="${P}">${escapeHtml(block)}</p>`;
  if ("strong" in block) return `<p style="${P}"><strong>${escapeHtml(block.strong)}</strong></p>`;
  if ("heading" in block)
    return `<h2 style="margin:24px 0 12px;font-size:18px;color:${C.brand}">${escapeHtml(block.heading)}</h2>`;
  if ("markdown" in block) return block.markdown.html;
  if ("rows" in block) {
    // <td> stays bare: the values are the reader's own text, escaped and nothing else.
    const rows = block.rows
      .map(
        (r) =>
          `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(r.label)}</th><td>${escapeHtml(r.value || "—")}</td></tr>`,
      )
      .join("");
    return `<table role="presentation" style="${P};border-collapse:collapse">${rows}</table>`;
  }
  const items = block.list
    .map((item) => {
      const colour = item.tone === "good" ? C.success : item.tone === "bad" ? C.destructive : "";
      const detail = item.detail
        ? `<br><span${colour ? ` style="color:${colour}"` : ""}>${escapeHtml(item.detail)}</span>`
        : "";
      return `<li style="margin-bottom:12px">${escapeHtml(item.text)}${detail}</li>`;
    })
    .join("");
  return `<ol style="${P};padding-left:24px">${items}</ol>`;
}

/** The text and HTML parts (and the list headers) of one e-mail. */
export function renderMail(content: MailContent): RenderedMail {
  const brand = siteConfig.brand;
  const signOff = content.signOff === undefined ? `— The ${brand} team` : content.signOff;
  const { action, unsubscribe } = content;

  const text = [
    ...(content.greeting ? [content.greeting] : []),
    ...content.body.map(blockText),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(content.after ?? []),
    ...(signOff ? [signOff] : []),
    [
      content.why,
      ...(unsubscribe ? [`Unsubscribe from ${unsubscribe.listName}: ${unsubscribe.url}`] : []),
    ].join("\n"),
  ].join("\n\n");

  const button = action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${C.primary};color:${C["primary-foreground"]};padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p><p style="${P};font-size:13px;color:${C["muted-foreground"]}">Or open this link: <a href="${escapeHtml(action.url)}" style="${A};word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : "";
  const footer = [
    escapeHtml(content.why),
    ...(unsubscribe
      ? [
          `<a href="${escapeHtml(unsubscribe.url)}" style="${A}">Unsubscribe from ${escapeHtml(unsubscribe.listName)}</a>`,
        ]
      : []),
  ].join("<br>");
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${C.muted};color:${C.foreground};font-family:${FONT};font-size:16px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${C.muted}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${C.background};border:1px solid ${C.border};border-radius:8px">
<tr><td style="background:${C.brand};color:${C["brand-foreground"]};padding:16px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:24px">
${content.greeting ? `<p style="${P}">${escapeHtml(content.greeting)}</p>` : ""}${content.body.map(blockHtml).join("")}${button}${(content.after ?? []).map((p) => blockHtml(p)).join("")}${signOff ? `<p style="margin:0">${escapeHtml(signOff)}</p>` : ""}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${C.border};color:${C["muted-foreground"]};font-size:13px">${footer}</td></tr>
</table></td></tr></table>
</body></html>`;

  return {
    kind: content.kind,
    to: content.to,
    subject: content.subject,
    text,
    html,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    ...(content.messageId ? { messageId: content.messageId } : {}),
    ...(unsubscribe
      ? {
          // RFC 8058: one POST to this URL, no cookie, unsubscribes (app/routes/member/unsubscribe.tsx).
          headers: {
            "List-Unsubscribe": `<${unsubscribe.url}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        }
      : {}),
  };
}
