import "server-only";
import { isIP } from "node:net";
import { env } from "@/lib/env";
import { peerAddress } from "@/lib/security/peer.server";

/**
 * The address the sign-in throttle counts against. X-Forwarded-For is the
 * client's to write, so it is read only when TRUST_PROXY says how many proxies
 * of ours append to it: the Nth entry from the right is what the outermost of
 * them saw. Otherwise the connection's own address decides.
 */
export function clientAddress(
  request: Request,
  trustProxy: number = env().TRUST_PROXY,
  peer: string | null = peerAddress(request),
): string | null {
  if (trustProxy > 0) {
    const entries = (request.headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (entries.length >= trustProxy) return normaliseAddress(entries[entries.length - trustProxy]);
  }
  return peer ? normaliseAddress(peer) : null;
}

/**
 * One key per client: IPv4-mapped IPv6 as IPv4, and IPv6 by its /64, since one
 * subscriber is handed a whole /64 and could otherwise take a fresh key per try.
 */
export function normaliseAddress(raw: string): string {
  let address = raw.trim().toLowerCase().slice(0, 100);
  if (address.startsWith("[")) address = address.slice(1, address.indexOf("]") > 0 ? address.indexOf("]") : undefined);
  const zone = address.indexOf("%");
  if (zone >= 0) address = address.slice(0, zone);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1];
  if (isIP(address) !== 6) return address;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head, tail = ""] = address.includes("::") ? address.split("::") : [address, ""];
  const left = head ? head.split(":") : [];
  let right = tail ? tail.split(":") : [];
  // A trailing dotted IPv4 part fills two groups.
  const last = right.length ? right[right.length - 1] : left[left.length - 1];
  if (last?.includes(".")) {
    const octets = last.split(".").map(Number);
    const groups = [((octets[0] << 8) | octets[1]).toString(16), ((octets[2] << 8) | octets[3]).toString(16)];
    if (right.length) right = [...right.slice(0, -1), ...groups];
    else left.splice(left.length - 1, 1, ...groups);
  }
  const missing = address.includes("::") ? 8 - left.length - right.length : 0;
  return [...left, ...Array(missing).fill("0"), ...right].map((g) => g.replace(/^0+(?=.)/, ""));
}
