// Article content and broadcasts (ADR 212) share this renderer.
import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

// Article content is Markdown written by admins, rendered and sanitised on the server
// (docs/architecture.md 'Data rules'): raw HTML in the Markdown passes through the same allow-list.
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "pre",
    "code",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "del",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // The page's only h1 is the article title: content headings start at h2.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer nofollow" },
    }),
  },
  disallowedTagsMode: "discard",
};
ALLOWED.allowedAttributes = {
  ...(ALLOWED.allowedAttributes as Record<string, string[]>),
  a: ["href", "title", "rel"],
};

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true }) as string;
  return sanitizeHtml(html, ALLOWED);
}

/** Text with every tag removed and entities decoded (React escapes it again on render). */
export function plainText(html: string): string {
  const stripped = sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: "discard",
  });
  return decodeEntities(stripped).replace(/\s+/g, " ").trim();
}

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  "#39": "'",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    const lower = code.toLowerCase();
    if (lower in NAMED) return NAMED[lower];
    if (lower.startsWith("#x")) return safeChar(Number.parseInt(lower.slice(2), 16)) ?? whole;
    if (lower.startsWith("#")) return safeChar(Number.parseInt(lower.slice(1), 10)) ?? whole;
    return whole;
  });
}

function safeChar(code: number): string | undefined {
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
    return undefined;
  return String.fromCodePoint(code);
}
