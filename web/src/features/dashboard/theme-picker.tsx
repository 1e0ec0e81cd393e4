import { THEMES, type ThemeValue } from "@core/themes";
import { Check } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { ThemeSwatch } from "@/features/card-fields/theme-swatch";

interface ThemePickerProps {
  registration: UseFormRegisterReturn<"theme">;
  selected: ThemeValue | undefined;
  disabled?: boolean;
}

/**
 * The nine themes as a radio group (arrow keys move between them), each drawn as a miniature
 * of its card (header, accent, font, corners) and named by its display name.
 */
export function ThemePicker({ registration, selected, disabled }: ThemePickerProps) {
  return (
    <fieldset disabled={disabled} className="min-w-0 space-y-2">
      <legend className="text-sm font-medium">Theme</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {THEMES.map((look) => (
          <label
            key={look.value}
            className="group relative flex cursor-pointer flex-col overflow-hidden rounded-lg border border-border bg-card text-sm has-checked:border-primary has-checked:ring-2 has-checked:ring-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring has-disabled:cursor-not-allowed has-disabled:opacity-60"
          >
            {/* Transparent over the whole tile: the tile is the click target, the input keeps focus and state. */}
            <input
              type="radio"
              value={look.value}
              className="absolute inset-0 z-10 m-0 cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
              {...registration}
            />
            <ThemeSwatch theme={look} className="h-20 w-full rounded-none border-0 border-b" />
            <span className="flex min-h-10 items-center gap-1 px-2 py-1.5 leading-tight">
              <span className="min-w-0 flex-1">{look.displayName}</span>
              {selected === look.value && <Check className="h-4 w-4 shrink-0 text-primary" aria-hidden />}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
