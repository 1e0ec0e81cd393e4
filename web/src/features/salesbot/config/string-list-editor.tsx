import { Trash2 } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { AddRowButton } from "./add-row-button";

/**
 * An editable list of short texts with add and remove (the qualification questions). A new
 * row takes the focus; removing one gives it to the add button, so the keyboard never lands
 * on nothing.
 */
export function StringListEditor({
  items,
  onChange,
  itemLabel,
  addLabel,
  maxLength,
  maxItems,
  errors,
}: {
  items: string[];
  onChange: (items: string[]) => void;
  /** The accessible name of row n: `${itemLabel} ${n}`. */
  itemLabel: string;
  addLabel: string;
  maxLength: number;
  maxItems: number;
  /** Messages by row index. */
  errors?: Record<number, string | undefined>;
}) {
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const set = (index: number, value: string) =>
    onChange(items.map((item, at) => (at === index ? value : item)));
  return (
    <div className="space-y-3">
      <ol ref={list} className="space-y-2">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no identity of their own.
          <li key={index} className="space-y-1">
            <div className="flex gap-2">
              <Input
                value={item}
                maxLength={maxLength}
                aria-label={`${itemLabel} ${index + 1}`}
                aria-invalid={errors?.[index] ? true : undefined}
                onChange={(event) => set(index, event.target.value)}
              />
              <Button
                variant="outline"
                size="icon"
                aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                onClick={() => {
                  onChange(items.filter((_, at) => at !== index));
                  addButton.current?.focus();
                }}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </div>
            <FieldError message={errors?.[index]} />
          </li>
        ))}
      </ol>
      <AddRowButton
        ref={addButton}
        list={list}
        disabled={items.length >= maxItems}
        onAdd={() => onChange([...items, ""])}
      >
        {addLabel}
      </AddRowButton>
    </div>
  );
}
