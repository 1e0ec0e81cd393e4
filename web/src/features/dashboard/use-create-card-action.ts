/**
 * Creating a card from the dashboard: the level's card limit is checked
 * first with the same rule the server enforces; on success 'Card created' and on to the
 * quick editor, on failure 'Creation failed' with the server's message.
 */
import { authorize } from "@core/policy";
import type { CreateCardInput } from "@core/schemas/card";
import { useNavigate } from "react-router";
import type { User } from "@/features/auth/types";
import { useCreateCard } from "@/features/cards/api";
import { ApiError, errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { editCardPath } from "./card-links";

const CREATION_FAILED = "Failed to create a new business card. Please try again.";

function creationFailed(description: string) {
  toast({ title: "Creation failed", description, variant: "destructive" });
}

/** A new card's contact details come from the user's profile; the server makes the slug. */
export function profileCardInput(user: User): CreateCardInput {
  return { name: user.fullName, email: user.email, phone: user.phone };
}

export function useCreateCardAction(user: User, ownedCards: number) {
  const create = useCreateCard();
  const navigate = useNavigate();
  const denial = authorize(user, "card.create", { ownerId: user.id, ownedCount: ownedCards });

  function createCard(input: CreateCardInput, onFieldErrors?: (fields: Record<string, string>) => void) {
    if (denial) {
      creationFailed(denial);
      return;
    }
    create.mutate(input, {
      onSuccess: (card) => {
        toast({
          title: "Card created",
          description: "Your new business card is ready to edit.",
          variant: "success",
        });
        navigate(editCardPath(card.id));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) onFieldErrors?.(error.fields);
        creationFailed(errorMessage(error, CREATION_FAILED));
      },
    });
  }

  return { createCard, denial, isPending: create.isPending };
}
