import { useId } from "react";

interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** Shown after the number and read out with it: "%" or "°". */
  unit: string;
  /** Spoken after the number instead of `unit`: "percent" makes "150 percent". */
  spokenUnit: string;
  onChange: (value: number) => void;
}

/** A labelled range input: arrow keys, Page Up/Down, Home and End drive it. */
export function SliderField({ label, value, min, max, step, unit, spokenUnit, onChange }: SliderFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2 text-sm">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <output htmlFor={id} className="tabular-nums text-muted-foreground">
          {value}
          {unit}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={`${value} ${spokenUnit}`}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className="h-2 w-full cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
      />
    </div>
  );
}
