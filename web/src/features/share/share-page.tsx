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
import { BackgroundSection } from "./background/background-section";
import { NfcTagsSection } from "./nfc/nfc-tags-section";
import { EmailSignatureSection } from "./signature/email-signature-section";
import { WalletSection } from "./wallet/wallet-section";
import { WebsiteButtonSection } from "./website-button/website-button-section";

const LOAD_FAILED = "Failed to load the card. Please try again.";

/** Each section's anchor and title, in the screen's order: the jump links at its top. */
const SECTIONS = [
  ["email-signature", "Email signature"],
  ["wallet-passes", "Wallet passes"],
  ["video-background", "Video-call background"],
  ["nfc-tags", "NFC tags"],
  ["website-button", "Website button"],
] as const;

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
      <nav aria-label="Ways to share" className="flex flex-wrap gap-2">
        {SECTIONS.map(([id, title]) => (
          <a key={id} href={`#${id}`} className={buttonClasses("outline", "sm")}>
            {title}
          </a>
        ))}
      </nav>
      <EmailSignatureSection card={card.data} />
      <WalletSection card={card.data} />
      <BackgroundSection card={card.data} />
      <NfcTagsSection card={card.data} />
      <WebsiteButtonSection card={card.data} />
    </div>
  );
}
