// The plain-text part of an e-mail written in Markdown (a broadcast, a newsletter): readable
// text, not the Markdown source. Links are written out ('the site (https://…)'), images are
// their text, emphasis is dropped, lists and quotes keep their shape. Walks marked's own tokens
// (the renderer of app/lib/markdown.server.ts reads the same), so both parts say the same.
import { marked, type Token, type Tokens } from "marked";
import { decodeEntities } from "./markdown.server.ts";

function inline(tokens: Token[] | undefined): string {
  return (tokens ?? []).map(inlineToken).join("");
}

function inlineToken(token: Token): string {
  switch (token.type) {
    case "link": {
      const link = token as Tokens.Link;
      const text = inline(link.tokens).trim();
      // Only the schemes the HTML keeps (markdown.server.ts): never a javascript: link.
      if (!/^(https?:|mailto:)/i.test(link.href.trim())) return text;
      if (!text || text === link.href || `mailto:${text}` === link.href) return link.href;
      return `${text} (${link.href})`;
    }
    case "image":
      return (token as Tokens.Image).text;
    case "br":
      return "\n";
    case "codespan":
      return decodeEntities((token as Tokens.Codespan).text);
    case "html":
      return "";
    case "text":
    case "escape": {
      const t = token as Tokens.Text;
      return t.tokens ? inline(t.tokens) : decodeEntities(t.text);
    }
    default:
      return "tokens" in token && Array.isArray(token.tokens)
        ? inline(token.tokens as Token[])
        : decodeEntities(token.raw);
  }
}

function block(token: Token): string | null {
  switch (token.type) {
    case "heading":
    case "paragraph":
      return inline((token as Tokens.Heading | Tokens.Paragraph).tokens).trim();
    case "text": {
      const t = token as Tokens.Text;
      return (t.tokens ? inline(t.tokens) : decodeEntities(t.text)).trim();
    }
    case "list": {
      const list = token as Tokens.List;
      const start = typeof list.start === "number" ? list.start : 1;
      return list.items
        .map((item, i) => {
          const marker = list.ordered ? `${start + i}. ` : "- ";
          const body = blocks(item.tokens).replace(/\n/g, `\n${" ".repeat(marker.length)}`);
          return marker + body;
        })
        .join("\n");
    }
    case "blockquote":
      return blocks((token as Tokens.Blockquote).tokens)
        .split("\n")
        .map((line) => (line ? `> ${line}` : ">"))
        .join("\n");
    case "code":
      return (token as Tokens.Code).text;
    case "hr":
      return "---";
    case "table": {
      const table = token as Tokens.Table;
      const row = (cells: Tokens.TableCell[]) => cells.map((c) => inline(c.tokens)).join(" | ");
      return [row(table.header), ...table.rows.map(row)].join("\n");
    }
    case "space":
    case "html":
    case "def":
      return null;
    default:
      return token.raw.trim() || null;
  }
}

function blocks(tokens: Token[]): string {
  return tokens
    .map(block)
    .filter((b): b is string => b !== null && b !== "")
    .join("\n\n");
}

/** A Markdown message as the readable text of an e-mail's plain part. */
export function markdownText(markdown: string): string {
  return blocks(marked.lexer(markdown, { gfm: true }));
}
