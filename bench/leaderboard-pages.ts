// `npx node bench/leaderboard-pages.ts [members]`: the leaderboard's first, last and
// middle-of-the-ties pages of an embedded list (keyset paging, ADR 190), without the rest of
// `npm run bench`.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pageP95 } from "./leaderboard.ts";
import { seedMembers } from "./seed.ts";

const members = Number(process.argv[2] ?? 100_000);
const tmp = mkdtempSync(path.join(os.tmpdir(), "vs-lb-pages-"));
try {
  const env = { DATA_DIR: mkdtempSync(path.join(tmp, "data-")) };
  await seedMembers(env, members);
  const p95 = await pageP95(env, members);
  if (typeof p95 === "string") throw new Error(p95);
  console.log(
    `${members.toLocaleString("en-US")} members: first page p95 ${p95.first.toFixed(1)} ms, ` +
      `last page ${p95.last.toFixed(1)} ms, middle of the ties ${p95.ties.toFixed(1)} ms`,
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
