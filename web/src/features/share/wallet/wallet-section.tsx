/**
 * Wallet passes: 'Add to Apple Wallet' (the signed .pkpass) and 'Add to Google Wallet' (the save
 * link), each shown only when the server's operator has set up its signing material. Their QR
 * codes open the card marked as the 'wallet' source. Plain links, so they work as navigations:
 * Safari on an iPhone opens a .pkpass in Wallet, and Google's save page takes over from the link.
 */
import { MAX_LEVEL } from "@core/access";
import type { BusinessCard } from "@core/card";
import { VIEW_SOURCE_LABELS } from "@core/view-sources";
import { appleWalletPassPath, googleWalletSavePath } from "@core/wallet";
import { Wallet } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth/use-auth";
import { errorMessage } from "@/lib/api";
import { ShareSection } from "../share-section";
import { useWalletAvailability } from "./use-wallet-availability";

export function WalletSection({ card }: { card: BusinessCard }) {
  const wallets = useWalletAvailability();
  const { data: user } = useUser();
  const isAdmin = (user?.accessLevel ?? 0) >= MAX_LEVEL;

  return (
    <ShareSection
      id="wallet-passes"
      title="Wallet passes"
      description={`Keep this card in Apple Wallet or Google Wallet, ready to show its QR code. Views through the pass show as '${VIEW_SOURCE_LABELS.wallet}' in your analytics.`}
    >
      {wallets.isPending && <Spinner label="Checking which wallets are set up" />}
      {wallets.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(wallets.error, "Could not check which wallets are set up. Please try again.")}
        </p>
      )}
      {wallets.data && (wallets.data.apple || wallets.data.google) && (
        <div className="space-y-3">
          <div className="flex flex-col gap-3 sm:flex-row">
            {wallets.data.apple && (
              <a href={appleWalletPassPath(card.id)} className={buttonClasses("primary")}>
                <Wallet className="h-4 w-4" aria-hidden />
                Add to Apple Wallet
              </a>
            )}
            {wallets.data.google && (
              <a href={googleWalletSavePath(card.id)} className={buttonClasses("outline")}>
                <Wallet className="h-4 w-4" aria-hidden />
                Add to Google Wallet
              </a>
            )}
          </div>
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {wallets.data.apple && (
              <li>
                On an iPhone, tap 'Add to Apple Wallet' in Safari. On a computer, the pass downloads as a
                .pkpass file: send it to your iPhone (AirDrop, Messages or mail) and open it there.
              </li>
            )}
            {wallets.data.google && (
              <li>'Add to Google Wallet' opens Google's page to save the pass to your Google account.</li>
            )}
            <li>
              A pass shows the card as it is when you add it: after changing the card, add the pass again.
            </li>
          </ul>
        </div>
      )}
      {wallets.data && !wallets.data.apple && !wallets.data.google && (
        <div className="space-y-2 text-sm">
          <p>Wallet passes are not set up on this server. The server's administrator can enable them.</p>
          {isAdmin && (
            <p className="text-muted-foreground">
              The README's 'Wallet passes' section explains, step by step, how to get the signing files from
              Apple Developer and the Google Pay &amp; Wallet Console, and which APPLE_WALLET_ and
              GOOGLE_WALLET_ settings to set. The server reads them when it starts.
            </p>
          )}
        </div>
      )}
    </ShareSection>
  );
}
