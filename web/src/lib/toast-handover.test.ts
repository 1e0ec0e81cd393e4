import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentToasts, dismissToast, toast } from "./toast";
import { leavePageWithToasts, raiseHandedOverToasts } from "./toast-handover";

/** This tab's session storage and location, as a browser gives them. */
function stubBrowser() {
  const stored = new Map<string, string>();
  const location = { assign: vi.fn(), replace: vi.fn() };
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  vi.stubGlobal("window", { location });
  return { stored, location };
}

const clearToasts = () => {
  for (const item of currentToasts()) dismissToast(item.id);
};

describe("toasts handed over to the next page", () => {
  beforeEach(clearToasts);
  afterEach(() => vi.unstubAllGlobals());

  it("go with the page and are raised once by the next one", () => {
    const { location } = stubBrowser();
    toast({ title: "Login successful", description: "Welcome back, Ada!", variant: "success" });
    leavePageWithToasts("/dashboard", { replace: true });
    expect(location.replace).toHaveBeenCalledWith("/dashboard");
    clearToasts(); // The new document starts with none.
    raiseHandedOverToasts();
    expect(currentToasts()).toMatchObject([
      { title: "Login successful", description: "Welcome back, Ada!", variant: "success" },
    ]);
    clearToasts();
    raiseHandedOverToasts();
    expect(currentToasts()).toEqual([]);
  });

  it("raises nothing from a stored value that is not a list of toasts", () => {
    const { stored } = stubBrowser();
    for (const value of ["{", '{"title":"x"}', '[{"title":3}]', '[{"title":"x","variant":"loud"}]']) {
      stored.set("cardfolio-toasts-handed-over", value);
      raiseHandedOverToasts();
    }
    expect(currentToasts()).toEqual([]);
  });

  it("leaves without toasts when none are shown, by a new history entry", () => {
    const { stored, location } = stubBrowser();
    leavePageWithToasts("/auth?tab=register");
    expect(location.assign).toHaveBeenCalledWith("/auth?tab=register");
    expect(stored.size).toBe(0);
  });
});
