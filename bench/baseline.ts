// A build of an earlier revision for section c's "LCP not worse than before" (ADR 175):
// `git archive REV` into bench/.cache/baseline-REV, the repository's node_modules linked in,
// built once and reused. The bench serves it next to the current build in the same run.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { cacheDir, repoRoot } from "./support.ts";

export function ensureBaselineBuild(rev: string): string {
  const sha = execFileSync("git", ["rev-parse", "--short=12", rev], { cwd: repoRoot })
    .toString()
    .trim();
  const dir = path.join(cacheDir, `baseline-${sha}`);
  if (existsSync(path.join(dir, "build/server/index.js"))) return dir;
  console.log(`  building the baseline ${sha} into bench/.cache (once) …`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = spawnSync("git", ["archive", sha], { cwd: repoRoot, maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive ${sha} failed`);
  const untar = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout });
  if (untar.status !== 0) throw new Error("tar failed");
  symlinkSync(path.join(repoRoot, "node_modules"), path.join(dir, "node_modules"));
  const build = spawnSync("npm", ["run", "build"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (build.status !== 0) throw new Error(`building ${sha} failed`);
  return dir;
}
