import { describe, expect, it } from "vitest";
import { autosaveStep, isUnsaved, PWA_SAVE_DEBOUNCE_MS } from "./pwa-autosave";

describe("the PWA settings' autosave", () => {
  const saved = { appName: "Ada", themeColor: "#000000", icons: {} };

  it("waits the spec's 1 second after the last edit", () => {
    expect(PWA_SAVE_DEBOUNCE_MS).toBe(1000);
  });

  it("saves an edit that differs from the saved settings", () => {
    const pending = { ...saved, appName: "Ada's card" };
    expect(autosaveStep({ pending, saved, saving: false, failed: undefined })).toBe("save");
  });

  it("has nothing to do without an edit, or with one that matches what is saved", () => {
    expect(autosaveStep({ pending: undefined, saved, saving: false, failed: undefined })).toBe("idle");
    // Typed and deleted again; an empty icons object and "" read as unset.
    const same = { appName: "Ada", themeColor: "#000000", shortName: "", icons: { icon192: null } };
    expect(autosaveStep({ pending: same, saved, saving: false, failed: undefined })).toBe("idle");
    expect(isUnsaved(same, saved)).toBe(false);
    expect(isUnsaved({ shortName: "Ada" }, undefined)).toBe(true);
    expect(isUnsaved({}, undefined)).toBe(false);
  });

  it("waits while another save of the card is on its way", () => {
    const pending = { ...saved, shortName: "Ada" };
    expect(autosaveStep({ pending, saved, saving: true, failed: undefined })).toBe("wait");
  });

  it("does not retry by itself the very edit whose save failed, but does a newer one", () => {
    const pending = { ...saved, shortName: "Ada" };
    expect(autosaveStep({ pending, saved, saving: false, failed: pending })).toBe("idle");
    const newer = { ...pending, shortName: "Ada L" };
    expect(autosaveStep({ pending: newer, saved, saving: false, failed: pending })).toBe("save");
  });
});
