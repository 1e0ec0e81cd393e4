import { BreakableText } from "@card-view/card-contact";
import type { BusinessCard } from "@core/card";
import { cardDisplayName, cardPath } from "@core/card-display";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeleteCard } from "@/features/cards/api";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";

/** Delete, for level 5 only: asks first, then DELETE. */
export function DeleteCardButton({ card }: { card: BusinessCard }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteCard();
  const name = cardDisplayName(card);

  function confirm() {
    remove.mutate(card.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: "Card deleted", description: `${name} has been deleted.`, variant: "success" });
      },
      onError: (error) => {
        setOpen(false);
        toast({
          title: "Deletion failed",
          description: errorMessage(error, "Failed to delete the business card. Please try again."),
          variant: "destructive",
        });
      },
    });
  }

  return (
    <>
      <Button variant="outline" size="sm" className="text-destructive" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this card?"
        description={
          <>
            <strong className="text-foreground">{name}</strong> and its public page at{" "}
            <span className="font-mono">
              <BreakableText text={cardPath(card.slug)} />
            </span>{" "}
            will be deleted, together with its analytics. This cannot be undone.
          </>
        }
        confirmLabel={remove.isPending ? "Deleting..." : "Delete Card"}
        destructive
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
