import {
  FORM_FIELD_TYPE_NAMES,
  FORM_LABEL_MAX,
  FORM_OPTION_MAX,
  FORM_OPTIONS_MAX,
  type FormField,
} from "@core/form-fields";
import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { FormField as Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { FieldErrors } from "@/features/card-editor/save-payload";
import { RemoveButton } from "@/features/card-fields/remove-button";

interface FormFieldEditorProps {
  field: FormField;
  index: number;
  count: number;
  /** Messages under "formConfig.fields.{index}…". */
  errors: FieldErrors;
  onChange: (change: Partial<Omit<FormField, "id" | "type">>) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * One field of the visitor form in the builder: a group named after its place and type, with
 * its label, whether it is required, its choices (choice fields), and buttons to move it up or
 * down and to remove it.
 */
export function FormFieldEditor({
  field,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: FormFieldEditorProps) {
  const path = `formConfig.fields.${index}`;
  const name = `Field ${index + 1}: ${FORM_FIELD_TYPE_NAMES[field.type]}`;
  const options = field.options ?? [];
  const requiredId = `form-field-${field.id}-required`;
  const choiceList = useRef<HTMLUListElement>(null);
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-border p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">{name}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label="Label"
          error={errors[`${path}.label`] ?? errors[`${path}.id`]}
          className="min-w-0 flex-1 basis-48"
        >
          <Input
            value={field.label}
            maxLength={FORM_LABEL_MAX}
            onChange={(event) => onChange({ label: event.target.value })}
          />
        </Field>
        <div className="flex h-10 items-center gap-2">
          <input
            id={requiredId}
            type="checkbox"
            checked={field.required}
            onChange={(event) => onChange({ required: event.target.checked })}
            className="h-4 w-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
          <label htmlFor={requiredId} className="text-sm font-medium">
            Required
          </label>
        </div>
      </div>

      {field.type === "choice" && (
        <div className="space-y-2">
          <p className="text-sm font-medium">Choices</p>
          {options.length === 0 && <p className="text-sm text-muted-foreground">No choices yet.</p>}
          <ul ref={choiceList} className="space-y-2">
            {options.map((option, optionIndex) => (
              // Choices may repeat while being typed; their place identifies them.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={optionIndex} className="flex items-start gap-2">
                <Field
                  label={`Choice ${optionIndex + 1}`}
                  error={errors[`${path}.options.${optionIndex}`]}
                  className="min-w-0 flex-1"
                >
                  <Input
                    value={option}
                    maxLength={FORM_OPTION_MAX}
                    onChange={(event) =>
                      onChange({
                        options: options.map((o, i) => (i === optionIndex ? event.target.value : o)),
                      })
                    }
                  />
                </Field>
                <Button
                  variant="ghost"
                  size="icon"
                  className="mt-5"
                  aria-label={`Remove choice ${optionIndex + 1}${option ? ` (${option})` : ""}`}
                  onClick={() => onChange({ options: options.filter((_, i) => i !== optionIndex) })}
                >
                  <X className="h-4 w-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
          {errors[`${path}.options`] && (
            <p role="alert" className="text-sm text-destructive">
              {errors[`${path}.options`]}
            </p>
          )}
          <Button
            variant="outline"
            size="sm"
            disabled={options.length >= FORM_OPTIONS_MAX}
            onClick={() => {
              onChange({ options: [...options, ""] });
              // Once it has rendered, the new choice takes the focus, so typing can start at once.
              window.setTimeout(
                () => choiceList.current?.querySelector<HTMLInputElement>("li:last-child input")?.focus(),
                0,
              );
            }}
          >
            <Plus className="h-4 w-4" aria-hidden />
            Add choice
          </Button>
        </div>
      )}

      <div className="flex flex-wrap items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          data-move="-1"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={`Move ${field.label || name} up`}
        >
          <ArrowUp className="h-4 w-4" aria-hidden />
          Up
        </Button>
        <Button
          variant="ghost"
          size="sm"
          data-move="1"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label={`Move ${field.label || name} down`}
        >
          <ArrowDown className="h-4 w-4" aria-hidden />
          Down
        </Button>
        <RemoveButton label={`Remove field ${field.label || name}`} onClick={onRemove} className="ml-auto">
          Remove
        </RemoveButton>
      </div>
    </fieldset>
  );
}
