import { describe, expect, it } from "vitest";
import { isImageSource, isSafeLink, isWebUrl, normalizeWebsite } from "./links";

describe("links", () => {
  it("accepts only http, https, mailto and tel", () => {
    expect(isSafeLink("https://example.com")).toBe(true);
    expect(isSafeLink("mailto:a@b.co")).toBe(true);
    expect(isSafeLink("tel:+15550100")).toBe(true);
    expect(isSafeLink("javascript:alert(1)")).toBe(false);
    expect(isSafeLink("JaVaScRiPt:alert(1)")).toBe(false);
    expect(isSafeLink("data:text/html,<script>")).toBe(false);
    expect(isSafeLink("not a url")).toBe(false);
  });

  it("prefixes websites without a scheme", () => {
    expect(normalizeWebsite("example.com")).toBe("https://example.com");
    expect(normalizeWebsite(" http://example.com ")).toBe("http://example.com");
    expect(normalizeWebsite("")).toBe("");
    expect(isWebUrl(normalizeWebsite("javascript:alert(1)"))).toBe(false);
  });

  it("accepts web and same-site image sources only", () => {
    expect(isImageSource("/uploads/ab12.jpg")).toBe(true);
    expect(isImageSource("https://cdn.example.com/a.png")).toBe(true);
    expect(isImageSource("//evil.example/a.png")).toBe(false);
    expect(isImageSource("javascript:alert(1)")).toBe(false);
    expect(isImageSource('/a.png" onerror="x')).toBe(false);
  });
});
