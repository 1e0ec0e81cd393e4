import { describe, expect, it } from "vitest";
import type { BusinessCard } from "../../../core/card";
import { createCardCache } from "./card-cache";

const card = (id: number, name: string) => ({ id, name }) as BusinessCard;

describe("the public card cache", () => {
  it("reads the database once per slug, also for a burst of parallel requests", async () => {
    const cache = createCardCache();
    let loads = 0;
    const load = async () => {
      loads++;
      return card(1, "A");
    };
    const entries = await Promise.all([cache.get("a", load), cache.get("a", load), cache.get("a", load)]);
    await cache.get("a", load);
    expect(loads).toBe(1);
    expect(new Set(entries).size).toBe(1);
  });

  it("does not cache a missing card", async () => {
    const cache = createCardCache();
    let loads = 0;
    const load = async () => {
      loads++;
      return undefined;
    };
    expect(await cache.get("none", load)).toBeUndefined();
    expect(await cache.get("none", load)).toBeUndefined();
    expect(loads).toBe(2);
  });

  it("drops by slug and by card id, so an old slug it was not told about goes too", async () => {
    const cache = createCardCache();
    await cache.get("old", async () => card(7, "A"));
    await cache.get("other", async () => card(8, "B"));
    cache.drop(7, ["new"]);
    expect(cache.size()).toBe(1);
    expect((await cache.get("old", async () => card(7, "A2")))?.card.name).toBe("A2");
  });

  it("never stores a read that a change overtook", async () => {
    const cache = createCardCache();
    let release!: (value: BusinessCard) => void;
    const slow = cache.get("a", () => new Promise<BusinessCard>((resolve) => (release = resolve)));
    cache.drop(1, ["a"]); // The card changes while the old version is being read.
    release(card(1, "stale"));
    expect((await slow)?.card.name).toBe("stale"); // That request may see what it read...
    expect((await cache.get("a", async () => card(1, "fresh")))?.card.name).toBe("fresh"); // ...no later one.
  });

  it("forgets entries after their lifetime and evicts the oldest beyond the bound", async () => {
    let now = 0;
    const cache = createCardCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    await cache.get("a", async () => card(1, "A"));
    await cache.get("b", async () => card(2, "B"));
    await cache.get("c", async () => card(3, "C"));
    expect(cache.size()).toBe(2);
    now = 1001;
    expect((await cache.get("b", async () => card(2, "B2")))?.card.name).toBe("B2");
  });
});
