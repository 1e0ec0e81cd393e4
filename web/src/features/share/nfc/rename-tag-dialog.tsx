/** Renaming a tag: its label is only for telling tags apart here. */
import { TAG_LABEL_MAX } from "@core/nfc-tags";
import type { NfcTag } from "@core/schemas/nfc-tags";
import { tagLabelSchema } from "@core/schemas/nfc-tags";
import { Pencil } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useRenameTag } from "./nfc-tags-api";

export function RenameTagDialog({ tag }: { tag: NfcTag }) {
  const [open, setOpen] = useState(false);
  const [label, setLabel] = useState(tag.label);
  const [error, setError] = useState<string>();
  const rename = useRenameTag();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = tagLabelSchema.safeParse(label);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    rename.mutate(
      { id: tag.id, label: parsed.data },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: "Tag renamed", variant: "success" });
        },
        onError: (failure) =>
          setError(errorMessage(failure, "The tag could not be renamed. Please try again.")),
      },
    );
  }

  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => {
          setLabel(tag.label);
          setError(undefined);
          setOpen(true);
        }}
      >
        <Pencil className="h-4 w-4" aria-hidden />
        Rename<span className="sr-only"> {tag.label}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeading
            title="Rename the tag"
            description="The label tells your tags apart; visitors never see it."
          />
          <form onSubmit={submit} noValidate>
            <FormField label="Label" error={error}>
              <Input
                value={label}
                maxLength={TAG_LABEL_MAX}
                onChange={(event) => setLabel(event.target.value)}
              />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={rename.isPending}>
                Save
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
