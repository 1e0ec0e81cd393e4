/**
 * The theme dialog of both editors: every theme with a miniature of its look
 * and its display name, the current one with a checkmark. Choosing one saves it at once. The
 * full editor closes the dialog straight away and lets its preview follow the save; the quick
 * editor (`closeAfterSave`) keeps it open with a spinner on the choice until the card has the
 * theme, and open on a failure so another can be tried.
 */
import { THEMES, type ThemeValue } from "@core/themes";
import { Check, Loader2 } from "lucide-react";
import { cn } from "@/lib/cn";
import { EditorDialog } from "./editor-dialog";
import { ThemeSwatch } from "./theme-swatch";
import type { ThemeChoice } from "./use-theme-choice";

export function ThemePickerDialog({
  open,
  onOpenChange,
  choice,
  closeAfterSave = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  choice: ThemeChoice;
  closeAfterSave?: boolean;
}) {
  const waiting = closeAfterSave && choice.choosing !== null;

  async function pick(value: ThemeValue) {
    if (!closeAfterSave) {
      onOpenChange(false);
      void choice.choose(value);
    } else if (!waiting && (await choice.choose(value))) {
      onOpenChange(false);
    }
  }

  return (
    <EditorDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Choose a theme"
      description="The theme is saved as soon as you choose it."
      className="max-w-2xl"
    >
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Themes">
        {THEMES.map((look) => {
          const selected = look.value === choice.theme;
          const saving = waiting && look.value === choice.choosing;
          return (
            <li key={look.value}>
              <button
                type="button"
                aria-pressed={selected}
                // Not `disabled`: that would drop the focus out of the dialog while saving.
                aria-disabled={waiting || undefined}
                onClick={() => void pick(look.value as ThemeValue)}
                className={cn(
                  "flex w-full cursor-pointer items-center gap-3 rounded-lg border p-2 text-left transition-colors",
                  "hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring",
                  "aria-disabled:cursor-wait",
                  selected ? "border-primary bg-accent text-accent-foreground" : "border-border",
                )}
              >
                <ThemeSwatch theme={look} />
                <span className="min-w-0 flex-1 text-sm font-medium">{look.displayName}</span>
                {saving ? (
                  <Loader2 className="h-6 w-6 shrink-0 animate-spin text-primary" aria-hidden />
                ) : (
                  <span
                    className={cn(
                      "flex h-6 w-6 shrink-0 items-center justify-center rounded-full",
                      selected ? "bg-primary text-primary-foreground" : "invisible",
                    )}
                  >
                    <Check className="h-4 w-4" aria-hidden />
                  </span>
                )}
                {selected && <span className="sr-only">(current theme)</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </EditorDialog>
  );
}
