import { describe, expect, it } from "vitest";
import { socialLinksSchema } from "./schemas/card";
import { socialLinkAddress } from "./social-link-address";

describe("socialLinkAddress", () => {
  it("turns a handle into the platform's profile address", () => {
    expect(socialLinkAddress("instagram", "@jane")).toBe("https://www.instagram.com/jane");
    expect(socialLinkAddress("instagram", "jane.doe")).toBe("https://www.instagram.com/jane.doe");
    expect(socialLinkAddress("twitter", "@jane_d")).toBe("https://x.com/jane_d");
    expect(socialLinkAddress("linkedin", "jane-doe-42")).toBe("https://www.linkedin.com/in/jane-doe-42");
    expect(socialLinkAddress("tiktok", "@jane")).toBe("https://www.tiktok.com/@jane");
    expect(socialLinkAddress("youtube", "@JaneCooks")).toBe("https://www.youtube.com/@JaneCooks");
    expect(socialLinkAddress("threads", "@jane")).toBe("https://www.threads.net/@jane");
    expect(socialLinkAddress("github", "jane-doe")).toBe("https://github.com/jane-doe");
    expect(socialLinkAddress("telegram", "@jane_doe")).toBe("https://t.me/jane_doe");
    expect(socialLinkAddress("medium", "@jane")).toBe("https://medium.com/@jane");
  });

  it("turns a WhatsApp number into its wa.me link and a Gmail address into mailto:", () => {
    expect(socialLinkAddress("whatsapp", "+1 (555) 010-0100")).toBe("https://wa.me/15550100100");
    expect(socialLinkAddress("gmail", "jane@gmail.com")).toBe("mailto:jane@gmail.com");
  });

  it("gives a bare web address https://, and never reads '@jane' as one", () => {
    expect(socialLinkAddress("linkedin", "linkedin.com/in/jane")).toBe("https://linkedin.com/in/jane");
    expect(socialLinkAddress("instagram", "janedoe.com")).toBe("https://janedoe.com");
    expect(socialLinkAddress("mastodon", "mastodon.social/@jane")).toBe("https://mastodon.social/@jane");
    expect(socialLinkAddress("mastodon", "@jane")).toBe("@jane");
    expect(socialLinkAddress("mastodon", "jane@evil.example")).toBe("jane@evil.example");
  });

  it("keeps addresses with a scheme and empty text as typed", () => {
    expect(socialLinkAddress("twitter", " https://x.com/jane ")).toBe("https://x.com/jane");
    expect(socialLinkAddress("twitter", "javascript:alert(1)")).toBe("javascript:alert(1)");
    expect(socialLinkAddress("twitter", "  ")).toBe("");
  });
});

describe("the card schema's social links", () => {
  it("store what the rule makes of a handle, and refuse what it cannot read", () => {
    expect(socialLinksSchema.parse({ instagram: "@jane", linkedin: "linkedin.com/in/jane" })).toEqual({
      instagram: "https://www.instagram.com/jane",
      linkedin: "https://linkedin.com/in/jane",
    });
    const refused = socialLinksSchema.safeParse({ mastodon: "@jane" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      "Social links must start with http://, https://, mailto: or tel:",
    );
    expect(socialLinksSchema.safeParse({ twitter: "javascript:alert(1)" }).success).toBe(false);
  });
});
