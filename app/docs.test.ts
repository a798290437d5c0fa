// Documentation a reader can trust (docs/architecture.md "Where things live"): every relative
// link in the manuals points at a file that exists; code and manuals cite what a reader of
// this repository can open (docs/product.md anchors, docs/architecture.md D<n>, ADRs), never
// an issue number or a specification section; and every "D1–Dn" range names the decisions
// docs/architecture.md actually has. The ADRs' own history, the dated benchmark diary and the
// shipped migrations keep the citations they were written with.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((f) => f && existsSync(path.join(root, f)));
const manuals = tracked.filter((f) => /^(README|CONTRIBUTING)\.md$|^docs\/.*\.md$/.test(f));
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Relative Markdown links `[text](target)` of a document, without their #anchors. */
function relativeLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^(?:[a-z]+:|#|\/)/i.test(target))
    .map((target) => target.split("#")[0]!);
}

/** Citations of an issue or a spec section: 'issue 12', 'issues 3 and 4', 'spec §4', '§ 2'. */
const CITATION = /\bissues? #?\d+|§\s*\d/i;
const CITES_ALLOWED = /^docs\/decisions\/|^docs\/benchmarks\.md$|^db\/migrations\//;
const CODE = /\.(ts|tsx|js|sql|css|sh)$|^\.ci\/run$/;

describe("documentation", () => {
  it("has no relative link that points nowhere", () => {
    const broken = manuals.flatMap((file) =>
      relativeLinks(read(file))
        .filter((target) => target && !existsSync(path.resolve(root, path.dirname(file), target)))
        .map((target) => `${file} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it("cites no issue number or specification section in code or manuals", () => {
    const files = tracked.filter(
      (f) =>
        (CODE.test(f) || manuals.includes(f)) && !CITES_ALLOWED.test(f) && f !== "app/docs.test.ts",
    );
    const citing = files.flatMap((file) =>
      read(file)
        .split("\n")
        .flatMap((line, i) => (CITATION.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(citing).toEqual([]);
  });

  it("names the decision range docs/architecture.md has", () => {
    const decisions = [...read("docs/architecture.md").matchAll(/^- \*\*D(\d+) /gm)].map((m) =>
      Number(m[1]),
    );
    const last = Math.max(...decisions);
    expect(decisions).toEqual(Array.from({ length: last }, (_, i) => i + 1));
    const current = manuals.filter((file) => !CITES_ALLOWED.test(file));
    const ranges = current.flatMap((file) =>
      [...read(file).matchAll(/\bD1\s*[–-]\s*D(\d+)\b/g)].map((m) => ({ file, end: Number(m[1]) })),
    );
    expect(ranges.filter((r) => r.end !== last)).toEqual([]);
  });
});
