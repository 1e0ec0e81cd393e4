import { describe, expect, it } from "vitest";
import { INSTALL_GUIDE_DELAY_MS, INSTALL_GUIDE_SEEN_KEY, shouldAutoOpen } from "./use-install-guide";

describe("the install guide's seen flag", () => {
  it("is kept under a product-specific key", () => {
    expect(INSTALL_GUIDE_SEEN_KEY).toBe("cardfolio-install-guide-seen");
  });

  it("waits the spec's 2 seconds before opening", () => {
    expect(INSTALL_GUIDE_DELAY_MS).toBe(2000);
  });

  it("opens the guide by itself until it has been seen", () => {
    expect(shouldAutoOpen({ seen: false, standalone: false, hasCard: true })).toBe(true);
    expect(shouldAutoOpen({ seen: true, standalone: false, hasCard: true })).toBe(false);
  });

  it("never opens it by itself inside the installed app", () => {
    expect(shouldAutoOpen({ seen: false, standalone: true, hasCard: true })).toBe(false);
  });

  it("does not open it by itself before the user has a card", () => {
    expect(shouldAutoOpen({ seen: false, standalone: false, hasCard: false })).toBe(false);
  });
});
