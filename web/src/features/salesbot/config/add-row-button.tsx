import { Plus } from "lucide-react";
import type { ReactNode, Ref, RefObject } from "react";
import { Button } from "@/components/ui/button";

/**
 * The button under an editable list that adds a row, off once the list is full. When the new row
 * has rendered, its first input takes the focus, so typing can start at once. (Removing a row
 * hands the focus to this button, by `ref`.)
 */
export function AddRowButton({
  ref,
  list,
  disabled,
  onAdd,
  children,
}: {
  ref: Ref<HTMLButtonElement>;
  list: RefObject<HTMLElement | null>;
  disabled: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      ref={ref}
      variant="outline"
      size="sm"
      disabled={disabled}
      onClick={() => {
        onAdd();
        requestAnimationFrame(() =>
          list.current?.querySelector<HTMLInputElement>("li:last-child input")?.focus(),
        );
      }}
    >
      <Plus className="h-4 w-4" aria-hidden />
      {children}
    </Button>
  );
}
