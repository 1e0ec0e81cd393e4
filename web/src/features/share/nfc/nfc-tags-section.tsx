/**
 * NFC tags: short addresses for tags in badges, stickers or cards, which open this card and are
 * counted as 'NFC tag' in analytics. A tag can later open another card without being rewritten.
 */
import type { BusinessCard } from "@core/card";
import { Spinner } from "@/components/ui/spinner";
import { ShareSection } from "../share-section";
import { AddTagForm } from "./add-tag-form";
import { CapacityWarning } from "./capacity-warning";
import { useCardTags } from "./nfc-tags-api";
import { TagListItem } from "./tag-list-item";
import { UnassignedTags } from "./unassigned-tags";

export function NfcTagsSection({ card }: { card: BusinessCard }) {
  const tags = useCardTags(card.id);
  const first = tags.data?.[0];
  return (
    <ShareSection
      id="nfc-tags"
      title="NFC tags"
      description="Give each NFC tag (a badge, a sticker, a card) its own short address. A tap opens this card and counts as 'NFC tag' in your analytics; later you can point the tag at another card without rewriting it."
    >
      <div className="space-y-5">
        <AddTagForm cardId={card.id} />
        {first && <CapacityWarning url={first.url} />}
        {tags.isPending ? (
          <Spinner label="Loading the tags" />
        ) : tags.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The tags could not be loaded. Please reload the page.
          </p>
        ) : tags.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">This card has no NFC tags yet.</p>
        ) : (
          <ul className="space-y-2" aria-label="This card's NFC tags">
            {tags.data.map((tag) => (
              <TagListItem key={tag.id} tag={tag} />
            ))}
          </ul>
        )}
        <UnassignedTags cardId={card.id} />
      </div>
    </ShareSection>
  );
}
