import { describe, expect, it } from "vitest";
import { ipv6Country, loadIpv6Countries, top64 } from "./ipv6-countries";

describe("top64", () => {
  it("reads the top 64 bits of full, shortened and dotted-tail addresses", () => {
    expect(top64("2001:db8:1:2:3:4:5:6")).toEqual([0x20010db8, 0x00010002]);
    expect(top64("2001:4860::8888")).toEqual([0x20014860, 0]);
    expect(top64("::ffff:1.2.3.4")).toEqual([0, 0]);
    expect(top64("2c0f:e9a0:2:0:0:0:2a::")).toEqual([0x2c0fe9a0, 0x00020000]);
  });

  it("refuses what is not an IPv6 address", () => {
    for (const text of ["", "1.2.3.4", "2001::db8::1", "1:2:3:4:5:6:7", "1:2:3:4:5:6:7:8:9", "g::1"]) {
      expect(top64(text), text).toBeUndefined();
    }
  });
});

describe("ipv6Country", () => {
  // Rows of geo-whois-asn-country-ipv6.csv: each range's first and last address, and one inside.
  it.each([
    ["2001:4860::", "US"],
    ["2001:4860:4860::8888", "US"],
    ["2001:4860:ffff:ffff:ffff:ffff:ffff:ffff", "US"],
    ["2001:67c::1", "IE"],
    ["2001:67c:4:ffff::1", "DE"],
    ["2001:67c:8::", "CH"],
    ["2a00:1450:4001:80b::200e", "IE"],
    ["2a01:4f8:c17:1234::1", "DE"],
    ["2a03:2880:f12f:83:face:b00c:0:25de", "IE"],
  ])("%s is in %s", (address, country) => {
    expect(ipv6Country(address)).toBe(country);
  });

  it("answers undefined between ranges and for what is not an address", () => {
    // 2001:67c::/48 ends before 2001:67c:1::, and 2001:67c:4:: starts the next row.
    expect(ipv6Country("2001:67c:1::1")).toBeUndefined();
    expect(ipv6Country("::")).toBeUndefined();
    expect(ipv6Country("not an address")).toBeUndefined();
  });

  it("holds every row of the table", () => {
    expect(loadIpv6Countries()).toBeGreaterThan(200_000);
  });
});
