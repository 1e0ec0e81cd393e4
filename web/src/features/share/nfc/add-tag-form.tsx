/** 'Add a tag': a label, and the tag gets its short address at once. */
import { TAG_LABEL_MAX } from "@core/nfc-tags";
import { tagLabelSchema } from "@core/schemas/nfc-tags";
import { Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useAddTag } from "./nfc-tags-api";

export function AddTagForm({ cardId }: { cardId: number }) {
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string>();
  const add = useAddTag(cardId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = tagLabelSchema.safeParse(label);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    add.mutate(parsed.data, {
      onSuccess: () => {
        setLabel("");
        toast({
          title: "Tag added",
          description: "Write its address to an NFC tag next.",
          variant: "success",
        });
      },
      onError: (failure) => setError(errorMessage(failure, "The tag could not be added. Please try again.")),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <FormField label="New tag's label" error={error} hint="For example: Reception badge" className="flex-1">
        <Input value={label} maxLength={TAG_LABEL_MAX} onChange={(event) => setLabel(event.target.value)} />
      </FormField>
      <Button type="submit" className="sm:mt-6" disabled={add.isPending}>
        <Plus className="h-4 w-4" aria-hidden />
        Add a tag
      </Button>
    </form>
  );
}
