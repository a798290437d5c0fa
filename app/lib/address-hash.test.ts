import { describe, expect, it } from "vitest";
import { addressHash, normaliseAddress } from "./address-hash.server.ts";

describe("address hash", () => {
  it("normalises case, spaces and +tags", () => {
    expect(normaliseAddress("  Ann.Lee+promo@Example.COM ")).toBe("ann.lee@example.com");
    expect(normaliseAddress("+only@example.com")).toBe("+only@example.com");
    expect(normaliseAddress("not-an-address")).toBe("not-an-address");
  });

  it("is keyed: the same address under two keys gives unrelated hashes", () => {
    const a = addressHash("key-one", "ann@example.com");
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(addressHash("key-one", "ANN+x@example.com")).toBe(a);
    expect(addressHash("key-two", "ann@example.com")).not.toBe(a);
  });
});
