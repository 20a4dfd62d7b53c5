import "server-only";
import { isIPv4, isIPv6 } from "node:net";

/**
 * The network a client address stands for in per-IP limits: an IPv4 address itself, an IPv6 address
 * by its /64 (one subscriber's prefix: a client can pick any of its 2^64 addresses per request, so
 * counting single addresses would let it rotate past every limit). IPv4-mapped IPv6 counts as IPv4.
 */
export function networkOf(ip: string): string {
  const addr = ip.trim().toLowerCase().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(addr);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(addr) || !isIPv6(addr)) return addr;
  return `${expandIPv6(addr).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, as lower-case hex without leading zeros. */
function expandIPv6(addr: string): string[] {
  let text = addr;
  // A trailing dotted IPv4 part stands for the last two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split(".").map(Number);
    text = text.slice(0, -v4[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...fill, ...right].map((g) => parseInt(g || "0", 16).toString(16));
}
