/**
 * The theme row and its dialog (spec 000 §2): the nine themes by display name, each with a
 * swatch of its look and a checkmark on the card's theme. Choosing one saves it at once.
 */
import { THEMES, type ThemeValue, themeLook } from "@core/themes";
import { Check, Loader2, Palette } from "lucide-react";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { FieldButton } from "./field-button";
import { useQuickEditor } from "./quick-editor-context";
import { ThemeSwatch } from "./theme-swatch";
import { useQuickSave } from "./use-quick-save";
import { useReturnFocus } from "./use-return-focus";

export function ThemePicker() {
  const { card } = useQuickEditor();
  const [open, setOpen] = useState(false);
  const returnFocus = useReturnFocus();
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card">
      <FieldButton
        icon={<Palette className="h-4 w-4" />}
        label="Card Theme"
        value={themeLook(card.theme).displayName}
        empty={false}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md" {...returnFocus}>
          <DialogHeader>
            <DialogTitle>Choose a theme</DialogTitle>
            <DialogDescription>The card changes as soon as you pick one.</DialogDescription>
          </DialogHeader>
          {open && <ThemeList onChosen={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function ThemeList({ onChosen }: { onChosen: () => void }) {
  const { card } = useQuickEditor();
  const { save, pending } = useQuickSave("Failed to update theme");
  const [choosing, setChoosing] = useState<string | null>(null);

  async function choose(value: ThemeValue) {
    if (pending) return;
    if (value === card.theme) return onChosen();
    setChoosing(value);
    const result = await save({ theme: value });
    setChoosing(null);
    if (result.ok) onChosen();
  }

  return (
    <ul className="space-y-1.5">
      {THEMES.map((look) => {
        const current = look.value === card.theme;
        return (
          <li key={look.value}>
            <button
              type="button"
              aria-pressed={current}
              // Not `disabled`: that would drop the focus out of the dialog while saving.
              aria-disabled={pending || undefined}
              onClick={() => choose(look.value as ThemeValue)}
              className={cn(
                "flex w-full cursor-pointer items-center gap-3 rounded-lg border p-2 text-left text-sm transition-colors",
                "hover:bg-accent/60 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
                "aria-disabled:cursor-wait",
                current ? "border-primary bg-accent/60 font-semibold" : "border-border",
              )}
            >
              <ThemeSwatch look={look} />
              <span className="flex-1">{look.displayName}</span>
              {choosing === look.value ? (
                <Loader2 className="h-5 w-5 animate-spin text-primary" aria-hidden />
              ) : (
                current && (
                  <>
                    <Check className="h-5 w-5 text-primary" aria-hidden />
                    <span className="sr-only">(current theme)</span>
                  </>
                )
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
