import { expect, it } from "vitest";
import { localPath } from "./local-path";

it("keeps a path on this site and refuses anything that leaves it", () => {
  expect(localPath("/arenas/quay-arena", "/dashboard")).toBe("/arenas/quay-arena");
  expect(localPath("/arenas/quay-arena#results", "/dashboard")).toBe("/arenas/quay-arena#results");
  for (const bad of [
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "arenas",
    "",
    null,
  ])
    expect(localPath(bad, "/dashboard")).toBe("/dashboard");
  expect(localPath(`/${"a".repeat(300)}`, "/dashboard")).toBe("/dashboard");
});
