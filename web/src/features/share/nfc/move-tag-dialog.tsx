/**
 * 'Move to another card': the tag keeps its address and leads to the chosen card from now on, as
 * when a badge passes to a new colleague. The choice is among the user's own cards.
 */
import { cardDisplayName } from "@core/card-display";
import type { NfcTag } from "@core/schemas/nfc-tags";
import { ArrowRightLeft } from "lucide-react";
import { useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { useMyCards } from "@/features/cards/api";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useMoveTag } from "./nfc-tags-api";
import { TagFormDialog } from "./tag-form-dialog";

export function MoveTagDialog({ tag }: { tag: NfcTag }) {
  const [target, setTarget] = useState("");
  const [error, setError] = useState<string>();
  const cards = useMyCards();
  const move = useMoveTag();
  const others = (cards.data ?? []).filter((card) => card.id !== tag.cardId);

  function submit(close: () => void) {
    if (target === "") return setError("Choose the card the tag should open");
    move.mutate(
      { id: tag.id, cardId: Number(target) },
      {
        onSuccess: (moved) => {
          close();
          toast({ title: `The tag now opens ${moved.cardName ?? "the chosen card"}`, variant: "success" });
        },
        onError: (failure) =>
          setError(errorMessage(failure, "The tag could not be moved. Please try again.")),
      },
    );
  }

  return (
    <TagFormDialog
      icon={ArrowRightLeft}
      trigger={
        <>
          Move to another card<span className="sr-only"> ({tag.label})</span>
        </>
      }
      title="Move to another card"
      description="The tag keeps its address, so nothing needs rewriting: a tap opens the chosen card from now on."
      submitLabel="Move tag"
      submitDisabled={move.isPending || others.length === 0}
      onOpen={() => {
        setTarget("");
        setError(undefined);
      }}
      onSubmit={submit}
    >
      <FormField
        label="Card"
        error={error}
        hint={others.length === 0 && !cards.isPending ? "You have no other card to move it to." : undefined}
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
    </TagFormDialog>
  );
}
