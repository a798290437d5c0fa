// How the server process is started (ADR 150) and how long it may take to stop.

/**
 * Node options the server is started with (package.json `serve`/`start`, the test and bench
 * harness, docs/deploy.md's systemd unit). V8 sizes its young generation from the machine's
 * RAM (128 MB on a 24 GB host) and tiers PGlite's WebAssembly up to optimised code (another
 * ~100 MB of code): neither pays off for this site, whose requests are short and whose
 * database work is small; `--optimize-for-size` makes V8 grow its heap and optimise code
 * less eagerly. Measured in README "Memory" (with the throughput rows beside them).
 */
export const SERVER_NODE_FLAGS = [
  "--max-semi-space-size=8",
  "--liftoff-only",
  "--optimize-for-size",
];

/** The flags this process was started without (main.ts warns about them). */
export function missingNodeFlags(execArgv: string[] = process.execArgv): string[] {
  const given = new Set([...execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)]);
  return SERVER_NODE_FLAGS.filter((flag) => !given.has(flag));
}

/** A stopping server exits within this long of SIGTERM (server/main.ts), cleanly or not. */
export const SHUTDOWN_DEADLINE_MS = 20_000;
