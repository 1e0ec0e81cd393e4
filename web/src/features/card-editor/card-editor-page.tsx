import { useEffect, useRef } from "react";
import { useNavigate, useParams } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth/use-auth";
import { CardFieldsProvider } from "@/features/card-fields/card-fields-provider";
import { useCard } from "@/features/cards/api";
import { usePageTitle } from "@/features/shell/use-page-title";
import { ApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { CardEditor } from "./card-editor";

const LOAD_FAILED = "Failed to load card data. Please try again.";

/** The toast for a card that cannot be edited: the server's denial for 403, else the spec's text. */
function loadFailureTitle(error: unknown): string {
  if (error instanceof ApiError && error.status === 403 && error.serverMessage) return error.serverMessage;
  return LOAD_FAILED;
}

/**
 * /card-editor/{id} (and /editor/{cardId}): loads the card by its numeric id. A bad id, a
 * missing card or someone else's card shows a toast and returns to the dashboard.
 */
export default function CardEditorPage() {
  usePageTitle("Card Editor");
  const { id } = useParams();
  const validId = id !== undefined && /^\d+$/.test(id);
  const { data: user } = useUser();
  const card = useCard(validId ? id : undefined);
  const navigate = useNavigate();
  const redirected = useRef(false);
  const failure = !validId ? new Error("invalid id") : card.error;

  useEffect(() => {
    if (!failure || redirected.current) return;
    redirected.current = true;
    toast({ title: loadFailureTitle(failure), variant: "destructive" });
    navigate("/dashboard", { replace: true });
  }, [failure, navigate]);

  if (!user || !card.data || failure) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading card" className="scale-150" />
      </div>
    );
  }
  return (
    <CardFieldsProvider card={card.data}>
      {/* A new id is a new card: start with a fresh draft. */}
      <CardEditor key={card.data.id} user={user} onReload={() => void card.refetch()} />
    </CardFieldsProvider>
  );
}
