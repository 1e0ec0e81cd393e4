/** The list of quick-edit buttons, each showing the field's current value. */
import { useState } from "react";
import { useEditedCard } from "@/features/card-fields/card-fields-provider";
import { AboutEditor } from "./about-editor";
import { FieldButton } from "./field-button";
import { FieldDialog } from "./field-dialog";
import { type DialogFieldKey, dialogField, QUICK_FIELDS } from "./quick-fields";
import { SectionHeading } from "./section-heading";

export function QuickFieldList() {
  const card = useEditedCard();
  const [editing, setEditing] = useState<DialogFieldKey | null>(null);
  const [lastEdited, setLastEdited] = useState<DialogFieldKey>("name");

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
          return (
            <li key={key}>
              <FieldButton
                icon={<field.Icon className="h-4 w-4" />}
                label={field.label}
                value={value || field.emptyText}
                empty={!value}
                aria-haspopup="dialog"
                onClick={() => {
                  setLastEdited(key);
                  setEditing(key);
                }}
              />
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
