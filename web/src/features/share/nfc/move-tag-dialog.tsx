/**
 * 'Move to another card': the tag keeps its address and leads to the chosen card from now on, as
 * when a badge passes to a new colleague. The choice is among the user's own cards.
 */
import { cardDisplayName } from "@core/card-display";
import type { NfcTag } from "@core/schemas/nfc-tags";
import { ArrowRightLeft } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { useMyCards } from "@/features/cards/api";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useMoveTag } from "./nfc-tags-api";

export function MoveTagDialog({ tag }: { tag: NfcTag }) {
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState("");
  const [error, setError] = useState<string>();
  const cards = useMyCards();
  const move = useMoveTag();
  const others = (cards.data ?? []).filter((card) => card.id !== tag.cardId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (target === "") return setError("Choose the card the tag should open");
    move.mutate(
      { id: tag.id, cardId: Number(target) },
      {
        onSuccess: (moved) => {
          setOpen(false);
          toast({ title: `The tag now opens ${moved.cardName ?? "the chosen card"}`, variant: "success" });
        },
        onError: (failure) =>
          setError(errorMessage(failure, "The tag could not be moved. Please try again.")),
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
          setTarget("");
          setError(undefined);
          setOpen(true);
        }}
      >
        <ArrowRightLeft className="h-4 w-4" aria-hidden />
        Move to another card<span className="sr-only"> ({tag.label})</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeading
            title="Move to another card"
            description="The tag keeps its address, so nothing needs rewriting: a tap opens the chosen card from now on."
          />
          <form onSubmit={submit} noValidate>
            <FormField
              label="Card"
              error={error}
              hint={
                others.length === 0 && !cards.isPending ? "You have no other card to move it to." : undefined
              }
            >
              <NativeSelect value={target} onChange={(event) => setTarget(event.target.value)}>
                <option value="">Choose a card</option>
                {others.map((card) => (
                  <option key={card.id} value={card.id}>
                    {cardDisplayName(card)} (/{card.slug})
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={move.isPending || others.length === 0}>
                Move tag
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
