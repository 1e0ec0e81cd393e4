import { describe, expect, it } from "vitest";
import { filesThatFit } from "./use-gallery-upload";

describe("filesThatFit", () => {
  it("keeps what fits and says when some do not", () => {
    expect(filesThatFit(["a", "b"], 3)).toEqual({ fitting: ["a", "b"], note: null });
    const some = filesThatFit(["a", "b", "c"], 2);
    expect(some.fitting).toEqual(["a", "b"]);
    expect(some.note).toContain("only the first 2 of the 3");
    const none = filesThatFit(["a"], 0);
    expect(none.fitting).toEqual([]);
    expect(none.note).toContain("8 images");
  });
});
