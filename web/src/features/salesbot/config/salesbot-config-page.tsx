import { ArrowLeft, SearchX } from "lucide-react";
import { useNavigate, useParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { CalendlySection } from "@/features/calendly/calendly-section";
import { useCard } from "@/features/cards/api";
import { numericIdParam } from "@/features/shell/use-leave-on-load-failure";
import { usePageTitle } from "@/features/shell/use-page-title";
import { ApiError, errorMessage } from "@/lib/api";
import { useSalesbotConfig, useSalesbotEngine } from "../api";
import { ConfigForm } from "./config-form";
import { ConfigHeader } from "./config-header";

function CardNotFound() {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <div className="max-w-md text-center">
        <SearchX className="mx-auto h-12 w-12 text-muted-foreground" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">Card Not Found</h1>
        <p className="mt-2 text-muted-foreground">The business card you're looking for doesn't exist.</p>
        <Button className="mt-6" onClick={() => void navigate("/dashboard")}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to Dashboard
        </Button>
      </div>
    </div>
  );
}

const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /salesbot/{cardId}/config and /salesbot/{cardId}: the card's sales assistant.
 * Level 2+ on one's own cards, level 4+ on any (the route's guard and the server both check).
 */
export default function SalesbotConfigPage() {
  usePageTitle("AI Salesbot Configuration");
  const cardId = numericIdParam(useParams().cardId);
  const card = useCard(cardId);
  const config = useSalesbotConfig(cardId);
  const engine = useSalesbotEngine();

  if (cardId === undefined || isNotFound(card.error) || isNotFound(config.error)) return <CardNotFound />;
  const failure = card.error ?? config.error;
  if (failure) {
    return (
      <Alert title="Could not load the Salesbot configuration">
        <p>{errorMessage(failure, "Something went wrong. Please try again.")}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => void Promise.all([card.refetch(), config.refetch()])}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  // The engine's description is a help, not the form: its failure leaves the form as it is.
  if (!card.data || !config.data || engine.isPending) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
        <Spinner label="Loading" className="scale-150" />
        <p className="text-muted-foreground">Loading Salesbot configuration...</p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-4xl space-y-6 pb-16">
      <ConfigHeader card={card.data} active={config.data.isEnabled} />
      <ConfigForm key={card.data.id} cardId={card.data.id} saved={config.data} engine={engine.data} />
      <CalendlySection cardId={card.data.id} />
    </div>
  );
}
