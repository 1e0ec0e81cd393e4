import { describe, expect, it } from "vitest";
import { sourceOfSearch, VIEW_SOURCES, viewSourceLabel, withSource } from "./view-sources";

describe("view sources", () => {
  it("marks an address and reads the mark back, for every source", () => {
    for (const source of VIEW_SOURCES) {
      const marked = withSource("https://cards.example/view/jo", source);
      expect(sourceOfSearch(new URL(marked).search)).toBe(source);
    }
    expect(withSource("https://cards.example/view/jo", "direct")).toBe("https://cards.example/view/jo");
    expect(withSource("https://cards.example/view/jo?a=1", "qr")).toBe(
      "https://cards.example/view/jo?a=1&src=qr",
    );
  });

  it("counts an unknown or missing mark as direct", () => {
    expect(sourceOfSearch("")).toBe("direct");
    expect(sourceOfSearch("?src=billboard")).toBe("direct");
    expect(sourceOfSearch("?src=QR")).toBe("direct");
    expect(viewSourceLabel(null)).toBe("Direct link");
    expect(viewSourceLabel("nfc")).toBe("NFC tag");
  });
});
