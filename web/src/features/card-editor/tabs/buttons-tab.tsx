import type { BusinessCard, CustomButton } from "@core/card";
import { moveItem } from "@core/card-order";
import { DEFAULT_BUTTON_COLOR, normalizeHex, readableTextColor } from "@core/colors";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SortableList } from "@/components/ui/sortable-list";
import { RemoveButton } from "@/features/card-fields/remove-button";
import { TemplateFieldset } from "@/features/card-fields/template-fieldset";
import { fieldPolicy } from "@/features/card-fields/template-policy";
import { AutomaticButtons } from "./automatic-buttons";
import { CustomButtonForm } from "./custom-button-form";
import { TabSection } from "./tab-section";

const MAX_BUTTONS = 20;

/**
 * Buttons: the automatic Call, Email and Location buttons, the custom buttons in
 * the order the owner drags them (or moves them by keyboard), each edited in the form or removed
 * after a confirmation, and the form to add one. Changes here save as every typed change in
 * the editor does (use-editor-save.ts).
 */
export function ButtonsTab({
  card,
  error,
  onChange,
}: {
  card: BusinessCard;
  error: string | undefined;
  onChange: (buttons: CustomButton[]) => void;
}) {
  const buttons = card.customButtons ?? [];
  const [removing, setRemoving] = useState<number | null>(null);
  const removingButton = removing === null ? undefined : buttons[removing];
  const [editing, setEditing] = useState<number | null>(null);
  const editingButton = editing === null ? undefined : buttons[editing];
  const [editStatus, setEditStatus] = useState("");

  /** Back to adding, focus back on the edited button's Edit action. */
  function finishEditing(status: string) {
    const index = editing;
    setEditing(null);
    setEditStatus(status);
    requestAnimationFrame(() =>
      document.querySelector<HTMLButtonElement>(`[data-edit-button="${index}"]`)?.focus(),
    );
  }

  return (
    <TabSection
      title="Buttons"
      description="Buttons on your card. Changes here save on their own a second after the last one."
    >
      <AutomaticButtons card={card} />

      {/* The organisation's template may lock or hide the custom buttons: nothing here changes them then. */}
      <TemplateFieldset policy={fieldPolicy(card, "customButtons")}>
        <section aria-labelledby="custom-buttons-heading" className="space-y-3">
          <h3 id="custom-buttons-heading" className="text-base font-semibold">
            Custom buttons
          </h3>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          {buttons.length === 0 ? (
            <p className="text-sm text-muted-foreground">No custom buttons yet. Add one below.</p>
          ) : (
            <SortableList
              label="Custom buttons"
              items={buttons}
              itemName={(button) => `the button ${button.text}`}
              onMove={(from, to) => {
                setEditing(null);
                onChange(moveItem(buttons, from, to));
              }}
              className="divide-y divide-border rounded-lg border border-border"
              renderItem={(button, index) => {
                const background = normalizeHex(button.backgroundColor) ?? DEFAULT_BUTTON_COLOR;
                return (
                  <>
                    <span
                      className="inline-flex max-w-[40%] shrink-0 items-center truncate rounded-md px-3 py-1.5 text-sm font-medium"
                      style={{ background, color: readableTextColor(background) }}
                    >
                      {button.text}
                    </span>
                    <p className="min-w-0 flex-1 truncate text-sm text-muted-foreground" title={button.url}>
                      {button.url}
                    </p>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit button ${button.text}`}
                      aria-pressed={editing === index}
                      data-edit-button={index}
                      onClick={() => setEditing(index)}
                    >
                      <Pencil className="h-4 w-4" aria-hidden />
                    </Button>
                    <RemoveButton label={`Remove button ${button.text}`} onClick={() => setRemoving(index)} />
                  </>
                );
              }}
            />
          )}
        </section>

        <CustomButtonForm
          // A fresh form for each button edited, filled with it.
          key={editing ?? "new"}
          full={buttons.length >= MAX_BUTTONS}
          onAdd={(button) => onChange([...buttons, button])}
          editing={editingButton}
          onEdited={(button) => {
            onChange(buttons.map((current, index) => (index === editing ? button : current)));
            finishEditing(`Button "${button.text}" updated.`);
          }}
          onCancel={() => finishEditing("")}
        />
      </TemplateFieldset>
      <p role="status" className="sr-only">
        {editStatus}
      </p>

      <ConfirmDialog
        open={removingButton !== undefined}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={`Remove the button "${removingButton?.text ?? ""}"?`}
        description="It disappears from the preview now and from your card when you save."
        confirmLabel="Remove"
        destructive
        onConfirm={() => {
          onChange(buttons.filter((_, index) => index !== removing));
          setRemoving(null);
          setEditing(null);
        }}
      />
    </TabSection>
  );
}
