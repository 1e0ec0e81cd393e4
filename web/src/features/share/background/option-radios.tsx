/** One option of the background as a group of radio buttons under its legend (arrow keys move between them). */
import { useId } from "react";
import { cn } from "@/lib/cn";

export function OptionRadios<T extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              "flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-input px-3 text-sm",
              "has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="h-4 w-4 accent-primary"
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
