import { describe, expect, it } from "vitest";
import { leadScoreBand } from "./vocabulary";

describe("lead score bands", () => {
  it("is high from 70, medium from 40 to 69, low below 40", () => {
    expect(leadScoreBand(100)).toBe("high");
    expect(leadScoreBand(70)).toBe("high");
    expect(leadScoreBand(69)).toBe("medium");
    expect(leadScoreBand(40)).toBe("medium");
    expect(leadScoreBand(39)).toBe("low");
    expect(leadScoreBand(0)).toBe("low");
  });
});
