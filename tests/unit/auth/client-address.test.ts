import { describe, expect, it } from "vitest";
import { clientAddress, normaliseAddress } from "@/lib/auth/client-address.server";
import { identityDelayMs } from "@/lib/auth/throttle.server";

const req = (xff?: string) => new Request("http://app.test/api/x", { headers: xff ? { "x-forwarded-for": xff } : {} });

describe("clientAddress", () => {
  it("without TRUST_PROXY ignores X-Forwarded-For and takes the connection's address", () => {
    expect(clientAddress(req("203.0.113.1"), 0, "192.0.2.7")).toBe("192.0.2.7");
    expect(clientAddress(req("203.0.113.2, 10.0.0.1"), 0, "192.0.2.7")).toBe("192.0.2.7");
    expect(clientAddress(req(), 0, null)).toBeNull();
  });

  it("with TRUST_PROXY=N takes the Nth entry from the right", () => {
    expect(clientAddress(req("203.0.113.9"), 1, "10.0.0.2")).toBe("203.0.113.9");
    // A client's own X-Forwarded-For is to the left of what the proxy appended.
    expect(clientAddress(req("6.6.6.6, 203.0.113.9"), 1, "10.0.0.2")).toBe("203.0.113.9");
    expect(clientAddress(req("6.6.6.6, 203.0.113.9, 10.0.0.5"), 2, "10.0.0.2")).toBe("203.0.113.9");
    // Fewer entries than proxies: the header is not what the proxies wrote; the connection decides.
    expect(clientAddress(req("203.0.113.9"), 2, "10.0.0.2")).toBe("10.0.0.2");
  });

  it("normalises IPv4-mapped IPv6 and counts IPv6 per /64", () => {
    expect(normaliseAddress("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(normaliseAddress("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(normaliseAddress("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(normaliseAddress("[2001:db8::1]")).toBe("2001:db8:0:0::/64");
    expect(normaliseAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});

describe("identityDelayMs", () => {
  it("is free for the first failures, then doubles from 0.25 s up to 2 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50, 10_000].map(identityDelayMs)).toEqual([0, 0, 0, 250, 500, 1000, 2000, 2000, 2000, 2000]);
  });
});
