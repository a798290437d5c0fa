// The modules the host (server/main.ts and what it imports) runs from source (ADR 216). The
// server build imports these from source too instead of bundling its own copy, so each is
// instantiated once per process: one metrics registry, one cache, one context key.
import { readFileSync } from "node:fs";
import { stripTypeScriptTypes } from "node:module";
import path from "node:path";
import { init, parse } from "es-module-lexer";

/** Node's own type stripping, without its "experimental" warning in every build's output. */
function stripTypes(code: string): string {
  const emit = process.emitWarning;
  process.emitWarning = () => {};
  try {
    return stripTypeScriptTypes(code);
  } finally {
    process.emitWarning = emit;
  }
}

/**
 * Walks the relative imports that Node itself runs (type-only imports are erased) from
 * `entry`; returns the absolute paths of the files it reaches.
 */
export async function hostModules(entry: string): Promise<Set<string>> {
  await init;
  const seen = new Set<string>();
  const queue = [path.resolve(entry)];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const [imports] = parse(stripTypes(readFileSync(file, "utf8")), file);
    for (const { n: specifier } of imports) {
      if (specifier?.startsWith(".")) queue.push(path.resolve(path.dirname(file), specifier));
    }
  }
  return seen;
}
