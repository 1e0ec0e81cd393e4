import { describe, expect, it } from "vitest";
import { installPlatform } from "./install-platform";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IPAD_MOBILE =
  "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1";
const IPOD = "Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15";
const MAC_SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

describe("the install guide's default tab", () => {
  it("is iOS on an iPhone, an iPad or an iPod", () => {
    expect(installPlatform({ userAgent: IPHONE })).toBe("ios");
    expect(installPlatform({ userAgent: IPAD_MOBILE })).toBe("ios");
    expect(installPlatform({ userAgent: IPOD })).toBe("ios");
  });

  it("is iOS on an iPad that reports itself as a Mac with a touch screen", () => {
    expect(installPlatform({ userAgent: MAC_SAFARI, platform: "MacIntel", maxTouchPoints: 5 })).toBe("ios");
  });

  it("is Android on an Android phone or tablet", () => {
    expect(installPlatform({ userAgent: ANDROID, platform: "Linux armv81", maxTouchPoints: 5 })).toBe(
      "android",
    );
    expect(
      installPlatform({ userAgent: ANDROID_TABLET, platform: "Linux aarch64", maxTouchPoints: 10 }),
    ).toBe("android");
  });

  it("is Desktop on a real Mac, a Windows PC and a Linux computer", () => {
    expect(installPlatform({ userAgent: MAC_SAFARI, platform: "MacIntel", maxTouchPoints: 0 })).toBe(
      "desktop",
    );
    expect(installPlatform({ userAgent: WINDOWS, platform: "Win32" })).toBe("desktop");
    expect(installPlatform({ userAgent: LINUX, platform: "Linux x86_64" })).toBe("desktop");
  });

  it("is Desktop when nothing is known", () => {
    expect(installPlatform({ userAgent: "" })).toBe("desktop");
  });
});
