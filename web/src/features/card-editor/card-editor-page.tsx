import { useParams } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth/use-auth";
import { CardFieldsProvider } from "@/features/card-fields/card-fields-provider";
import { useSavedFlash } from "@/features/card-fields/use-saved-flash";
import { useCard } from "@/features/cards/api";
import { numericIdParam, useLeaveOnLoadFailure } from "@/features/shell/use-leave-on-load-failure";
import { usePageTitle } from "@/features/shell/use-page-title";
import { CardEditor } from "./card-editor";

const LOAD_FAILED = "Failed to load card data. Please try again.";

/**
 * /card-editor/{id} (and /editor/{cardId}): loads the card by its numeric id. A bad id, a
 * missing card or someone else's card shows a toast and returns to the dashboard.
 */
export default function CardEditorPage() {
  usePageTitle("Card Editor");
  const { id } = useParams();
  const cardId = numericIdParam(id);
  const { data: user } = useUser();
  const card = useCard(cardId);
  const { visible: justSaved, flash } = useSavedFlash();
  const failure = cardId === undefined ? new Error("invalid id") : card.error;
  useLeaveOnLoadFailure(failure, LOAD_FAILED);

  if (!user || !card.data || failure) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading card" className="scale-150" />
      </div>
    );
  }
  return (
    // Every save, whatever saved it, lights the header's 'Saved' for 3 seconds.
    <CardFieldsProvider card={card.data} onSaved={flash}>
      {/* A new id is a new card: start with a fresh draft. */}
      <CardEditor key={card.data.id} user={user} justSaved={justSaved} onReload={() => void card.refetch()} />
    </CardFieldsProvider>
  );
}
