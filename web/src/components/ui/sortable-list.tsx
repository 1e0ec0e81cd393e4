/**
 * A list its owner reorders by dragging an item's handle with the mouse or a finger, or by
 * keyboard (focus the handle, Space, arrow keys, Space), with each step announced to screen
 * readers in plain words (sortable-announcements.ts). Every handle's label names its item.
 * The list says where an item went (`onMove(from, to)`); the caller stores the new order.
 */
import { moveItem } from "@core/card-order";
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { cn } from "@/lib/cn";
import { SORTABLE_INSTRUCTIONS, sortableAnnouncements } from "./sortable-announcements";

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
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    if (!itemKey) {
      ownKeys.current = moveItem(ownKeys.current, from, to);
    }
    onMove(from, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        announcements: sortableAnnouncements(keys, (key) => names.get(key) ?? "Item"),
        screenReaderInstructions: SORTABLE_INSTRUCTIONS,
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy} disabled={disabled}>
        <List id={id} aria-label={label} className={className}>
          {items.map((item, index) => {
            const key = keys[index] as string;
            return (
              <SortableRow key={key} id={key} name={names.get(key) ?? "Item"} className={itemClassName}>
                {renderItem(item, index)}
              </SortableRow>
            );
          })}
        </List>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  name,
  className,
  children,
}: {
  id: string;
  name: string;
  className?: string;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        "flex items-center gap-3 bg-card p-3",
        isDragging && "relative z-10 rounded-lg shadow-lg ring-2 ring-ring",
        className,
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
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
