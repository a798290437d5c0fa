import { isIPv4, isIPv6 } from "node:net";

/** The client address as the host determined it; any value a client sends is replaced. */
export const CLIENT_IP_HEADER = "x-vs-client-ip";

/**
 * The client network behind every sign-in budget (ADR 180): an IPv4 address as is, an
 * IPv6 address cut to its /64 (one household or host gets a /64, so a fresh address in
 * it is not a fresh budget). IPv4-mapped IPv6 addresses count as IPv4.
 */
export function clientNetwork(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address.slice(0, 64) || "unknown";
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head, tail] = address.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((g) => g.padStart(4, "0"));
}
