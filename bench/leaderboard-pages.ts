// `npx node bench/leaderboard-pages.ts`: the last leaderboard page of 100,000 members
// against the first (keyset paging, ADR 190), without the rest of `npm run bench`.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pageP95, seedMembers } from "./leaderboard.ts";

const members = Number(process.argv[2] ?? 100_000);
const tmp = mkdtempSync(path.join(os.tmpdir(), "vs-lb-pages-"));
try {
  const dataDir = mkdtempSync(path.join(tmp, "data-"));
  await seedMembers(dataDir, members);
  const p95 = await pageP95(tmp, members, dataDir);
  if (typeof p95 === "string") throw new Error(p95);
  console.log(
    `${members.toLocaleString("en-US")} members: first page p95 ${p95.first.toFixed(1)} ms, ` +
      `last page p95 ${p95.last.toFixed(1)} ms (${(p95.last / p95.first).toFixed(2)}×)`,
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
