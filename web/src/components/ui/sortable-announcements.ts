/**
 * What a screen reader hears while a list item is moved by drag and drop or by keyboard, in
 * plain words naming the item and its place ('Moved LinkedIn to position 2 of 4').
 */
import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";

export const SORTABLE_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    "To move this item, press Space or Enter, then the arrow keys. Press Space or Enter again to drop it, or Escape to cancel.",
};

/** `keys` are the items' ids in their current order, `nameOf` names the item with an id. */
export function sortableAnnouncements(
  keys: readonly string[],
  nameOf: (key: string) => string,
): Announcements {
  const total = keys.length;
  const position = (id: unknown) => keys.indexOf(String(id)) + 1;
  return {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(String(active.id))}, position ${position(active.id)} of ${total}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(String(active.id))} is over position ${position(over.id)} of ${total}.` : undefined,
    onDragEnd: ({ active, over }) => {
      const name = nameOf(String(active.id));
      if (!over || over.id === active.id)
        return `${name} stays at position ${position(active.id)} of ${total}.`;
      return `Moved ${name} to position ${position(over.id)} of ${total}.`;
    },
    onDragCancel: ({ active }) =>
      `Move cancelled. ${nameOf(String(active.id))} stays at position ${position(active.id)} of ${total}.`,
  };
}
