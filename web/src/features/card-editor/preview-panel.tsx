import { CardForm, CardView, cardThemeStyle } from "@card-view/card-view-with-styles";
import type { BusinessCard } from "@core/card";
import { scopeCustomCss } from "@core/custom-css";
import { formIsLive, readFormConfig } from "@core/form-config";
import { cardLook } from "@core/org-brand";
import { Copy, Eye, EyeOff, QrCode } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { publicCardUrl } from "@/features/cards/api";
import { LazyQrDialog, preloadQrDialog } from "@/features/cards/qr/lazy-qr-dialog";
import { cn } from "@/lib/cn";
import { copyLinkWithToast } from "./copy-link";

const PREVIEW_ID = "card-editor-preview";

/**
 * The card as it will look, unsaved edits included, with its visitor form when visitors would see
 * it (shown, never sent), its public link and QR code. On a phone the preview sits behind a
 * toggle so the editor's fields come first.
 */
export function PreviewPanel({ card, savedSlug }: { card: BusinessCard; savedSlug: string }) {
  const [shownOnPhone, setShownOnPhone] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);
  const link = publicCardUrl(savedSlug);
  const customCss = card.customizations?.customCss ?? "";
  // The same sanitising and scoping the public page applies, so the preview shows what visitors get.
  const scopedCss = useMemo(() => scopeCustomCss(customCss, `#${PREVIEW_ID}`), [customCss]);
  const form = useMemo(() => readFormConfig(card.formConfig), [card.formConfig]);

  return (
    <section aria-labelledby="card-editor-preview-heading" className="min-w-0 space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="card-editor-preview-heading" className="text-lg font-semibold">
          Preview
        </h2>
        <Button
          variant="outline"
          size="sm"
          className="md:hidden"
          aria-expanded={shownOnPhone}
          aria-controls={`${PREVIEW_ID}-body`}
          onClick={() => setShownOnPhone((shown) => !shown)}
        >
          {shownOnPhone ? (
            <EyeOff className="h-4 w-4" aria-hidden />
          ) : (
            <Eye className="h-4 w-4" aria-hidden />
          )}
          {shownOnPhone ? "Hide preview" : "Show preview"}
        </Button>
      </div>

      <div id={`${PREVIEW_ID}-body`} className={cn("space-y-4", !shownOnPhone && "hidden md:block")}>
        <div className="mx-auto max-w-sm overflow-hidden rounded-xl border border-border shadow-sm">
          <CardView card={card} variant="preview" headingLevel={3} id={PREVIEW_ID}>
            {scopedCss && <style>{scopedCss}</style>}
          </CardView>
          {formIsLive(form) && (
            <CardForm
              config={form}
              style={cardThemeStyle(cardLook(card))}
              id={`${PREVIEW_ID}-form`}
              fieldPrefix={`${PREVIEW_ID}-field`}
              headingLevel={3}
            />
          )}
        </div>

        <div className="mx-auto max-w-sm space-y-2 rounded-xl border border-border bg-card p-4">
          <p className="text-sm font-medium" id="card-editor-share-label">
            Share link
          </p>
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby="card-editor-share-label"
            className="block break-all rounded-md bg-muted px-3 py-2 font-mono text-sm text-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {link}
          </a>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => void copyLinkWithToast(link)}>
              <Copy className="h-4 w-4" aria-hidden />
              Copy link
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setQrOpen(true)}
              onPointerEnter={preloadQrDialog}
              onFocus={preloadQrDialog}
            >
              <QrCode className="h-4 w-4" aria-hidden />
              View QR Code
            </Button>
          </div>
        </div>
      </div>

      <LazyQrDialog
        slug={savedSlug}
        open={qrOpen}
        onOpenChange={setQrOpen}
        qrLogo={card.brand?.qrLogo ?? null}
      />
    </section>
  );
}
