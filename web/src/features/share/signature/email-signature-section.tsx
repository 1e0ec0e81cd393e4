/**
 * The email signature: a layout and an ending chosen here, the signature the server writes for
 * them previewed as email apps will show it, and 'Copy signature', which puts it on the
 * clipboard as HTML and plain text. Where the clipboard is refused, the preview is selected for
 * Ctrl+C instead: copying a selection keeps its links and pictures too.
 */
import type { BusinessCard } from "@core/card";
import {
  EMAIL_SIGNATURE_EXTRA_LABELS,
  EMAIL_SIGNATURE_EXTRAS,
  EMAIL_SIGNATURE_LAYOUT_HINTS,
  EMAIL_SIGNATURE_LAYOUT_LABELS,
  EMAIL_SIGNATURE_LAYOUTS,
  type EmailSignatureExtra,
  type EmailSignatureLayout,
} from "@core/email-signature";
import { Check, Copy } from "lucide-react";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { selectContents } from "@/features/cards/qr/copy-text";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { ChoiceGroup } from "../choice-group";
import { ShareSection } from "../share-section";
import { useEmailSignature } from "./api";
import { copySignature } from "./copy-signature";
import { SignatureHelp } from "./signature-help";

const LOAD_FAILED = "Failed to load the email signature. Please try again.";

export function EmailSignatureSection({ card }: { card: BusinessCard }) {
  const [layout, setLayout] = useState<EmailSignatureLayout>("classic");
  const [extra, setExtra] = useState<EmailSignatureExtra>("qr");
  const [copied, setCopied] = useState<"idle" | "copied" | "manual">("idle");
  const signature = useEmailSignature(card.id, layout, extra);
  const preview = useRef<HTMLDivElement>(null);

  const choose =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setCopied("idle");
    };

  async function copy() {
    if (!signature.data) return;
    if (await copySignature(signature.data)) {
      setCopied("copied");
      toast({ title: "Signature copied to the clipboard", variant: "success" });
      return;
    }
    setCopied("manual");
    // The preview becomes selectable (no longer inert) on this render; select it after.
    requestAnimationFrame(() => {
      if (preview.current) selectContents(preview.current);
    });
  }

  return (
    <ShareSection
      id="email-signature"
      title="Email signature"
      description="Your card at the bottom of every email: your photo, name, contact details and links, in your card's colours. Visits through it show as 'Email signature' in your analytics."
    >
      <div className="space-y-6">
        <ChoiceGroup
          legend="Layout"
          values={EMAIL_SIGNATURE_LAYOUTS}
          labels={EMAIL_SIGNATURE_LAYOUT_LABELS}
          hints={EMAIL_SIGNATURE_LAYOUT_HINTS}
          value={layout}
          onChange={choose(setLayout)}
        />
        <ChoiceGroup
          legend="At the end"
          values={EMAIL_SIGNATURE_EXTRAS}
          labels={EMAIL_SIGNATURE_EXTRA_LABELS}
          value={extra}
          onChange={choose(setExtra)}
        />
        <figure className="space-y-2">
          <figcaption className="text-sm font-medium">Preview</figcaption>
          <div className="overflow-x-auto rounded-lg border border-dashed border-border bg-white p-4 text-neutral-900">
            {signature.data ? (
              <div
                ref={preview}
                data-testid="email-signature-preview"
                // Only looked at: its links would count the owner's own visits as the signature's.
                inert={copied !== "manual"}
                onClickCapture={(event) => event.preventDefault()}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's escaped signature (core/email-signature.ts)
                dangerouslySetInnerHTML={{ __html: signature.data.html }}
              />
            ) : signature.error ? (
              <Alert>{errorMessage(signature.error, LOAD_FAILED)}</Alert>
            ) : (
              <Spinner label="Loading the signature" />
            )}
          </div>
        </figure>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" onClick={copy} disabled={!signature.data || signature.isPlaceholderData}>
            {copied === "copied" ? (
              <Check className="h-4 w-4" aria-hidden />
            ) : (
              <Copy className="h-4 w-4" aria-hidden />
            )}
            Copy signature
          </Button>
          <p role="status" className="text-sm text-muted-foreground">
            {copied === "copied"
              ? "Copied. Paste it into your email app's signature settings."
              : copied === "manual"
                ? "Your browser did not allow copying. The signature is selected: press Ctrl+C (or ⌘C) to copy it."
                : ""}
          </p>
        </div>
        <SignatureHelp />
      </div>
    </ShareSection>
  );
}
