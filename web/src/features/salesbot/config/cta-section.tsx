import type { CtaButton } from "@core/salesbot/chat-types";
import { CTA_SHOW_CONDITIONS } from "@core/salesbot/vocabulary";
import { ExternalLink, Trash2 } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { AddRowButton } from "./add-row-button";
import { ctaButtonHints } from "./config-rules";
import { ConfigSection } from "./config-section";
import { CTA_CONDITION_LABELS } from "./labels";
import { type DraftSectionProps, rowErrors } from "./use-config-draft";

const EMPTY_BUTTON: CtaButton = { name: "", description: "", url: "", showCondition: "always" };

function CtaPreview({ buttons }: { buttons: CtaButton[] }) {
  const shown = buttons.filter((button) => button.name.trim() !== "");
  return (
    <div className="space-y-2 rounded-lg border border-dashed border-border p-4">
      <p className="text-sm font-medium">Preview</p>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">Your buttons appear here as visitors will see them.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {shown.map((button, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a preview of rows that have no identity of their own.
            <li key={index}>
              <span
                className="inline-flex items-center gap-1.5 rounded-full bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground"
                title={button.description}
              >
                {button.name}
                <ExternalLink className="h-3.5 w-3.5" aria-hidden />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * CTA Buttons: the buttons offered under the assistant's messages, each
 * with its show condition; a live preview. A row missing its name, description or address is
 * dropped on save, and its hint says so meanwhile.
 */
export function CtaSection({
  draft,
  update,
  errors,
  maxButtons,
  nameMax,
  descriptionMax,
  urlMax,
}: DraftSectionProps & {
  maxButtons: number;
  nameMax: number;
  descriptionMax: number;
  urlMax: number;
}) {
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const saveErrors = rowErrors(errors, "ctaButtons");
  const setRow = (index: number, patch: Partial<CtaButton>) =>
    update({ ctaButtons: draft.ctaButtons.map((row, at) => (at === index ? { ...row, ...patch } : row)) });

  return (
    <ConfigSection
      id="cta-buttons"
      title="CTA Buttons"
      description="Call-to-action buttons the assistant shows under its messages, such as 'Book a call'."
    >
      <ol ref={list} className="space-y-3">
        {draft.ctaButtons.map((button, index) => {
          const hints = ctaButtonHints(button);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no identity of their own.
            <li key={index} className="space-y-3 rounded-lg border border-border p-3">
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-semibold">Button {index + 1}</h3>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove button ${index + 1}`}
                  onClick={() => {
                    update({ ctaButtons: draft.ctaButtons.filter((_, at) => at !== index) });
                    addButton.current?.focus();
                  }}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                  Remove
                </Button>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField label="Button name" error={hints.name ?? errors[`ctaButtons.${index}.name`]}>
                  <Input
                    value={button.name}
                    maxLength={nameMax}
                    onChange={(event) => setRow(index, { name: event.target.value })}
                  />
                </FormField>
                <FormField label="Show" error={errors[`ctaButtons.${index}.showCondition`]}>
                  <NativeSelect
                    value={button.showCondition ?? "always"}
                    onChange={(event) =>
                      setRow(index, { showCondition: event.target.value as CtaButton["showCondition"] })
                    }
                  >
                    {CTA_SHOW_CONDITIONS.map((value) => (
                      <option key={value} value={value}>
                        {CTA_CONDITION_LABELS[value]}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
                <FormField
                  label="Description"
                  className="sm:col-span-2"
                  error={hints.description ?? errors[`ctaButtons.${index}.description`]}
                >
                  <Input
                    value={button.description}
                    maxLength={descriptionMax}
                    onChange={(event) => setRow(index, { description: event.target.value })}
                  />
                </FormField>
                <FormField
                  label="Link (URL)"
                  className="sm:col-span-2"
                  error={hints.url ?? errors[`ctaButtons.${index}.url`] ?? saveErrors[index]}
                >
                  <Input
                    type="url"
                    inputMode="url"
                    value={button.url}
                    maxLength={urlMax}
                    placeholder="https://"
                    onChange={(event) => setRow(index, { url: event.target.value })}
                  />
                </FormField>
              </div>
            </li>
          );
        })}
      </ol>
      <AddRowButton
        ref={addButton}
        list={list}
        disabled={draft.ctaButtons.length >= maxButtons}
        onAdd={() => update({ ctaButtons: [...draft.ctaButtons, { ...EMPTY_BUTTON }] })}
      >
        Add CTA button
      </AddRowButton>
      <CtaPreview buttons={draft.ctaButtons} />
    </ConfigSection>
  );
}
