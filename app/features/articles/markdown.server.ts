// The articles' Markdown renderer lives in app/lib (broadcasts render with it too, issue 38).
export * from "../../lib/markdown.server.ts";
