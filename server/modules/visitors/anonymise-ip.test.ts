import { describe, expect, it } from "vitest";
import { anonymiseIp, unmapIPv4 } from "./anonymise-ip";

describe("anonymiseIp", () => {
  it("zeroes the last octet of an IPv4 address", () => {
    expect(anonymiseIp("203.0.113.77")).toBe("203.0.113.0");
    expect(anonymiseIp("8.8.8.8")).toBe("8.8.8.0");
    expect(anonymiseIp("127.0.0.1")).toBe("127.0.0.0");
  });

  it("treats an IPv4-mapped IPv6 address as the IPv4 address it carries", () => {
    expect(anonymiseIp("::ffff:198.51.100.23")).toBe("198.51.100.0");
    expect(unmapIPv4("::FFFF:10.1.2.3")).toBe("10.1.2.3");
    expect(unmapIPv4("2001:db8::1")).toBe("2001:db8::1");
  });

  it("keeps only the first 48 bits of an IPv6 address", () => {
    expect(anonymiseIp("2001:0db8:85a3:08d3:1319:8a2e:0370:7344")).toBe("2001:db8:85a3::");
    expect(anonymiseIp("2001:db8:85a3::8a2e:370:7334")).toBe("2001:db8:85a3::");
    expect(anonymiseIp("2001:db8::1")).toBe("2001:db8:0::");
    expect(anonymiseIp("::1")).toBe("0:0:0::");
    expect(anonymiseIp("fe80::1%eth0")).toBe("fe80:0:0::");
    expect(anonymiseIp("64:ff9b::192.0.2.33")).toBe("64:ff9b:0::");
  });

  it("answers null for anything that is not an address", () => {
    expect(anonymiseIp(undefined)).toBeNull();
    expect(anonymiseIp("")).toBeNull();
    expect(anonymiseIp("not-an-ip")).toBeNull();
    expect(anonymiseIp("999.1.1.1")).toBeNull();
  });
});
