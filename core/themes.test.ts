import { describe, expect, it } from "vitest";
import { DEFAULT_LOOK, THEME_VALUES, THEMES, themeDisplayName, themeLook } from "./themes";

describe("themes", () => {
  it("has the nine themes of the spec with their display names", () => {
    expect(THEME_VALUES).toHaveLength(9);
    expect(themeDisplayName("nonprofit")).toBe("Nonprofit / Environmental");
    expect(themeDisplayName("tech")).toBe("Tech / IT Professional");
  });

  it("gives an unknown theme the default amber look", () => {
    expect(themeLook("neon")).toBe(DEFAULT_LOOK);
    expect(themeLook(undefined)).toBe(DEFAULT_LOOK);
  });

  it("gives every theme a distinct look", () => {
    const signatures = THEMES.map((t) => `${t.accent}|${t.header}|${t.font}|${t.layout}`);
    expect(new Set(signatures).size).toBe(THEMES.length);
    expect(THEMES.filter((t) => t.animated).map((t) => t.value)).toEqual(["dynamic"]);
  });

  it("names the profile picture's shape for each theme: round unless the theme says otherwise", () => {
    expect(themeLook("minimalist").avatar).toBe("round");
    expect(themeLook("corporate").avatar).toBe("square");
    expect(themeLook("tech").avatar).toBe("rounded-square");
    expect(themeLook("creative").avatar).toBe("organic");
    expect(DEFAULT_LOOK.avatar).toBe("round");
  });
});
