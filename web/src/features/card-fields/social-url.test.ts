import { describe, expect, it } from "vitest";
import { socialLinkFormSchema, socialLinkKey, withSocialLink } from "./social-url";

describe("withSocialLink", () => {
  it("sets a link without touching the others", () => {
    const links = { twitter: "https://x.com/a" };
    expect(withSocialLink(links, "linkedin", "https://linkedin.com/in/a")).toEqual({
      twitter: "https://x.com/a",
      linkedin: "https://linkedin.com/in/a",
    });
    expect(links).toEqual({ twitter: "https://x.com/a" });
  });

  it("removes the link when the URL is empty", () => {
    expect(
      withSocialLink({ twitter: "https://x.com/a", medium: "https://medium.com/@a" }, "twitter", ""),
    ).toEqual({
      medium: "https://medium.com/@a",
    });
  });
});

describe("the social-link form", () => {
  const messages = (values: { platform: string; name: string; url: string }) =>
    socialLinkFormSchema
      .safeParse(values)
      .error?.issues.map(({ path, message }) => [path.join("."), message]);

  it("asks 'Other' for a name, together with what is wrong with the address", () => {
    expect(messages({ platform: "other", name: " ", url: "javascript:alert(1)" })).toEqual([
      ["url", "Social links must start with http://, https://, mailto: or tel:"],
      ["name", "Platform name is required"],
    ]);
    expect(messages({ platform: "linkedin", name: "", url: "linkedin.com/in/a" })).toBeUndefined();
  });

  it("reads what was typed as the server will store it: handles, bare domains, empty", () => {
    const read = (platform: string, url: string, name = "") =>
      socialLinkFormSchema.parse({ platform, name, url }).url;
    expect(read("instagram", " @jane ")).toBe("https://www.instagram.com/jane");
    expect(read("linkedin", "linkedin.com/in/jane")).toBe("https://linkedin.com/in/jane");
    expect(read("other", "mastodon.social/@jane", "Mastodon")).toBe("https://mastodon.social/@jane");
    expect(read("twitter", "")).toBe("");
  });

  it("refuses what cannot be read as an address, with the card schema's message", () => {
    expect(messages({ platform: "other", name: "Mastodon", url: "@jane" })).toEqual([
      ["url", "Social links must start with http://, https://, mailto: or tel:"],
    ]);
    expect(messages({ platform: "facebook", name: "", url: "javascript:alert(1)" })).toEqual([
      ["url", "Social links must start with http://, https://, mailto: or tel:"],
    ]);
  });

  it("saves 'Other' under the key made from its name, a listed platform under its own", () => {
    expect(socialLinkKey("other", "Blue Sky")).toBe("bluesky");
    expect(socialLinkKey("linkedin", "ignored")).toBe("linkedin");
  });
});
