import { describe, expect, it } from "vitest";
import { locateAddress } from "./location";

describe("locateAddress", () => {
  it("names the country of a public IPv4 address", () => {
    expect(locateAddress("8.8.8.8")).toBe("United States");
    expect(locateAddress("81.2.69.160")).toBe("United Kingdom");
    expect(locateAddress("::ffff:8.8.8.8")).toBe("United States");
  });

  it("answers Unknown for local, private and reserved addresses", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.10",
      "100.64.0.1",
      "169.254.1.1",
    ]) {
      expect(locateAddress(address)).toBe("Unknown");
    }
  });

  it("names the country of a public IPv6 address, and sends IPv4-mapped ones to the IPv4 table", () => {
    expect(locateAddress("2001:4860:4860::8888")).toBe("United States");
    expect(locateAddress("2a01:4f8:c17:1234::1")).toBe("Germany");
    expect(locateAddress("::ffff:81.2.69.160")).toBe("United Kingdom");
  });

  it("answers Unknown for local, documentation and unassigned IPv6 addresses, and for no address", () => {
    for (const address of [
      "::1",
      "::",
      "fe80::1%eth0",
      "fd00::1",
      "2001:db8::1",
      "ff02::1",
      "2001:67c:1::1",
    ]) {
      expect(locateAddress(address), address).toBe("Unknown");
    }
    expect(locateAddress(undefined)).toBe("Unknown");
    expect(locateAddress("nonsense")).toBe("Unknown");
  });
});
