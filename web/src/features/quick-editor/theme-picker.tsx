/**
 * The quick editor's theme row: the card's theme by its display name, opening
 * the shared theme dialog, which keeps itself open until the chosen theme is saved.
 */
import { themeLook } from "@core/themes";
import { Palette } from "lucide-react";
import { useId, useState } from "react";
import { useEditedCard } from "@/features/card-fields/card-fields-provider";
import { TemplateNote } from "@/features/card-fields/template-note";
import { useFieldPolicy } from "@/features/card-fields/template-policy";
import { ThemePickerDialog } from "@/features/card-fields/theme-picker-dialog";
import { useThemeChoice } from "@/features/card-fields/use-theme-choice";
import { FieldButton } from "./field-button";

export function ThemePicker() {
  const card = useEditedCard();
  const choice = useThemeChoice();
  const [open, setOpen] = useState(false);
  // The organisation's template may lock the theme (it never hides it).
  const policy = useFieldPolicy("theme");
  const held = policy.state === "default" ? undefined : policy.state;
  const noteId = useId();
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card">
      <FieldButton
        icon={<Palette className="h-4 w-4" />}
        label="Card Theme"
        value={themeLook(card.theme).displayName}
        empty={false}
        held={held}
        aria-describedby={held ? noteId : undefined}
        aria-haspopup={held ? undefined : "dialog"}
        onClick={() => setOpen(true)}
      />
      <TemplateNote id={noteId} policy={policy} className="-mt-1 px-4 pb-3 pl-16" />
      <ThemePickerDialog open={open} onOpenChange={setOpen} choice={choice} closeAfterSave />
    </div>
  );
}
