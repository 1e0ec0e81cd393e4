import { describe, expect, it } from "vitest";
import { contrastRatio } from "./colors";
import { brandedLook, cardLook, EMPTY_BRAND, hasBrand, readBrand } from "./org-brand";
import { THEMES, themeLook } from "./themes";

describe("brandedLook", () => {
  it("leaves the look as it is without a brand", () => {
    const look = themeLook("corporate");
    expect(brandedLook(look, null)).toBe(look);
    expect(brandedLook(look, EMPTY_BRAND)).toBe(look);
  });

  it("takes the brand's font, colours and the text colour that reads on the accent", () => {
    const look = brandedLook(themeLook("minimalist"), {
      ...EMPTY_BRAND,
      primaryColor: "#1d4ed8",
      secondaryColor: "#0f766e",
      font: "serif",
    });
    expect(look).toMatchObject({
      accent: "#1d4ed8",
      accentText: "#ffffff",
      header: "#0f766e",
      font: "serif",
    });
  });

  it("never makes an accent that does not read on the card's surface, for any theme and colour", () => {
    const colours = ["#ffff00", "#eeeeee", "#1d4ed8", "#000000", "#ffffff", "#f97316", "#22c55e"];
    for (const theme of THEMES) {
      for (const primaryColor of colours) {
        const look = brandedLook(theme, { ...EMPTY_BRAND, primaryColor });
        const surface = theme.surface;
        expect(look.accent === primaryColor || look.accent === theme.accent).toBe(true);
        if (look.accent === primaryColor)
          expect(contrastRatio(primaryColor, surface)).toBeGreaterThanOrEqual(4.5);
      }
    }
    // Yellow on white: the theme keeps its own accent.
    expect(brandedLook(themeLook("minimalist"), { ...EMPTY_BRAND, primaryColor: "#ffff00" }).accent).toBe(
      themeLook("minimalist").accent,
    );
  });

  it("keeps a banner's header when white text would not read on the secondary colour", () => {
    const banner = THEMES.find((look) => look.layout === "banner");
    expect(banner).toBeDefined();
    const pale = brandedLook(banner!, { ...EMPTY_BRAND, secondaryColor: "#fde68a" });
    expect(pale.header).toBe(banner!.header);
    expect(brandedLook(banner!, { ...EMPTY_BRAND, secondaryColor: "#1e3a8a" }).header).toBe("#1e3a8a");
  });

  it("draws a card in its brand only when it has one", () => {
    const brand = { ...EMPTY_BRAND, font: "mono" as const };
    expect(cardLook({ theme: "corporate", brand }).font).toBe("mono");
    expect(cardLook({ theme: "corporate", brand: null })).toEqual(themeLook("corporate"));
  });
});

describe("readBrand", () => {
  it("reads a stored brand, and whatever is not valid in it as unset", () => {
    expect(
      readBrand({ primaryColor: "#ABC", font: "gothic", logo: "", qrLogo: "/uploads/q.png", x: 1 }),
    ).toEqual({
      ...EMPTY_BRAND,
      primaryColor: "#aabbcc",
      qrLogo: "/uploads/q.png",
    });
    expect(readBrand(null)).toEqual(EMPTY_BRAND);
    expect(hasBrand(readBrand({}))).toBe(false);
  });
});
