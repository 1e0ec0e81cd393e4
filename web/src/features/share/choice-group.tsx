/**
 * A small set of choices shown as radio buttons, each with a label and an optional hint: a
 * fieldset named by its legend, arrow keys move between them as in any radio group.
 */
import { useId } from "react";
import { cn } from "@/lib/cn";

export function ChoiceGroup<Value extends string>({
  legend,
  values,
  labels,
  hints,
  value,
  onChange,
}: {
  legend: string;
  values: readonly Value[];
  labels: Record<Value, string>;
  hints?: Record<Value, string>;
  value: Value;
  onChange: (value: Value) => void;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {values.map((option) => (
          <label
            key={option}
            className={cn(
              "flex cursor-pointer gap-2 rounded-md border border-border p-3 text-sm transition-colors hover:bg-muted",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
              "has-[:checked]:border-primary has-[:checked]:bg-muted",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="mt-0.5 h-4 w-4 shrink-0 accent-primary"
            />
            <span>
              <span className="block font-medium">{labels[option]}</span>
              {hints && <span className="block text-muted-foreground">{hints[option]}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
