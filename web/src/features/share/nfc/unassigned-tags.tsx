/**
 * Tags the user manages that open no card (their card was deleted): each can be pointed at this
 * card, so a tag already in someone's badge works again without rewriting it.
 */
import type { NfcTag } from "@core/schemas/nfc-tags";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useMoveTag, useUnassignedTags } from "./nfc-tags-api";
import { shortTagAddress, tapsText } from "./tag-text";

export function UnassignedTags({ cardId }: { cardId: number }) {
  const tags = useUnassignedTags();
  const move = useMoveTag();
  if (!tags.data || tags.data.length === 0) return null;

  const point = (tag: NfcTag) =>
    move.mutate(
      { id: tag.id, cardId },
      {
        onSuccess: () => toast({ title: `“${tag.label}” now opens this card`, variant: "success" }),
        onError: (failure) =>
          toast({
            title: errorMessage(failure, "The tag could not be moved. Please try again."),
            variant: "destructive",
          }),
      },
    );

  return (
    <section aria-labelledby="nfc-unassigned-title" className="space-y-2">
      <h3 id="nfc-unassigned-title" className="font-semibold">
        Tags not linked to a card
      </h3>
      <p className="text-sm text-muted-foreground">
        These tags opened a card that was deleted. Tapping them shows a “not linked” page until you point them
        at a card.
      </p>
      <ul className="space-y-2">
        {tags.data.map((tag) => (
          <li
            key={tag.id}
            aria-label={tag.label}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-border p-3"
          >
            <div>
              <p className="font-medium">{tag.label}</p>
              <p className="break-all font-mono text-xs text-muted-foreground">{shortTagAddress(tag.url)}</p>
              <p className="text-sm text-muted-foreground">{tapsText(tag)}</p>
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={move.isPending}
              onClick={() => point(tag)}
            >
              Point at this card<span className="sr-only"> ({tag.label})</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
