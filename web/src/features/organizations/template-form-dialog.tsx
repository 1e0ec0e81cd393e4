/**
 * Making or changing a card template: its name, then each field's value and policy. A change
 * reaches every card linked to the template at once (the server merges it when they are read).
 */
import { TEMPLATE_FIELDS } from "@core/card-template";
import { TEMPLATE_NAME_MAX } from "@core/organizations";
import type { Template } from "@core/schemas/card-templates";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/toast";
import { fieldErrorsOf, toastFailure } from "./server-errors";
import { TemplateFieldEditor } from "./template-field-editor";
import { bodyOf, draftOf } from "./template-values";
import { useSaveTemplate } from "./templates-api";

interface TemplateFormDialogProps {
  orgId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template to change; a new one without it. */
  template?: Template;
}

export function TemplateFormDialog({ orgId, open, onOpenChange, template }: TemplateFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl" data-dialog="template">
        <DialogHeading
          title={template ? `Edit ${template.name}` : "New template"}
          description="Default: a new card starts with the value and its owner may change it. Locked: every linked card shows the value. Hidden: linked cards show the field empty."
        />
        {open && (
          <TemplateForm
            key={template?.id ?? "new"}
            orgId={orgId}
            template={template}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The server's message for `field`, whether it names the field or a row of it. */
function errorFor(errors: Record<string, string>, field: string): string | undefined {
  const key = Object.keys(errors).find(
    (name) => name === `fields.${field}` || name.startsWith(`fields.${field}.`),
  );
  return key ? errors[key] : undefined;
}

function TemplateForm({
  orgId,
  template,
  onDone,
}: {
  orgId: number;
  template?: Template;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(template));
  const save = useSaveTemplate(orgId);
  const errors = fieldErrorsOf(save.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { id: template?.id, body: bodyOf(draft) },
      {
        onSuccess: (saved) => {
          toast({
            title: "Success",
            description: `Template ${saved.name} ${template ? "saved" : "created"}`,
            variant: "success",
          });
          onDone();
        },
        onError: (error) => toastFailure(error, "Failed to save the template"),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <FormField label="Template name" error={errors.name} className="pb-4">
        <Input
          value={draft.name}
          maxLength={TEMPLATE_NAME_MAX}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
      </FormField>
      {(errors.locked ?? errors.hidden) && (
        <p role="alert" className="pb-4 text-sm text-destructive">
          {errors.locked ?? errors.hidden}
        </p>
      )}
      {TEMPLATE_FIELDS.map((field) => (
        <TemplateFieldEditor
          key={field}
          field={field}
          draft={draft}
          error={errorFor(errors, field)}
          onChange={setDraft}
        />
      ))}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : template ? "Save template" : "Create template"}
        </Button>
      </DialogFooter>
    </form>
  );
}
