/**
 * The quick editor's theme row: the card's theme by its display name, opening
 * the shared theme dialog, which keeps itself open until the chosen theme is saved.
 */
import { themeLook } from "@core/themes";
import { Palette } from "lucide-react";
import { useState } from "react";
import { useEditedCard } from "@/features/card-fields/card-fields-provider";
import { ThemePickerDialog } from "@/features/card-fields/theme-picker-dialog";
import { useThemeChoice } from "@/features/card-fields/use-theme-choice";
import { FieldButton } from "./field-button";

export function ThemePicker() {
  const card = useEditedCard();
  const choice = useThemeChoice();
  const [open, setOpen] = useState(false);
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
      <ThemePickerDialog open={open} onOpenChange={setOpen} choice={choice} closeAfterSave />
    </div>
  );
}
