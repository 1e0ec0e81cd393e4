import { PRODUCT_FILE_PREFIX } from "@core/limits";
import { withSource } from "@core/view-sources";
import { Check, Copy, Download } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { publicCardUrl } from "@/features/cards/api";
import { usePageOrigin } from "@/lib/page-origin";
import { toast } from "@/lib/toast";
import { copyText, selectContents } from "./copy-text";
import { downloadUrl } from "./download";
import { useQrCode } from "./use-qr-code";

export interface QrDialogProps {
  slug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dashboard and editors say 'QR Code'; the public page 'Scan to view card'. */
  title?: string;
  /** The card's organisation's QR logo (its brand), drawn in the code's middle. */
  qrLogo?: string | null;
}

/**
 * The QR code of a card's absolute public link, with a PNG download named
 * `cardfolio-{slug}.png`, the link itself and a copy button.
 */
export function QrDialog({ slug, open, onOpenChange, title = "QR Code", qrLogo = null }: QrDialogProps) {
  const link = publicCardUrl(slug, usePageOrigin());
  // The code carries the QR mark, so its scans show as QR views; the link shown and copied is plain.
  const qr = useQrCode(withSource(link, "qr"), open, qrLogo);
  const linkRef = useRef<HTMLParagraphElement>(null);
  const [copyState, setCopyState] = useState<"idle" | "copied" | "manual">("idle");

  // A reopened dialog starts without the previous copy message.
  useEffect(() => {
    if (open) setCopyState("idle");
  }, [open]);

  async function copyLink() {
    if (await copyText(link)) {
      setCopyState("copied");
      toast({ title: "Link copied", description: link, variant: "success" });
      return;
    }
    // No clipboard access: leave the link selected for Ctrl+C / long-press copying.
    if (linkRef.current) selectContents(linkRef.current);
    setCopyState("manual");
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm">
        <DialogHeading title={title} description="Scan the code with a phone camera to open the card." />

        <div className="mx-auto flex aspect-square w-full max-w-60 items-center justify-center rounded-lg border border-border bg-white p-2">
          {qr.status === "ready" && (
            <img src={qr.dataUrl} alt={`QR code for ${link}`} className="h-full w-full" />
          )}
          {qr.status === "pending" && <Spinner label="Generating QR code" />}
          {qr.status === "error" && (
            <p role="alert" className="p-4 text-center text-sm text-red-800">
              The QR code could not be generated. The link below still works.
            </p>
          )}
        </div>

        <Button
          className="mt-4 w-full"
          disabled={qr.status !== "ready"}
          onClick={() => {
            if (qr.status === "ready") downloadUrl(qr.dataUrl, `${PRODUCT_FILE_PREFIX}-${slug}.png`);
          }}
        >
          <Download className="h-4 w-4" aria-hidden />
          Download QR Code
        </Button>

        <div className="mt-4 space-y-1.5">
          <p className="text-sm font-medium">Card link</p>
          <div className="flex items-stretch gap-2">
            <p
              ref={linkRef}
              className="min-w-0 flex-1 select-all break-all rounded-md border border-border bg-muted px-3 py-2 font-mono text-sm"
            >
              {link}
            </p>
            <Button variant="outline" size="icon" className="h-auto min-h-10 shrink-0" onClick={copyLink}>
              {copyState === "copied" ? (
                <Check className="h-4 w-4" aria-hidden />
              ) : (
                <Copy className="h-4 w-4" aria-hidden />
              )}
              <span className="sr-only">Copy link</span>
            </Button>
          </div>
          {/* Said inside the dialog too: the modal dialog hides the toasts from screen readers. */}
          <p role="status" className="text-sm text-muted-foreground">
            {copyState === "copied" && "Link copied to the clipboard."}
            {copyState === "manual" &&
              "Copying is not available in this browser. The link is selected: press Ctrl+C (⌘C on a Mac) to copy it."}
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
