import type { Active, Over } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { sortableAnnouncements } from "./sortable-announcements";

const NAMES: Record<string, string> = { a: "LinkedIn", b: "GitHub", c: "X", d: "YouTube" };
const said = sortableAnnouncements(["a", "b", "c", "d"], (key) => NAMES[key] ?? "Item");
const active = (id: string) => ({ id }) as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;

describe("what a screen reader hears while an item moves", () => {
  it("names the item and its place when it is picked up, moved over and dropped", () => {
    expect(said.onDragStart({ active: active("a") })).toBe("Picked up LinkedIn, position 1 of 4.");
    expect(said.onDragOver({ active: active("a"), over: over("b") })).toBe(
      "LinkedIn is over position 2 of 4.",
    );
    expect(said.onDragEnd({ active: active("a"), over: over("b") })).toBe(
      "Moved LinkedIn to position 2 of 4.",
    );
  });

  it("says the item stayed when it is dropped in its place or the move is cancelled", () => {
    expect(said.onDragEnd({ active: active("c"), over: over("c") })).toBe("X stays at position 3 of 4.");
    expect(said.onDragEnd({ active: active("c"), over: null })).toBe("X stays at position 3 of 4.");
    expect(said.onDragCancel({ active: active("d"), over: over("a") })).toBe(
      "Move cancelled. YouTube stays at position 4 of 4.",
    );
  });
});
