import { moveItem } from "@core/card-order";
import type { FormConfig } from "@core/form-config";
import {
  FORM_FIELD_TYPE_NAMES,
  FORM_FIELD_TYPES,
  FORM_FIELDS_MAX,
  FORM_SUBMIT_LABEL_MAX,
  FORM_THANK_YOU_MAX,
  FORM_TITLE_MAX,
  type FormFieldType,
} from "@core/form-fields";
import { Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { SortableList } from "@/components/ui/sortable-list";
import { Switch } from "@/components/ui/switch";
import type { FieldErrors } from "@/features/card-editor/save-payload";
import { TabSection } from "@/features/card-editor/tabs/tab-section";
import { addField, changeField, moveField, removeField } from "./form-builder";
import { FormFieldEditor } from "./form-field-editor";

const SELECT_CLASSES =
  "h-10 w-full rounded-md border border-input bg-card px-3 text-sm text-foreground " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring";

/** Focuses `selector` (or the first `inner` inside it), when it is there. */
function focusIn(selector: string, inner?: string) {
  const found = document.querySelector<HTMLElement>(selector);
  (inner ? found?.querySelector<HTMLElement>(inner) : found)?.focus();
}

/** Messages the inputs below do not show themselves (say, two fields with one id). */
function otherMessages(errors: FieldErrors): string[] {
  const shown = /^formConfig\.(title|submitLabel|thankYouMessage|fields\.\d+\.(label|id|options(\.\d+)?))$/;
  return Object.entries(errors)
    .filter(([key, message]) => key.startsWith("formConfig") && !shown.test(key) && message)
    .map(([, message]) => message as string);
}

interface FormTabProps {
  config: FormConfig;
  errors: FieldErrors;
  /** Why this user may not build forms (level 1), or undefined. */
  denial: string | undefined;
  onChange: (config: FormConfig) => void;
}

/**
 * Form (pricing gives the form builder to Professional and up): the visitor form
 * shown under the card on its public page, its fields dragged (or moved by keyboard, or with
 * their up and down buttons) into order. Saved as the other typed fields are (use-editor-save.ts).
 */
export function FormTab({ config, errors, denial, onChange }: FormTabProps) {
  const [type, setType] = useState<FormFieldType>("name");
  const [removing, setRemoving] = useState<number | null>(null);
  const [moved, setMoved] = useState<{ id: string; step: -1 | 1 } | null>(null);
  const removed = useRef(false);
  const removingField = removing === null ? undefined : config.fields[removing];
  const full = config.fields.length >= FORM_FIELDS_MAX;

  // Moving a field moves its buttons too: the one pressed keeps the focus (or its pair, at an end).
  useEffect(() => {
    if (!moved) return;
    const group = document.querySelector(`[data-form-field="${moved.id}"]`);
    const buttons = group?.querySelectorAll<HTMLButtonElement>("[data-move]");
    const pressed = [...(buttons ?? [])].find((b) => b.dataset.move === String(moved.step));
    const target = pressed && !pressed.disabled ? pressed : [...(buttons ?? [])].find((b) => !b.disabled);
    target?.focus();
    setMoved(null);
  }, [moved]);

  if (denial) {
    return (
      <TabSection
        title="Form"
        description="A form on your public card page that visitors fill in to reach you."
      >
        <Alert title="Not available on your plan">{denial}</Alert>
      </TabSection>
    );
  }

  const leftover = otherMessages(errors);
  return (
    <TabSection
      title="Form"
      description="A form under your card on its public page. Messages arrive in your analytics (and by email where the server sends mail). Changes here save on their own a second after the last one."
    >
      {leftover.length > 0 && (
        <Alert title="Please check the form">
          <ul>
            {leftover.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}

      <Switch
        label="Show the form on my card"
        checked={config.enabled}
        onCheckedChange={(enabled) => onChange({ ...config, enabled })}
      />
      {config.enabled && config.fields.length === 0 && (
        <p className="text-sm text-muted-foreground">
          Add a field below: a form without fields is not shown.
        </p>
      )}

      <FormField label="Form title" error={errors["formConfig.title"]}>
        <Input
          value={config.title}
          maxLength={FORM_TITLE_MAX}
          onChange={(event) => onChange({ ...config, title: event.target.value })}
        />
      </FormField>

      <section aria-labelledby="form-fields-heading" className="space-y-3">
        <h3 id="form-fields-heading" className="text-base font-semibold">
          Fields
        </h3>
        {config.fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">No fields yet. Add one below.</p>
        ) : (
          <SortableList
            as="ol"
            id="form-fields-list"
            label="Form fields"
            items={config.fields}
            itemKey={(field) => field.id}
            itemName={(field, index) =>
              `field ${index + 1}, ${field.label.trim() || FORM_FIELD_TYPE_NAMES[field.type]}`
            }
            onMove={(from, to) => onChange({ ...config, fields: moveItem(config.fields, from, to) })}
            className="space-y-3"
            itemClassName="items-start gap-1 bg-transparent p-0"
            renderItem={(field, index) => (
              <div data-form-field={field.id} className="min-w-0 flex-1">
                <FormFieldEditor
                  field={field}
                  index={index}
                  count={config.fields.length}
                  errors={errors}
                  onChange={(change) => onChange(changeField(config, index, change))}
                  onMove={(step) => {
                    onChange(moveField(config, index, step));
                    setMoved({ id: field.id, step });
                  }}
                  onRemove={() => setRemoving(index)}
                />
              </div>
            )}
          />
        )}
        <div className="flex flex-wrap items-end gap-3">
          <FormField label="New field type" className="min-w-0 flex-1 basis-48">
            <select
              className={SELECT_CLASSES}
              value={type}
              onChange={(event) => setType(event.target.value as FormFieldType)}
            >
              {FORM_FIELD_TYPES.map((value) => (
                <option key={value} value={value}>
                  {FORM_FIELD_TYPE_NAMES[value]}
                </option>
              ))}
            </select>
          </FormField>
          <Button
            id="form-add-field"
            variant="outline"
            disabled={full}
            onClick={() => {
              onChange(addField(config, type));
              // Once it has rendered, the new field's label takes the focus: naming it comes next.
              window.setTimeout(
                () => focusIn("#form-fields-list > li:last-child [data-form-field]", "input"),
                0,
              );
            }}
          >
            <Plus className="h-4 w-4" aria-hidden />
            Add field
          </Button>
        </div>
        {full && (
          <p className="text-sm text-muted-foreground">A form has at most {FORM_FIELDS_MAX} fields.</p>
        )}
      </section>

      <FormField label="Submit button text" error={errors["formConfig.submitLabel"]}>
        <Input
          value={config.submitLabel}
          maxLength={FORM_SUBMIT_LABEL_MAX}
          onChange={(event) => onChange({ ...config, submitLabel: event.target.value })}
        />
      </FormField>
      <FormField
        label="Thank-you message"
        error={errors["formConfig.thankYouMessage"]}
        hint={`${config.thankYouMessage.length}/${FORM_THANK_YOU_MAX} characters`}
      >
        <Textarea
          rows={3}
          value={config.thankYouMessage}
          maxLength={FORM_THANK_YOU_MAX}
          onChange={(event) => onChange({ ...config, thankYouMessage: event.target.value })}
        />
      </FormField>

      <ConfirmDialog
        open={removingField !== undefined}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={`Remove the field "${removingField?.label ?? ""}"?`}
        description="It disappears from your form when you save. Messages already received keep its answers."
        confirmLabel="Remove"
        destructive
        // After a removal the field's button is gone: the focus goes on to adding one.
        onCloseAutoFocus={(event) => {
          if (!removed.current) return;
          removed.current = false;
          event.preventDefault();
          focusIn("#form-add-field");
        }}
        onConfirm={() => {
          if (removing !== null) onChange(removeField(config, removing));
          removed.current = true;
          setRemoving(null);
        }}
      />
    </TabSection>
  );
}
