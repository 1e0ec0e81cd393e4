import { THEMES } from "@core/themes";
import { Check } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { ThemeSwatch } from "./theme-swatch";

/**
 * Every theme with a miniature of its look; the current one has a checkmark (spec 000 §2).
 * Choosing one closes the dialog; the caller saves it.
 */
export function ThemePickerDialog({
  open,
  onOpenChange,
  current,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: string;
  onChoose: (theme: string) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Choose a theme</DialogTitle>
          <DialogDescription>The theme is saved as soon as you choose it.</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Themes">
          {THEMES.map((look) => {
            const selected = look.value === current;
            return (
              <li key={look.value}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => {
                    onChoose(look.value);
                    onOpenChange(false);
                  }}
                  className={cn(
                    "flex w-full cursor-pointer items-center gap-3 rounded-lg border p-2 text-left transition-colors",
                    "hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring",
                    selected ? "border-primary bg-accent text-accent-foreground" : "border-border",
                  )}
                >
                  <ThemeSwatch theme={look} />
                  <span className="min-w-0 flex-1 text-sm font-medium">{look.displayName}</span>
                  <span
                    className={cn(
                      "flex h-6 w-6 shrink-0 items-center justify-center rounded-full",
                      selected ? "bg-primary text-primary-foreground" : "invisible",
                    )}
                  >
                    <Check className="h-4 w-4" aria-hidden />
                  </span>
                  {selected && <span className="sr-only">(current theme)</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
