import { describe, expect, it } from "vitest";
import { saveStatus } from "./save-status";

describe("the editor's save status", () => {
  const quiet = { unsaved: false, saving: false, refusal: null, justSaved: false };

  it("says nothing when everything is saved and no save is recent", () => {
    expect(saveStatus(quiet)).toBe("idle");
  });

  it("says 'Saved' after a save, until the indicator's time is up", () => {
    expect(saveStatus({ ...quiet, justSaved: true })).toBe("saved");
  });

  it("puts a save on its way first, even over a refusal", () => {
    expect(saveStatus({ ...quiet, saving: true, unsaved: true, refusal: "fields" })).toBe("saving");
  });

  it("says the changes are unsaved while they wait, even just after another save", () => {
    expect(saveStatus({ ...quiet, unsaved: true, justSaved: true })).toBe("unsaved");
  });

  it("says why changes were refused: a field's message or a failed save", () => {
    expect(saveStatus({ ...quiet, unsaved: true, refusal: "fields" })).toBe("invalid");
    expect(saveStatus({ ...quiet, unsaved: true, refusal: "failed" })).toBe("failed");
  });
});
