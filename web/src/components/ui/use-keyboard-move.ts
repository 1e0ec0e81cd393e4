/**
 * Moving a list item by keyboard: Space or Enter on its handle lifts it, the arrow keys carry
 * it up and down the list (the list shows it there), Space or Enter drops it, Escape or Tab puts
 * it back. Each step is said in the drag's own words (sortable-announcements.ts). The list's
 * order changes once, on the drop. The positions are counted here rather than measured on the
 * screen, so a move lands where the keys say however far down a long page the list sits and
 * however the page scrolls meanwhile.
 */
import type { Active, Announcements, Over } from "@dnd-kit/core";
import type { KeyboardEvent } from "react";
import { useState } from "react";

export interface Lift {
  key: string;
  from: number;
  to: number;
}

const active = (key: string) => ({ id: key }) as unknown as Active;
const over = (key: string) => ({ id: key }) as unknown as Over;

export function useKeyboardMove({
  keys,
  announcements,
  onDrop,
}: {
  keys: readonly string[];
  announcements: Announcements;
  /** The item lifted from `from` was dropped at `to` (0-based; never called for no move). */
  onDrop: (from: number, to: number) => void;
}) {
  const [lift, setLift] = useState<Lift | null>(null);
  const [said, setSaid] = useState("");

  function keyDown(key: string, event: KeyboardEvent) {
    const lifting = event.key === " " || event.key === "Enter";
    if (!lift || lift.key !== key) {
      if (!lifting) return;
      event.preventDefault();
      const from = keys.indexOf(key);
      if (from < 0) return;
      setLift({ key, from, to: from });
      setSaid(announcements.onDragStart({ active: active(key) }) ?? "");
      return;
    }
    const last = keys.length - 1;
    const step = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const to = Math.min(last, Math.max(0, lift.to + step));
      setLift({ ...lift, to });
      setSaid(announcements.onDragOver({ active: active(key), over: over(keys[to] as string) }) ?? "");
    } else if (lifting) {
      event.preventDefault();
      setLift(null);
      setSaid(announcements.onDragEnd({ active: active(key), over: over(keys[lift.to] as string) }) ?? "");
      if (lift.to !== lift.from) onDrop(lift.from, lift.to);
    } else if (event.key === "Escape" || event.key === "Tab") {
      if (event.key === "Escape") event.preventDefault();
      setLift(null);
      setSaid(announcements.onDragCancel({ active: active(key), over: null }) ?? "");
    }
  }

  return { lift, said, keyDown };
}
