/** The buttons a card offers on the dashboard, shared by the featured card and the grid. */

import { cardPath } from "@core/card-display";
import { BarChart3, Bot, ExternalLink, PenSquare, QrCode, Share2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { LazyQrDialog, preloadQrDialog } from "@/features/cards/qr/lazy-qr-dialog";
import { analyticsPath, editCardPath, salesbotPath, sharePath } from "./card-links";

type Size = "sm" | "md";

export function EditCardLink({ id, label, size = "md" }: { id: number; label: string; size?: Size }) {
  return (
    <Link to={editCardPath(id)} className={buttonClasses("primary", size)}>
      <PenSquare className="h-4 w-4" aria-hidden />
      {label}
    </Link>
  );
}

export function AnalyticsLink({ id, size = "md" }: { id: number; size?: Size }) {
  return (
    <Link to={analyticsPath(id)} className={buttonClasses("outline", size)}>
      <BarChart3 className="h-4 w-4" aria-hidden />
      Analytics
    </Link>
  );
}

/** The card's other ways out: signature, wallet, background, NFC tags, website button. */
export function ShareLink({ id, size = "md" }: { id: number; size?: Size }) {
  return (
    <Link to={sharePath(id)} className={buttonClasses("outline", size)}>
      <Share2 className="h-4 w-4" aria-hidden />
      Share anywhere
    </Link>
  );
}

export function SalesbotLink({ id, size = "md" }: { id: number; size?: Size }) {
  return (
    <Link to={salesbotPath(id)} className={buttonClasses("outline", size)}>
      <Bot className="h-4 w-4" aria-hidden />
      AI Salesbot
    </Link>
  );
}

/** The public page in a new tab; the hidden text tells screen-reader users so. */
export function ViewCardLink({ slug, size = "md" }: { slug: string; size?: Size }) {
  return (
    <a
      href={cardPath(slug)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses("outline", size)}
    >
      <ExternalLink className="h-4 w-4" aria-hidden />
      View
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function QrCodeButton({
  slug,
  qrLogo = null,
  size = "md",
}: {
  slug: string;
  /** The card's organisation's QR logo, drawn in the code's middle. */
  qrLogo?: string | null;
  size?: Size;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size={size}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadQrDialog}
        onFocus={preloadQrDialog}
      >
        <QrCode className="h-4 w-4" aria-hidden />
        QR Code
      </Button>
      <LazyQrDialog slug={slug} open={open} onOpenChange={setOpen} qrLogo={qrLogo} />
    </>
  );
}
