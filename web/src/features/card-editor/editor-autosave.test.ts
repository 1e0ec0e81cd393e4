import { describe, expect, it } from "vitest";
import { AUTOSAVE_DELAY_MS, autosaveStep } from "./editor-autosave";

describe("the full editor's autosave", () => {
  it("waits the spec's 1 second after the last edit", () => {
    expect(AUTOSAVE_DELAY_MS).toBe(1000);
  });

  it("saves changes that differ from the saved card", () => {
    expect(autosaveStep({ unsaved: true, saving: false, refused: false })).toBe("save");
  });

  it("has nothing to do when nothing differs from the saved card", () => {
    expect(autosaveStep({ unsaved: false, saving: false, refused: false })).toBe("idle");
    expect(autosaveStep({ unsaved: false, saving: true, refused: false })).toBe("idle");
  });

  it("waits while another save of the card is on its way", () => {
    expect(autosaveStep({ unsaved: true, saving: true, refused: false })).toBe("wait");
  });

  it("does not send again by itself the very changes that were refused", () => {
    expect(autosaveStep({ unsaved: true, saving: false, refused: true })).toBe("idle");
  });
});
