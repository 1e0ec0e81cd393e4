import { describe, expect, it } from "vitest";
import {
  customPlatformKey,
  customPlatformNameError,
  DEDICATED_ICON_NETWORKS,
  FULL_EDITOR_PLATFORMS,
  hasDedicatedIcon,
  PLATFORM_NAME_REQUIRED,
  QUICK_EDITOR_ADDITIONAL_PLATFORMS,
  QUICK_EDITOR_MAIN_PLATFORMS,
  socialNetworkName,
} from "./social-networks";

describe("social networks", () => {
  it("names the networks as the spec spells them", () => {
    expect(socialNetworkName("linkedin")).toBe("LinkedIn");
    expect(socialNetworkName("twitter")).toBe("Twitter");
    expect(socialNetworkName("whatsapp")).toBe("WhatsApp");
    expect(socialNetworkName("wechat")).toBe("WeChat");
    expect(socialNetworkName("youtube")).toBe("YouTube");
    expect(socialNetworkName("tiktok")).toBe("TikTok");
  });

  it("names custom platforms from their key", () => {
    expect(socialNetworkName("mastodon")).toBe("Mastodon");
    expect(socialNetworkName("ärzte")).toBe("Ärzte");
    expect(socialNetworkName("")).toBe("");
  });

  it("has dedicated icons for the spec's sixteen keys only", () => {
    expect(DEDICATED_ICON_NETWORKS).toHaveLength(16);
    expect(hasDedicatedIcon("video")).toBe(true);
    expect(hasDedicatedIcon("tiktok")).toBe(true);
    expect(hasDedicatedIcon("pinterest")).toBe(false);
    expect(hasDedicatedIcon("medium")).toBe(false);
    expect(hasDedicatedIcon("LinkedIn")).toBe(false);
  });

  it("offers the editors' platform lists in the spec's order", () => {
    expect(FULL_EDITOR_PLATFORMS).toEqual([
      "facebook",
      "twitter",
      "instagram",
      "linkedin",
      "youtube",
      "whatsapp",
      "viber",
      "telegram",
      "skype",
      "gmail",
      "wechat",
      "threads",
      "discord",
      "snapchat",
      "tiktok",
    ]);
    expect(QUICK_EDITOR_MAIN_PLATFORMS.map(socialNetworkName)).toEqual([
      "LinkedIn",
      "Twitter",
      "Facebook",
      "Instagram",
    ]);
    expect(QUICK_EDITOR_ADDITIONAL_PLATFORMS.map(socialNetworkName)).toEqual([
      "YouTube",
      "Threads",
      "TikTok",
      "WeChat",
      "WhatsApp",
      "Pinterest",
      "Snapchat",
      "Telegram",
      "Discord",
      "Medium",
    ]);
  });

  it("derives a custom platform's key by lower-casing and removing spaces", () => {
    expect(customPlatformKey("My Blog")).toBe("myblog");
    expect(customPlatformKey("  Git Hub  ")).toBe("github");
    expect(customPlatformKey("Tab\tName")).toBe("tabname");
  });

  it("requires a usable custom platform name", () => {
    expect(customPlatformNameError("")).toBe(PLATFORM_NAME_REQUIRED);
    expect(customPlatformNameError("   ")).toBe(PLATFORM_NAME_REQUIRED);
    expect(customPlatformNameError("Mastodon")).toBeNull();
    expect(customPlatformNameError("My Blog!")).toMatch(/letters, digits/);
    expect(customPlatformNameError("x".repeat(41))).not.toBeNull();
  });
});
