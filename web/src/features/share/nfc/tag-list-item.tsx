/** One of a card's tags: its label, short address and taps, with what can be done to it. */
import type { NfcTag } from "@core/schemas/nfc-tags";
import { DeleteTagButton } from "./delete-tag-button";
import { MoveTagDialog } from "./move-tag-dialog";
import { RenameTagDialog } from "./rename-tag-dialog";
import { shortTagAddress, tapsText } from "./tag-text";
import { WriteTagDialog } from "./write-tag-dialog";

export function TagListItem({ tag }: { tag: NfcTag }) {
  return (
    <li className="space-y-2 rounded-lg border border-border p-3" aria-label={tag.label}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-medium">{tag.label}</p>
        <p className="text-sm text-muted-foreground">{tapsText(tag)}</p>
      </div>
      <p className="break-all font-mono text-xs text-muted-foreground">{shortTagAddress(tag.url)}</p>
      <div className="flex flex-wrap gap-1">
        <WriteTagDialog tag={tag} />
        <RenameTagDialog tag={tag} />
        <MoveTagDialog tag={tag} />
        <DeleteTagButton tag={tag} />
      </div>
    </li>
  );
}
