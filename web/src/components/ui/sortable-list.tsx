/**
 * A list its owner reorders by dragging an item's handle with the mouse or a finger, or by
 * keyboard (focus the handle, Space, arrow keys, Space: use-keyboard-move.ts), with each step
 * announced to screen readers in plain words (sortable-announcements.ts). Every handle's label names its item.
 * The list says where an item went (`onMove(from, to)`); the caller stores the new order.
 */
import { moveItem } from "@core/card-order";
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";
import { cn } from "@/lib/cn";
import { SORTABLE_INSTRUCTIONS, sortableAnnouncements } from "./sortable-announcements";
import { useKeyboardMove } from "./use-keyboard-move";

export interface SortableListProps<T> {
  items: readonly T[];
  /** The item as people call it, for its handle's label and the announcements ('LinkedIn'). */
  itemName: (item: T, index: number) => string;
  /** A key that stays with the item; without one the list keeps its own keys through its moves. */
  itemKey?: (item: T, index: number) => string;
  /** The item moved from position `from` to `to` (0-based). */
  onMove: (from: number, to: number) => void;
  /** The row's content beside its handle. */
  renderItem: (item: T, index: number) => ReactNode;
  /** The list's accessible name. */
  label: string;
  id?: string;
  /** "ol" where the position is part of what the list says (a numbered gallery). */
  as?: "ul" | "ol";
  className?: string;
  itemClassName?: string;
  disabled?: boolean;
}

/** Keys for items without their own: new ones when the list's length changes, moved along with a move. */
function useOwnKeys(count: number) {
  const keys = useRef<string[]>([]);
  const made = useRef(0);
  if (keys.current.length !== count) {
    keys.current = Array.from({ length: count }, () => `item-${made.current++}`);
  }
  return keys;
}

export function SortableList<T>({
  items,
  itemName,
  itemKey,
  onMove,
  renderItem,
  label,
  as: List = "ul",
  id,
  className,
  itemClassName,
  disabled = false,
}: SortableListProps<T>) {
  const ownKeys = useOwnKeys(items.length);
  const keys = itemKey ? items.map(itemKey) : ownKeys.current;
  const names = new Map(keys.map((key, index) => [key, itemName(items[index] as T, index)]));
  // Mouse and finger only: dnd-kit's keyboard sensor measures the screen, and on a long page it
  // scrolls instead of moving and drops items in the wrong place; use-keyboard-move counts instead.
  // A few pixels of travel before a drag starts, so a click on the handle stays a click.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const announcements = sortableAnnouncements(keys, (key) => names.get(key) ?? "Item");

  function move(from: number, to: number) {
    if (!itemKey) {
      ownKeys.current = moveItem(ownKeys.current, from, to);
    }
    onMove(from, to);
  }
  const keyboard = useKeyboardMove({ keys, announcements, onDrop: move });
  // While an item is lifted by keyboard, the list shows it where the arrow keys took it.
  const lift = disabled ? null : keyboard.lift;
  const shownKeys = lift ? moveItem(keys, lift.from, lift.to) : keys;
  const shownItems = lift ? moveItem(items, lift.from, lift.to) : items;

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    move(from, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{ announcements, screenReaderInstructions: SORTABLE_INSTRUCTIONS }}
    >
      <SortableContext items={shownKeys} strategy={verticalListSortingStrategy} disabled={disabled}>
        <List id={id} aria-label={label} className={className}>
          {shownItems.map((item, index) => {
            const key = shownKeys[index] as string;
            return (
              <SortableRow
                key={key}
                id={key}
                name={names.get(key) ?? "Item"}
                className={itemClassName}
                lifted={lift?.key === key ? index : null}
                onKeyDown={disabled ? undefined : (event) => keyboard.keyDown(key, event)}
              >
                {renderItem(item, index)}
              </SortableRow>
            );
          })}
        </List>
      </SortableContext>
      <div aria-live="assertive" aria-atomic="true" className="sr-only" data-sortable-announcer>
        {keyboard.said}
      </div>
    </DndContext>
  );
}

function SortableRow({
  id,
  name,
  className,
  lifted,
  onKeyDown,
  children,
}: {
  id: string;
  name: string;
  className?: string;
  /** Where the item lifted by keyboard is shown now; null when it is not lifted. */
  lifted: number | null;
  onKeyDown?: (event: KeyboardEvent) => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const handle = useRef<HTMLButtonElement | null>(null);
  // A row carried to a new place is put back in the page there: its handle keeps the focus.
  useEffect(() => {
    if (lifted !== null) handle.current?.focus();
  }, [lifted]);
  const raised = isDragging || lifted !== null;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        "flex items-center gap-3 bg-card p-3",
        raised && "relative z-10 rounded-lg shadow-lg ring-2 ring-ring",
        className,
      )}
    >
      <button
        type="button"
        ref={(node) => {
          handle.current = node;
          setActivatorNodeRef(node);
        }}
        {...attributes}
        {...listeners}
        onKeyDown={onKeyDown}
        aria-pressed={raised || undefined}
        aria-label={`Move ${name}`}
        className={cn(
          "inline-flex h-10 w-8 shrink-0 touch-none items-center justify-center rounded-md text-muted-foreground",
          "cursor-grab hover:bg-accent hover:text-accent-foreground active:cursor-grabbing",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          "disabled:cursor-not-allowed disabled:opacity-60",
        )}
      >
        <GripVertical className="h-4 w-4" aria-hidden />
      </button>
      {children}
    </li>
  );
}
