/** Renaming a tag: its label is only for telling tags apart here. */
import { TAG_LABEL_MAX } from "@core/nfc-tags";
import type { NfcTag } from "@core/schemas/nfc-tags";
import { tagLabelSchema } from "@core/schemas/nfc-tags";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useRenameTag } from "./nfc-tags-api";
import { TagFormDialog } from "./tag-form-dialog";

export function RenameTagDialog({ tag }: { tag: NfcTag }) {
  const [label, setLabel] = useState(tag.label);
  const [error, setError] = useState<string>();
  const rename = useRenameTag();

  function submit(close: () => void) {
    const parsed = tagLabelSchema.safeParse(label);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    rename.mutate(
      { id: tag.id, label: parsed.data },
      {
        onSuccess: () => {
          close();
          toast({ title: "Tag renamed", variant: "success" });
        },
        onError: (failure) =>
          setError(errorMessage(failure, "The tag could not be renamed. Please try again.")),
      },
    );
  }

  return (
    <TagFormDialog
      icon={Pencil}
      trigger={
        <>
          Rename<span className="sr-only"> {tag.label}</span>
        </>
      }
      title="Rename the tag"
      description="The label tells your tags apart; visitors never see it."
      submitLabel="Save"
      submitDisabled={rename.isPending}
      onOpen={() => {
        setLabel(tag.label);
        setError(undefined);
      }}
      onSubmit={submit}
    >
      <FormField label="Label" error={error}>
        <Input value={label} maxLength={TAG_LABEL_MAX} onChange={(event) => setLabel(event.target.value)} />
      </FormField>
    </TagFormDialog>
  );
}
