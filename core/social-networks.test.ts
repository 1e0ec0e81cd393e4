import { describe, expect, it } from "vitest";
import { cardFieldsSchema, socialKeySchema } from "./schemas/card";
import {
  customPlatformKey,
  customPlatformNameError,
  FULL_EDITOR_PLATFORMS,
  hasDedicatedIcon,
  OTHER_PLATFORM,
  PLATFORM_NAME_REQUIRED,
  QUICK_EDITOR_ADDITIONAL_PLATFORMS,
  QUICK_EDITOR_MAIN_PLATFORMS,
  socialNetworkName,
} from "./social-networks";
import { cardFixture } from "./testing/card-fixture";
import { buildVCard } from "./vcard";

/** Every platform either editor offers. */
const OFFERED = [
  ...new Set<string>([
    ...FULL_EDITOR_PLATFORMS,
    ...QUICK_EDITOR_MAIN_PLATFORMS,
    ...QUICK_EDITOR_ADDITIONAL_PLATFORMS,
  ]),
];

/** What a key looks like with no name of its own: the first letter capitalised. */
const capitalised = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** The label a phone shows next to the link to `key` in the saved contact. */
function contactLabel(key: string): string | undefined {
  const vcard = buildVCard(
    cardFixture({ name: "Zoe", socialLinks: { [key]: `https://social.example/${key}` } }),
    { cardUrl: "https://cards.test/view/zoe" },
  );
  const item = vcard.match(new RegExp(`(item\\d+)\\.URL:https://social\\.example/${key}\\r\\n`))?.[1];
  return item ? vcard.match(new RegExp(`${item}\\.X-ABLabel:(.*)\\r\\n`))?.[1] : undefined;
}

describe("socialNetworkName", () => {
  it("spells known networks as their brands do, not as their keys", () => {
    expect(socialNetworkName("linkedin")).toBe("LinkedIn");
    expect(socialNetworkName("whatsapp")).toBe("WhatsApp");
    expect(socialNetworkName("wechat")).toBe("WeChat");
    expect(socialNetworkName("youtube")).toBe("YouTube");
    expect(socialNetworkName("tiktok")).toBe("TikTok");
    // The brand's spelling is not what capitalising the key gives.
    expect(socialNetworkName("linkedin")).not.toBe(capitalised("linkedin"));
  });

  it("names a custom platform from its key, capitalising the first character", () => {
    expect(socialNetworkName("mastodon")).toBe("Mastodon");
    expect(socialNetworkName("ärzte")).toBe("Ärzte");
    expect(socialNetworkName("myblog")).toBe("Myblog");
    expect(socialNetworkName("")).toBe("");
  });

  it("gives every offered platform a name that leads back to its key", () => {
    for (const key of OFFERED) {
      const name = socialNetworkName(key);
      expect(name, key).not.toBe("");
      // Typing a known network's name as a custom platform lands on that network, not a copy.
      expect(customPlatformKey(name), key).toBe(key);
    }
  });

  it("labels each link of a saved contact with the network's name", () => {
    for (const key of [...OFFERED, "mastodon"]) {
      expect(contactLabel(key), key).toBe(socialNetworkName(key));
    }
  });
});

describe("hasDedicatedIcon", () => {
  it("draws every platform of the full editor and the quick editor's main buttons with its own icon", () => {
    for (const key of [...FULL_EDITOR_PLATFORMS, ...QUICK_EDITOR_MAIN_PLATFORMS]) {
      expect(hasDedicatedIcon(key), key).toBe(true);
    }
    // Embedded video links have an icon without being a platform one picks.
    expect(hasDedicatedIcon("video")).toBe(true);
  });

  it("gives other keys the generic link icon, keys being lower-case", () => {
    expect(hasDedicatedIcon("pinterest")).toBe(false);
    expect(hasDedicatedIcon("medium")).toBe(false);
    expect(hasDedicatedIcon("mastodon")).toBe(false);
    expect(hasDedicatedIcon("LinkedIn")).toBe(false);
    expect(hasDedicatedIcon("")).toBe(false);
  });
});

describe("the editors' platform lists", () => {
  it("offer each platform once, and never the custom platform's selector value", () => {
    expect(new Set(FULL_EDITOR_PLATFORMS).size).toBe(FULL_EDITOR_PLATFORMS.length);
    const quick = [...QUICK_EDITOR_MAIN_PLATFORMS, ...QUICK_EDITOR_ADDITIONAL_PLATFORMS];
    // A platform is a main button or in 'Additional Platforms', not both.
    expect(new Set(quick).size).toBe(quick.length);
    expect(OFFERED).not.toContain(OTHER_PLATFORM);
  });

  it("offer only keys the server stores, so a link to any of them saves", () => {
    for (const key of OFFERED) {
      expect(socialKeySchema.safeParse(key).success, key).toBe(true);
      const saved = cardFieldsSchema.safeParse({ socialLinks: { [key]: `https://social.example/${key}` } });
      expect(saved.data?.socialLinks, key).toEqual({ [key]: `https://social.example/${key}` });
    }
  });
});

describe("custom platforms", () => {
  it("derive their key by lower-casing and removing spaces", () => {
    expect(customPlatformKey("My Blog")).toBe("myblog");
    expect(customPlatformKey("  Git Hub  ")).toBe("github");
    expect(customPlatformKey("Tab\tName")).toBe("tabname");
  });

  it("accept a name whose key the server stores, and say why not otherwise", () => {
    expect(customPlatformNameError("")).toBe(PLATFORM_NAME_REQUIRED);
    expect(customPlatformNameError("   ")).toBe(PLATFORM_NAME_REQUIRED);
    expect(customPlatformNameError("Mastodon")).toBeNull();
    expect(customPlatformNameError("My Blog")).toBeNull();
    expect(customPlatformNameError("My Blog!")).toMatch(/letters, digits/);
    expect(customPlatformNameError("x".repeat(41))).not.toBeNull();
    expect(customPlatformNameError("x".repeat(40))).toBeNull();
    // Whatever the editor accepts, the server accepts too.
    for (const name of ["Mastodon", "My Blog", "Git-Hub_2", "x".repeat(40)]) {
      expect(socialKeySchema.safeParse(customPlatformKey(name)).success, name).toBe(true);
    }
  });
});
