import { describe, expect, it } from "vitest";
import { anonymiseIp } from "./anonymise-ip";
import { locateAddress } from "./location";
import { addressFacts } from "./visitor-address";

describe("addressFacts", () => {
  it("answers what anonymising and locating the address answer, the first time and after", () => {
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
        expect(addressFacts(address), String(address)).toEqual({
          ip: anonymiseIp(address),
          location: locateAddress(address),
        });
      }
    }
    expect(addressFacts("81.2.69.160").location).not.toBe("Unknown");
    expect(addressFacts("81.2.69.160").ip).toBe("81.2.69.0");
  });

  it("keeps answering correctly past the bound of remembered addresses", () => {
    for (let i = 0; i < 10_050; i++) addressFacts(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    expect(addressFacts("81.2.69.160")).toEqual({ ip: "81.2.69.0", location: locateAddress("81.2.69.160") });
  });
});
