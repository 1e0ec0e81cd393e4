/**
 * The gallery list's changes (the editor's Gallery tab), as pure functions. Items are urls or
 * objects with a url; they are moved (core/card-order.ts) and removed as they
 * are, never rewritten.
 */
import type { GalleryItem } from "@core/card";
import { GALLERY_MAX } from "@core/schemas/card";

export function galleryItemUrl(item: GalleryItem): string {
  return typeof item === "string" ? item : typeof item?.url === "string" ? item.url : "";
}

export function removeItem<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

/** New urls after the existing items, never past the limit of 8. */
export function appendUrls(items: readonly GalleryItem[], urls: readonly string[]): GalleryItem[] {
  return [...items, ...urls].slice(0, GALLERY_MAX);
}

export function galleryRoom(items: readonly GalleryItem[]): number {
  return Math.max(0, GALLERY_MAX - items.length);
}

/**
 * Stable keys for a list that may hold the same url twice: the url plus which copy it is.
 * A moved item keeps its key, so its buttons keep the focus.
 */
export function galleryKeys(items: readonly GalleryItem[]): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const url = galleryItemUrl(item);
    const copy = seen.get(url) ?? 0;
    seen.set(url, copy + 1);
    return `${url}#${copy}`;
  });
}
