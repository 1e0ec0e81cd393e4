/**
 * The small dialog that edits one card field (spec 000 §2 Quick editor). The value is checked
 * with the same rule the server applies (core updateCardSchema) and saved on its own.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { fieldChanges } from "./field-changes";
import { useQuickEditor } from "./quick-editor-context";
import { type DialogField, fieldSchema } from "./quick-fields";
import { serverFieldError, useQuickSave } from "./use-quick-save";
import { useReturnFocus } from "./use-return-focus";

interface FieldDialogProps {
  field: DialogField;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function FieldDialog({ field, open, onOpenChange }: FieldDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Edit {field.label}</DialogTitle>
          <DialogDescription>{field.description}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the card's current value. */}
        {open && <FieldForm field={field} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function FieldForm({ field, onDone }: { field: DialogField; onDone: () => void }) {
  const { card } = useQuickEditor();
  const { save, pending } = useQuickSave("Failed to save changes");
  const schema = useMemo(() => z.object({ value: fieldSchema(field.key) }), [field.key]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { value: field.value(card) ?? "" },
  });
  const error = form.formState.errors.value?.message;

  const onSubmit = form.handleSubmit(async ({ value }) => {
    const result = await save(fieldChanges(card, field.key, value ?? null));
    if (result.ok) return onDone();
    const message = serverFieldError(result.error, field.key);
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
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : "Save"}
        </Button>
      </DialogFooter>
    </form>
  );
}
