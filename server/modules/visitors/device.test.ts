import { describe, expect, it } from "vitest";
import { describeDevice } from "./device";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const WINDOWS_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const LINUX_FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0";

describe("describeDevice", () => {
  it("names the platform, system and browser", () => {
    expect(describeDevice(IPHONE)).toBe("Mobile · iOS · Safari");
    expect(describeDevice(WINDOWS_CHROME)).toBe("Desktop · Windows · Chrome");
    expect(describeDevice(ANDROID_CHROME)).toBe("Mobile · Android · Chrome");
    expect(describeDevice(IPAD)).toBe("Tablet · iOS · Safari");
    expect(describeDevice(LINUX_FIREFOX)).toBe("Desktop · Linux · Firefox");
  });

  it("answers Unknown when there is no agent or nothing in it is recognised", () => {
    expect(describeDevice(undefined)).toBe("Unknown");
    expect(describeDevice("")).toBe("Unknown");
    expect(describeDevice("   ")).toBe("Unknown");
    expect(describeDevice("zzz")).toBe("Unknown");
  });

  it("stays short whatever the agent says", () => {
    expect(describeDevice(`${IPHONE} ${"x".repeat(50_000)}`).length).toBeLessThanOrEqual(120);
  });
});
