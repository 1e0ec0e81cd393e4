import { describe, expect, it } from "vitest";
import {
  emailHref,
  galleryImages,
  imageSrc,
  phoneHref,
  safeHref,
  shownButtons,
  socialEntries,
  websiteLink,
} from "./card-links";
import { contrastRatio, normalizeHex, readableTextColor } from "./colors";

describe("card links", () => {
  it("keeps only http, https, mailto and tel links", () => {
    expect(safeHref(" https://example.com ")).toBe("https://example.com");
    expect(safeHref("tel:+15550100")).toBe("tel:+15550100");
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("")).toBeNull();
    expect(safeHref(42)).toBeNull();
  });

  it("builds tel: and mailto: links only from plausible values", () => {
    expect(phoneHref("+1 (555) 010-4477")).toBe("tel:+15550104477");
    expect(phoneHref("call me")).toBeNull();
    expect(emailHref("a.b@example.com")).toBe("mailto:a.b@example.com");
    expect(emailHref("a@example.com?bcc=x@evil.example")).toBeNull();
    expect(emailHref("not an email")).toBeNull();
  });

  it("prefixes the website with https:// and shortens its label", () => {
    expect(websiteLink({ website: "example.com/", customizations: {} })).toEqual({
      href: "https://example.com/",
      label: "example.com",
    });
    expect(websiteLink({ website: null, customizations: { website: "http://a.example" } })).toEqual({
      href: "http://a.example",
      label: "a.example",
    });
    expect(websiteLink({ website: "javascript:alert(1)", customizations: {} })).toBeNull();
    expect(websiteLink({ website: null, customizations: {} })).toBeNull();
  });

  it("accepts web, site and short base64 inline images only", () => {
    expect(imageSrc("/uploads/a.jpg")).toBe("/uploads/a.jpg");
    expect(imageSrc("https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
    expect(imageSrc("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
    expect(imageSrc("data:image/svg+xml,<svg/>")).toBeNull();
    expect(imageSrc(`data:image/png;base64,${"A".repeat(50_000)}`)).toBeNull();
    expect(imageSrc("javascript:alert(1)")).toBeNull();
    expect(imageSrc("//evil.example/a.png")).toBeNull();
    expect(imageSrc(null)).toBeNull();
  });

  it("reads gallery items given as strings or objects", () => {
    expect(galleryImages(["/a.jpg", { url: "/b.jpg", alt: " Team " }, { url: 3 }, null, "bad"])).toEqual([
      { src: "/a.jpg", alt: null },
      { src: "/b.jpg", alt: "Team" },
    ]);
    expect(galleryImages("not a list")).toEqual([]);
  });

  it("lists social links in the card's order without unsafe or empty ones", () => {
    expect(
      socialEntries({
        twitter: "https://twitter.com/a",
        bad: "javascript:x",
        empty: "",
        " ": "https://x.example",
      }),
    ).toEqual([{ network: "twitter", href: "https://twitter.com/a" }]);
    expect(socialEntries(null)).toEqual([]);
    expect(socialEntries(["https://x.example"])).toEqual([]);
  });

  it("lists social links in the owner's order, those it does not name after them", () => {
    const links = {
      x: "https://x.com/a",
      github: "https://github.com/a",
      linkedin: "https://linkedin.com/in/a",
    };
    expect(socialEntries(links, ["linkedin", "x", "gone"]).map((entry) => entry.network)).toEqual([
      "linkedin",
      "x",
      "github",
    ]);
  });

  it("picks black or white button text by contrast", () => {
    expect(readableTextColor("#d9bd90")).toBe("#000000");
    expect(readableTextColor("#1f2937")).toBe("#ffffff");
    expect(readableTextColor("#fff")).toBe("#000000");
    expect(readableTextColor("red; background:url(x)")).toBe("#000000");
    for (const bg of ["#d9bd90", "#1f2937", "#ff0000", "#0000ff", "#777777", "#767676", "#00ff00"]) {
      expect(contrastRatio(bg, readableTextColor(bg))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("normalises button colours and keeps the stored index", () => {
    expect(normalizeHex("#ABC")).toBe("#aabbcc");
    expect(normalizeHex("blue")).toBeNull();
    expect(
      shownButtons([
        { text: "", url: "https://a.example" },
        { text: "Go", url: "https://b.example", backgroundColor: "expression(x)" },
      ]),
    ).toEqual([{ index: 1, text: "Go", href: "https://b.example", background: "#d9bd90", color: "#000000" }]);
  });
});
