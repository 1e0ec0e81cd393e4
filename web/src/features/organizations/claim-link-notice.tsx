/**
 * What became of a new claim link: mailed to the person, or shown here this once (the server
 * keeps only its hash) with a Copy button; without clipboard access the link is selected instead.
 */
import { CLAIM_LINK_DAYS } from "@core/organizations";
import type { ClaimLink } from "@core/schemas/claims";
import { Check, Copy } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { copyText, selectContents } from "@/features/cards/qr/copy-text";

/** `name` is the person's; `mailedTo` how the mailed notice names where it went (their address, or them). */
export function ClaimLinkNotice({
  link,
  name,
  mailedTo,
}: {
  link: ClaimLink;
  name: string;
  mailedTo: string;
}) {
  const linkRef = useRef<HTMLParagraphElement>(null);
  const [copyState, setCopyState] = useState<"idle" | "copied" | "manual">("idle");

  if (link.mailed || !link.claimUrl) {
    return (
      <p className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
        Invitation mailed to {mailedTo}. {name} can set a password with its link within {CLAIM_LINK_DAYS}{" "}
        days.
      </p>
    );
  }
  const url = link.claimUrl;

  async function copy() {
    if (await copyText(url)) {
      setCopyState("copied");
      return;
    }
    if (linkRef.current) selectContents(linkRef.current);
    setCopyState("manual");
  }

  return (
    <div className="space-y-2 rounded-md border border-border bg-muted/50 p-3">
      <p className="text-sm font-medium">
        Send this link to {name}: it lets them set a password and take over their card, once, within{" "}
        {CLAIM_LINK_DAYS} days.
      </p>
      <p className="text-sm text-muted-foreground">
        It is shown only this once. Copy it now: to send it again later, make a new link.
      </p>
      <div className="flex items-stretch gap-2">
        <p
          ref={linkRef}
          data-testid="claim-url"
          className="min-w-0 flex-1 select-all break-all rounded-md border border-border bg-card px-3 py-2 font-mono text-sm"
        >
          {url}
        </p>
        <Button variant="outline" className="h-auto min-h-10 shrink-0" onClick={() => void copy()}>
          {copyState === "copied" ? (
            <Check className="h-4 w-4" aria-hidden />
          ) : (
            <Copy className="h-4 w-4" aria-hidden />
          )}
          Copy
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {copyState === "copied" && "Link copied to the clipboard."}
        {copyState === "manual" &&
          "Copying is not available in this browser. The link is selected: press Ctrl+C (⌘C on a Mac) to copy it."}
      </p>
    </div>
  );
}
