import { moveItem } from "@core/card-order";
import { describe, expect, it } from "vitest";
import { appendUrls, galleryItemUrl, galleryKeys, galleryRoom, removeItem } from "./gallery-items";

describe("gallery items", () => {
  it("reads the url of either form of item", () => {
    expect(galleryItemUrl("/uploads/a.jpg")).toBe("/uploads/a.jpg");
    expect(galleryItemUrl({ url: "/uploads/b.jpg", caption: "B" })).toBe("/uploads/b.jpg");
  });

  it("removes by position", () => {
    expect(removeItem(["a", "b", "a"], 2)).toEqual(["a", "b"]);
  });

  it("appends new urls up to 8 images and counts the room left", () => {
    const seven = Array.from({ length: 7 }, (_, i) => `/uploads/${i}.jpg`);
    expect(appendUrls(seven, ["/uploads/x.jpg", "/uploads/y.jpg"])).toHaveLength(8);
    expect(galleryRoom(seven)).toBe(1);
    expect(galleryRoom([...seven, "a", "b"])).toBe(0);
  });

  it("keys repeated urls apart, and a moved item keeps its key", () => {
    expect(galleryKeys(["a", { url: "b" }, "a"])).toEqual(["a#0", "b#0", "a#1"]);
    expect(galleryKeys(moveItem(["a", "b"], 1, 0))).toEqual(["b#0", "a#0"]);
  });
});
