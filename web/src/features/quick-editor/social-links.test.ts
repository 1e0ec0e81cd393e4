import { describe, expect, it } from "vitest";
import { normalizeSocialUrl, socialUrlSchema, withSocialLink } from "./social-links";

describe("normalizeSocialUrl", () => {
  it("adds https:// to an address typed without a scheme", () => {
    expect(normalizeSocialUrl(" linkedin.com/in/jane ")).toBe("https://linkedin.com/in/jane");
  });

  it("keeps addresses that have a scheme, and text that is no web address", () => {
    expect(normalizeSocialUrl("http://example.com")).toBe("http://example.com");
    expect(normalizeSocialUrl("mailto:jane@example.com")).toBe("mailto:jane@example.com");
    expect(normalizeSocialUrl("@jane")).toBe("@jane");
    expect(normalizeSocialUrl("   ")).toBe("");
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
