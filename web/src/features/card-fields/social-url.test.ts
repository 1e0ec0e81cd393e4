import { describe, expect, it } from "vitest";
import {
  normalizeSocialUrl,
  socialLinkFormSchema,
  socialLinkKey,
  socialUrlSchema,
  withSocialLink,
} from "./social-url";

describe("normalizeSocialUrl", () => {
  // A web address typed without a scheme gets https://; one with a scheme, and text that is no
  // web address, are kept as typed (trimmed), for the schema to judge.
  it.each([
    [" linkedin.com/in/jane ", "https://linkedin.com/in/jane"],
    ["http://example.com", "http://example.com"],
    ["mailto:jane@example.com", "mailto:jane@example.com"],
    ["@jane", "@jane"],
    ["   ", ""],
  ])("reads %j as %j", (typed, read) => {
    expect(normalizeSocialUrl(typed)).toBe(read);
  });
});

describe("socialUrlSchema", () => {
  it("accepts an empty address (it removes the link) and safe links", () => {
    expect(socialUrlSchema.parse("")).toBe("");
    expect(socialUrlSchema.parse("x.com/jane")).toBe("https://x.com/jane");
  });

  it("refuses other schemes with the card schema's message", () => {
    const result = socialUrlSchema.safeParse("javascript:alert(1)");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "Social links must start with http://, https://, mailto: or tel:",
    );
  });
});

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

  it("saves 'Other' under the key made from its name, a listed platform under its own", () => {
    expect(socialLinkKey("other", "Blue Sky")).toBe("bluesky");
    expect(socialLinkKey("linkedin", "ignored")).toBe("linkedin");
  });
});
