// The articles' Markdown renderer lives in app/lib (broadcasts render with it too, ADR 212).
export * from "../../lib/markdown.server.ts";
