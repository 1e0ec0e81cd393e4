/**
 * The website button: a link to the card for the owner's own site, counted as the 'embed'
 * source, previewed as it will look and copied as HTML.
 */
import type { BusinessCard } from "@core/card";
import { cardLook } from "@core/org-brand";
import { withSource } from "@core/view-sources";
import { websiteButtonHtml } from "@core/website-button";
import { publicCardUrl } from "@/features/cards/api";
import { usePageOrigin } from "@/lib/page-origin";
import { CopyCode } from "../copy-code";
import { ShareSection } from "../share-section";

export function WebsiteButtonSection({ card }: { card: BusinessCard }) {
  const url = withSource(publicCardUrl(card.slug, usePageOrigin()), "embed");
  const html = websiteButtonHtml({ url, color: cardLook(card).accent });
  return (
    <ShareSection
      id="website-button"
      title="Website button"
      description="A button for your own website or blog that opens this card. Paste the code where the button should be; visits through it show as 'Website button' in your analytics."
    >
      <div className="space-y-4">
        <figure className="rounded-lg border border-dashed border-border bg-white p-6 text-center">
          <figcaption className="mb-3 text-xs text-neutral-600">Preview</figcaption>
          {/* The button as the code draws it, from the same HTML; inert, so it is only looked at. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own escaped markup (core/website-button.ts) */}
          <div inert dangerouslySetInnerHTML={{ __html: html }} />
        </figure>
        <CopyCode label="HTML code" code={html} copyLabel="Copy code" />
      </div>
    </ShareSection>
  );
}
