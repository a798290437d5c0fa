import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network";

describe("clientNetwork", () => {
  it("keeps IPv4 addresses and cuts IPv6 addresses to their /64", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("2001:db8:1:2:aaaa::1")).toBe("2001:0db8:0001:0002::/64");
    expect(clientNetwork("2001:DB8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:0db8:0001:0002::/64");
    expect(clientNetwork("2001:db8::")).toBe("2001:0db8:0000:0000::/64");
  });
});
