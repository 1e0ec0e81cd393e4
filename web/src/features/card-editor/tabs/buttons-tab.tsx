import type { BusinessCard, CustomButton } from "@core/card";
import { normalizeHex, readableTextColor } from "@core/colors";
import { DEFAULT_BUTTON_COLOR } from "@core/schemas/card";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { RemoveButton } from "@/features/card-fields/remove-button";
import { AutomaticButtons } from "./automatic-buttons";
import { CustomButtonForm } from "./custom-button-form";
import { TabSection } from "./tab-section";

const MAX_BUTTONS = 20;

/**
 * Buttons (spec 000 §2): the automatic Call, Email and Location buttons, the custom buttons
 * with a confirmed removal, and the form to add one. Changes here are saved with Save Changes.
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

  return (
    <TabSection
      title="Buttons"
      description="Buttons on your card. Save Changes to publish what you change here."
    >
      <AutomaticButtons card={card} />

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
          <ul className="divide-y divide-border rounded-lg border border-border">
            {buttons.map((button, index) => {
              const background = normalizeHex(button.backgroundColor) ?? DEFAULT_BUTTON_COLOR;
              return (
                // Buttons may repeat; their position is what identifies them.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={index} className="flex items-center gap-3 p-3">
                  <span
                    className="inline-flex max-w-[45%] shrink-0 items-center truncate rounded-md px-3 py-1.5 text-sm font-medium"
                    style={{ background, color: readableTextColor(background) }}
                  >
                    {button.text}
                  </span>
                  <p className="min-w-0 flex-1 truncate text-sm text-muted-foreground" title={button.url}>
                    {button.url}
                  </p>
                  <RemoveButton label={`Remove button ${button.text}`} onClick={() => setRemoving(index)} />
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <CustomButtonForm
        full={buttons.length >= MAX_BUTTONS}
        onAdd={(button) => onChange([...buttons, button])}
      />

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
        }}
      />
    </TabSection>
  );
}
