/**
 * The small dialog that edits one card field in the quick editor. The value is checked
 * with the same rule the server applies (core updateCardSchema) and saved on its own.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { useEditedCard } from "@/features/card-fields/card-fields-provider";
import { DialogSaveActions } from "@/features/card-fields/dialog-save-actions";
import { EditorDialog } from "@/features/card-fields/editor-dialog";
import { useCardSave } from "@/features/card-fields/use-card-save";
import { fieldChanges } from "./field-changes";
import { type DialogField, fieldSchema } from "./quick-fields";

/** The quick editor's title for a refused field. */
export const SAVE_CHANGES_FAILED = "Failed to save changes";

interface FieldDialogProps {
  field: DialogField;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function FieldDialog({ field, open, onOpenChange }: FieldDialogProps) {
  return (
    <EditorDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Edit ${field.label}`}
      description={field.description}
    >
      {/* Mounted only while open, so each opening starts from the card's current value. */}
      {open && <FieldForm field={field} onDone={() => onOpenChange(false)} />}
    </EditorDialog>
  );
}

function FieldForm({ field, onDone }: { field: DialogField; onDone: () => void }) {
  const card = useEditedCard();
  const { save, pending } = useCardSave({ failureTitle: SAVE_CHANGES_FAILED });
  const schema = useMemo(() => z.object({ value: fieldSchema(field.key) }), [field.key]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { value: field.value(card) ?? "" },
  });
  const error = form.formState.errors.value?.message;

  const onSubmit = form.handleSubmit(async ({ value }) => {
    const result = await save(fieldChanges(card, field.key, value ?? null));
    if (result.ok) return onDone();
    const message = result.fields[field.key];
    if (message) form.setError("value", { message }, { shouldFocus: true });
  });

  const control = field.multiline ? (
    <Textarea rows={3} autoComplete={field.autoComplete} {...form.register("value")} />
  ) : (
    <Input
      type={field.type}
      inputMode={field.inputMode}
      autoComplete={field.autoComplete}
      placeholder={field.placeholder}
      autoCapitalize={field.type === "text" ? undefined : "none"}
      spellCheck={field.type === "text" ? undefined : false}
      {...form.register("value")}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit}>
      <FormField label={field.label} error={error}>
        {control}
      </FormField>
      <DialogSaveActions pending={pending} />
    </form>
  );
}
