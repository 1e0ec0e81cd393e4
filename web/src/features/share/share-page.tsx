/**
 * /share/{cardId}: 'Share anywhere', every way a card is handed over besides its link: an email
 * signature, wallet passes, a video-call background, NFC tags and a button for one's website.
 * Each marks the address it hands over with its source (core/view-sources.ts), so analytics can
 * tell where each view came from. The server decides who may use them ("card.share").
 */
import { cardDisplayName } from "@core/card-display";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useCard } from "@/features/cards/api";
import { numericIdParam, useLeaveOnLoadFailure } from "@/features/shell/use-leave-on-load-failure";
import { usePageTitle } from "@/features/shell/use-page-title";
import { EmailSignatureSection } from "./signature/email-signature-section";
import { WebsiteButtonSection } from "./website-button/website-button-section";

const LOAD_FAILED = "Failed to load the card. Please try again.";

export default function SharePage() {
  usePageTitle("Share anywhere");
  const cardId = numericIdParam(useParams().cardId);
  const card = useCard(cardId);
  useLeaveOnLoadFailure(cardId === undefined ? new Error("invalid id") : card.error, LOAD_FAILED);

  if (!card.data) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading the card" className="scale-150" />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-2">
        <Link to="/dashboard" className={buttonClasses("ghost", "sm")}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Dashboard
        </Link>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Share anywhere</h1>
        <p className="text-muted-foreground">
          Hand over {cardDisplayName(card.data)}'s card in every place besides its link. Each way below marks
          the link it gives, so your analytics show where each view came from.
        </p>
      </div>
      <EmailSignatureSection card={card.data} />
      <WebsiteButtonSection card={card.data} />
    </div>
  );
}
