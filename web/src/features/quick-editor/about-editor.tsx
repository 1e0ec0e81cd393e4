/**
 * About, edited inline under its row: a text area of at most 500 characters
 * with a counter. Saving needs a signed-in user.
 */
import { cardAbout } from "@core/card";
import { ABOUT_MAX } from "@core/schemas/card";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { useUser } from "@/features/auth/use-auth";
import { useEditedCard } from "@/features/card-fields/card-fields-provider";
import { heldValue, TemplateNote } from "@/features/card-fields/template-note";
import { useFieldPolicy } from "@/features/card-fields/template-policy";
import { useCardSave } from "@/features/card-fields/use-card-save";
import { toastAuthRequired } from "./auth-required";
import { FieldButton } from "./field-button";
import { fieldChanges } from "./field-changes";
import { SAVE_CHANGES_FAILED } from "./field-dialog";
import { ABOUT_FIELD, aboutPreview, fieldSchema } from "./quick-fields";

export function AboutEditor() {
  const card = useEditedCard();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const about = cardAbout(card);
  // The organisation's template may lock or hide About: then the row does not open, and says why.
  const policy = useFieldPolicy("about");
  const held = policy.state === "default" ? undefined : policy.state;
  const noteId = useId();

  return (
    <>
      <FieldButton
        icon={<ABOUT_FIELD.Icon className="h-4 w-4" />}
        label={ABOUT_FIELD.label}
        value={
          held
            ? heldValue(held, card.about && aboutPreview(card.about))
            : about
              ? aboutPreview(about)
              : ABOUT_FIELD.emptyText
        }
        empty={!about}
        held={held}
        expanded={open}
        aria-expanded={held ? undefined : open}
        aria-controls={open ? panelId : undefined}
        aria-describedby={held ? noteId : undefined}
        ref={buttonRef}
        onClick={() => setOpen(!open)}
      />
      <TemplateNote id={noteId} policy={policy} className="-mt-1 px-4 pb-3 pl-16" />
      {open && !held && (
        <AboutForm
          id={panelId}
          initial={about ?? ""}
          onDone={() => {
            // The form goes away with the focus in it: hand the focus back to its row.
            buttonRef.current?.focus();
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

const aboutFormSchema = z.object({ value: fieldSchema("about") });

function AboutForm({ id, initial, onDone }: { id: string; initial: string; onDone: () => void }) {
  const card = useEditedCard();
  const { data: user } = useUser();
  const { save, pending } = useCardSave({ failureTitle: SAVE_CHANGES_FAILED });
  const form = useForm({ resolver: zodResolver(aboutFormSchema), defaultValues: { value: initial } });
  const length = (form.watch("value") ?? "").length;
  const { setFocus } = form;

  // Opening the editor moves the focus into it.
  useEffect(() => setFocus("value"), [setFocus]);

  const onSubmit = form.handleSubmit(async ({ value }) => {
    if (!user) return toastAuthRequired();
    const result = await save(fieldChanges(card, "about", value ?? null));
    if (result.ok) return onDone();
    const message = result.fields.about;
    if (message) form.setError("value", { message }, { shouldFocus: true });
  });

  return (
    <form id={id} noValidate onSubmit={onSubmit} className="space-y-2 border-t border-border bg-muted/40 p-4">
      {/* The counter is the field's hint, so a screen reader reads it with the field. */}
      <FormField
        label="About"
        hint={`${length}/${ABOUT_MAX} characters`}
        error={form.formState.errors.value?.message}
      >
        <Textarea
          rows={5}
          maxLength={ABOUT_MAX}
          placeholder="A few words about you and what you do"
          {...form.register("value")}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Saving..." : "Save About"}
        </Button>
      </div>
    </form>
  );
}
