import { describe, expect, it } from "vitest";
import { locateAddress } from "./location";
import { visitorLocation } from "./visitor-address";

describe("visitorLocation", () => {
  it("answers what locating the address answers, the first time and after", () => {
    const addresses = [
      "8.8.8.8",
      "81.2.69.160",
      "::ffff:81.2.69.160",
      "2001:db8::1",
      "127.0.0.1",
      "",
      undefined,
    ];
    for (let round = 0; round < 2; round++) {
      for (const address of addresses) {
        expect(visitorLocation(address), String(address)).toBe(locateAddress(address));
      }
    }
    expect(visitorLocation("81.2.69.160")).not.toBe("Unknown");
  });

  it("keeps answering correctly past the bound of remembered addresses", () => {
    for (let i = 0; i < 10_050; i++) visitorLocation(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    expect(visitorLocation("81.2.69.160")).toBe(locateAddress("81.2.69.160"));
  });
});
