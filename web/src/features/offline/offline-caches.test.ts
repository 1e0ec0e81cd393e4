import { afterEach, describe, expect, it, vi } from "vitest";
import { OFFLINE_CACHE } from "../../../service-worker/protocol";
import { megabytes, savedCardSlugs } from "./offline-caches";

describe("storage figures in MB", () => {
  it("shows binary megabytes with one decimal", () => {
    expect(megabytes(0)).toBe("0.0 MB");
    expect(megabytes(1024 * 1024)).toBe("1.0 MB");
    expect(megabytes(1.25 * 1024 * 1024)).toBe("1.3 MB");
    expect(megabytes(300 * 1024 ** 3)).toBe("307,200.0 MB");
  });
});

describe("the cards saved for offline use, by address", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists the slug of each card page in the offline cache, once, and nothing else", async () => {
    const stored = [
      "/view/olive-card",
      "/view/olive-card?x=1",
      "/view/caf%C3%A9",
      "/uploads/picture.png",
      "/manifest/olive-card.json",
      "/view/olive-card/extra",
    ].map((path) => new Request(`https://cards.example${path}`));
    vi.stubGlobal("caches", {
      has: async (name: string) => name === OFFLINE_CACHE,
      open: async () => ({ keys: async () => stored }),
    });
    await expect(savedCardSlugs()).resolves.toEqual(["café", "olive-card"]);
  });

  it("is empty when there is no offline cache", async () => {
    vi.stubGlobal("caches", { has: async () => false });
    await expect(savedCardSlugs()).resolves.toEqual([]);
  });
});
