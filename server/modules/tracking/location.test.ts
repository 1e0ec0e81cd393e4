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

  it("answers Unknown for IPv6 (the database covers IPv4 only) and for no address", () => {
    expect(locateAddress("2001:4860:4860::8888")).toBe("Unknown");
    expect(locateAddress("::1")).toBe("Unknown");
    expect(locateAddress(undefined)).toBe("Unknown");
    expect(locateAddress("nonsense")).toBe("Unknown");
  });
});
