/** The list of quick-edit buttons, each showing the field's current value. */
import { useId, useState } from "react";
import { useEditedCard } from "@/features/card-fields/card-fields-provider";
import { heldValue, TemplateNote } from "@/features/card-fields/template-note";
import { fieldPolicy } from "@/features/card-fields/template-policy";
import { AboutEditor } from "./about-editor";
import { FieldButton } from "./field-button";
import { FieldDialog } from "./field-dialog";
import { type DialogFieldKey, dialogField, QUICK_FIELDS } from "./quick-fields";
import { SectionHeading } from "./section-heading";

export function QuickFieldList() {
  const card = useEditedCard();
  const [editing, setEditing] = useState<DialogFieldKey | null>(null);
  const [lastEdited, setLastEdited] = useState<DialogFieldKey>("name");
  const noteIds = useId();

  return (
    <section aria-labelledby="quick-details-heading">
      <SectionHeading id="quick-details-heading">Details</SectionHeading>
      <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
        {QUICK_FIELDS.map((field) => {
          if (field.key === "about") {
            return (
              <li key={field.key}>
                <AboutEditor />
              </li>
            );
          }
          const key = field.key;
          const value = field.value(card);
          // A field the organisation's template locks or hides does not open: the row says why.
          const policy = fieldPolicy(card, key);
          const held = policy.state === "default" ? undefined : policy.state;
          const noteId = `${noteIds}-${key}`;
          return (
            <li key={key}>
              <FieldButton
                icon={<field.Icon className="h-4 w-4" />}
                label={field.label}
                value={held ? heldValue(held, card[key]) : value || field.emptyText}
                empty={!value}
                held={held}
                aria-describedby={held ? noteId : undefined}
                aria-haspopup={held ? undefined : "dialog"}
                onClick={() => {
                  setLastEdited(key);
                  setEditing(key);
                }}
              />
              <TemplateNote id={noteId} policy={policy} className="-mt-1 px-4 pb-3 pl-16" />
            </li>
          );
        })}
      </ul>
      {/* One dialog, kept mounted so Radix can return the focus to the button that opened it. */}
      <FieldDialog
        field={dialogField(editing ?? lastEdited)}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
    </section>
  );
}
