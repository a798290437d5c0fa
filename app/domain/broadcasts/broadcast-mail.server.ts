// A broadcast's e-mail (ADR 212): the subject, the Markdown message rendered and sanitised
// with the articles' renderer into the one template (text and HTML parts), the 'Programme news'
// unsubscribe link and its RFC 8058 headers, and a Message-ID fixed by broadcast and member.
// Imported by services.server.ts: relative imports with .ts only.
import { renderMarkdown } from "../../lib/markdown.server.ts";
import { markdownText } from "../../lib/markdown-text.server.ts";
import { broadcastCopy } from "../../content/broadcasts.ts";
import { renderMail, type RenderedMail } from "../../lib/mail-templates.server.ts";
import { firstNameOf, MAIL_LISTS } from "../mail/member-mail.server.ts";

export type BroadcastContent = { id: string; subject: string; body: string };

/** The sanitised HTML of a message (the page's 'Preview' shows the same). */
export const messageHtml = (body: string) => renderMarkdown(body);

/** The Message-ID of a broadcast's message to a member: the same on every attempt. */
export function broadcastMessageId(publicUrl: string, broadcastId: string, userId: string) {
  const host = new URL(publicUrl).hostname || "localhost";
  return `<broadcast.${broadcastId}.${userId.replace(/[^A-Za-z0-9_-]/g, "")}@${host}>`;
}

/**
 * A message that ends with its own sign-off ('— Ann', '-- The Arena team') gets no second
 * one from the template.
 */
export function signsOffItself(body: string): boolean {
  const last = body.trim().split(/\n/).at(-1)?.trim() ?? "";
  return /^(—|–|--)\s*\S/.test(last);
}

export function broadcastMail(
  content: BroadcastContent,
  to: { userId: string; email: string; name: string },
  opts: { publicUrl: string; unsubscribeUrl: string | null; html?: string; test?: boolean },
): RenderedMail {
  return renderMail({
    kind: opts.test ? "broadcast-test" : "broadcast",
    to: to.email,
    subject: opts.test ? broadcastCopy.mail.testSubject(content.subject) : content.subject,
    greeting: `Hi ${firstNameOf(to.name)},`,
    body: [
      {
        markdown: {
          html: opts.html ?? messageHtml(content.body),
          text: markdownText(content.body),
        },
      },
    ],
    ...(signsOffItself(content.body) ? { signOff: null } : {}),
    why: opts.test ? broadcastCopy.mail.whyTest : broadcastCopy.mail.why,
    ...(opts.unsubscribeUrl
      ? { unsubscribe: { url: opts.unsubscribeUrl, listName: MAIL_LISTS.news.name } }
      : {}),
    ...(opts.test ? {} : { messageId: broadcastMessageId(opts.publicUrl, content.id, to.userId) }),
  });
}
