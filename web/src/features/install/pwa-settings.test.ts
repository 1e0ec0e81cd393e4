import type { BusinessCard } from "@core/card";
import { cardFixture } from "@core/testing/card-fixture";
import { describe, expect, it } from "vitest";
import { buildSavePayload, tabOfErrors } from "@/features/card-editor/save-payload";
import { generatedIconUrl, PWA_ICON_SLOTS, pwaErrorKeys, pwaLook, withPwaChange } from "./pwa-settings";

const saved: BusinessCard = cardFixture({
  id: 4,
  slug: "ada-1",
  name: "Ada Lovelace",
  updatedAt: "2026-01-02T03:04:05.000Z",
});

describe("a change to the PWA settings", () => {
  it("keeps the other fields and the other icons", () => {
    const current = { appName: "Ada", icons: { icon192: "/uploads/a.png", icon512: "/uploads/b.png" } };
    expect(withPwaChange(current, { shortName: "Ada" })).toEqual({ ...current, shortName: "Ada" });
    expect(withPwaChange(current, { icons: { icon192: null } })).toEqual({
      appName: "Ada",
      icons: { icon192: null, icon512: "/uploads/b.png" },
    });
    expect(withPwaChange(undefined, { themeColor: "#112233" })).toEqual({ themeColor: "#112233" });
  });

  it("clears the messages of the fields it changes", () => {
    expect(pwaErrorKeys({ themeColor: "#fff", icons: { iconMaskable: null } })).toEqual([
      "pwaSettings",
      "pwaSettings.themeColor",
      "pwaSettings.icons.iconMaskable",
    ]);
  });
});

describe("the check before a save", () => {
  it("sends what core's schema makes of the settings: trimmed, empty text as null", () => {
    const checked = buildSavePayload(saved, {
      pwaSettings: { appName: "  Ada  ", shortName: "", themeColor: "#abc" },
    });
    expect(checked.ok && checked.payload.pwaSettings).toEqual({
      appName: "Ada",
      shortName: null,
      themeColor: "#abc",
    });
  });

  it("puts the schema's messages on the fields, which live on the PWA tab", () => {
    const checked = buildSavePayload(saved, {
      pwaSettings: { shortName: "x".repeat(13), themeColor: "black", backgroundColor: "" },
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        "pwaSettings.shortName": "Short name must be at most 12 characters",
        "pwaSettings.themeColor": "Theme colour must be a hex colour",
        "pwaSettings.backgroundColor": "Background colour must be a hex colour",
      },
    });
    if (!checked.ok) expect(tabOfErrors(checked.errors)).toBe("pwa");
  });
});

describe("the preview", () => {
  it("shows the defaults and the generated icons when nothing is set", () => {
    expect(pwaLook(saved, saved)).toEqual({
      name: "Ada Lovelace",
      label: "Ada Lovelace",
      themeColor: "#000000",
      backgroundColor: "#ffffff",
      icon192: "/icons/ada-1/192.png?v=2026-01-02T03%3A04%3A05.000Z",
      icon512: "/icons/ada-1/512.png?v=2026-01-02T03%3A04%3A05.000Z",
    });
  });

  it("shows what is typed, the uploaded icons, and keeps the last good colour while a hex is half typed", () => {
    const card = {
      ...saved,
      slug: "renamed-unsaved",
      pwaSettings: {
        appName: "Ada's Card",
        shortName: "Ada",
        themeColor: "#12",
        backgroundColor: "#ABC",
        icons: { icon192: "/uploads/i192.png", icon512: "" },
      },
    };
    expect(pwaLook(card, saved)).toEqual({
      name: "Ada's Card",
      label: "Ada",
      themeColor: "#000000",
      backgroundColor: "#aabbcc",
      icon192: "/uploads/i192.png",
      // The generated icons are found under the saved slug.
      icon512: "/icons/ada-1/512.png?v=2026-01-02T03%3A04%3A05.000Z",
    });
  });

  it("falls back to the card's name, then 'Business Card'", () => {
    expect(pwaLook({ ...saved, pwaSettings: { appName: " " } }, saved).name).toBe("Ada Lovelace");
    expect(pwaLook({ ...saved, name: null }, saved).label).toBe("Business Card");
  });

  it("names the maskable icon's generated file", () => {
    const maskable = PWA_ICON_SLOTS.find((slot) => slot.maskable)!;
    expect(generatedIconUrl("a b", maskable, "1")).toBe("/icons/a%20b/512-maskable.png?v=1");
  });
});
