import { describe, expect, it } from "vitest";
import { changedSinceAccepted, LEGAL_VERSIONS } from "./legal-versions";

describe("changedSinceAccepted (the one-time notice of a new legal version)", () => {
  it("names only the documents whose date moved on since the member agreed", () => {
    expect(changedSinceAccepted({ ...LEGAL_VERSIONS })).toEqual([]);
    expect(
      changedSinceAccepted({ ...LEGAL_VERSIONS, "terms-of-service": "January 1, 2026" }),
    ).toEqual(["terms-of-service"]);
    expect(
      changedSinceAccepted({ "terms-of-service": "a", "privacy-policy": "b" }, LEGAL_VERSIONS),
    ).toEqual(["terms-of-service", "privacy-policy"]);
  });

  it("says nothing to a member who has no record to compare", () => {
    expect(changedSinceAccepted({})).toEqual([]);
  });
});
