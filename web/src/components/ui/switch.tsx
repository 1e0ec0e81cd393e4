import { useId } from "react";

/** An on/off setting: a native checkbox announced as a switch, with its label beside it and an optional hint below. */
export function Switch({
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  label: string;
  /** Read with the switch (aria-describedby). */
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={checked}
          aria-describedby={hintId}
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          className="h-5 w-5 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="pl-8 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
