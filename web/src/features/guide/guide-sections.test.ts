import { describe, expect, it } from "vitest";
import { GUIDE_SECTIONS, visibleGuideSections } from "./guide-sections";

const at = (level: number | undefined) => (level === undefined ? undefined : { id: 7, accessLevel: level });
const ids = (level: number | undefined) => visibleGuideSections(at(level)).map((s) => s.id);

describe("visibleGuideSections", () => {
  it("shows Developer Features only at level exactly 3", () => {
    expect(ids(3)).toContain("developer");
    for (const level of [1, 2, 4, 5, undefined]) expect(ids(level)).not.toContain("developer");
  });

  it("keeps the spec's order", () => {
    expect(ids(3)).toEqual(GUIDE_SECTIONS.map((s) => s.id));
    expect(visibleGuideSections(at(1)).map((s) => s.title)).toEqual([
      "Getting Started",
      "Creating a Business Card",
      "Customizing Your Card",
      "Sharing Your Card (QR, link, vCard)",
      "Understanding Analytics",
      "Mobile Optimization Tips",
      "Getting Support",
    ]);
  });
});
