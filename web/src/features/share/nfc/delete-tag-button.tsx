/** Deleting a tag, after a confirmation: its address stops opening the card. */
import type { NfcTag } from "@core/schemas/nfc-tags";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useDeleteTag } from "./nfc-tags-api";

export function DeleteTagButton({ tag }: { tag: NfcTag }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteTag();
  return (
    <>
      <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden />
        Delete<span className="sr-only"> {tag.label}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this tag?"
        description={`“${tag.label}” will stop opening the card, and its taps are deleted with it. A tag already written with its address shows a “not linked” page when tapped.`}
        confirmLabel="Delete tag"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(tag.id, {
            onSuccess: () => {
              setOpen(false);
              toast({ title: "Tag deleted", variant: "success" });
            },
            onError: (failure) =>
              toast({
                title: errorMessage(failure, "The tag could not be deleted. Please try again."),
                variant: "destructive",
              }),
          })
        }
      />
    </>
  );
}
