/**
 * The organisation directory's opt-in, for a card that belongs to an organisation (the server
 * refuses it on any other). A switch is chosen rather than typed, so it saves at once, like the
 * theme (decision 028); the choice shows while it is being saved, and the saved value comes back
 * if the server refuses it.
 */
import { useState } from "react";
import { Switch } from "@/components/ui/switch";
import { useEditedCard } from "@/features/card-fields/card-fields-provider";
import { useCardSave } from "@/features/card-fields/use-card-save";

const LISTED_LABEL = "Listed in the organisation's directory";

export function DirectoryListing() {
  const card = useEditedCard();
  const { save } = useCardSave({ failureTitle: "Failed to update the directory listing" });
  const [choosing, setChoosing] = useState<boolean | null>(null);
  if (card.organizationId === null) return null;

  async function choose(listed: boolean) {
    setChoosing(listed);
    await save({ listed });
    setChoosing(null);
  }

  return (
    <section aria-labelledby="directory-heading" className="space-y-3 border-t border-border pt-4">
      <h3 id="directory-heading" className="text-base font-semibold">
        Organisation directory
      </h3>
      <Switch
        label={LISTED_LABEL}
        hint="The directory lists your organisation's cards for people to find."
        checked={choosing ?? card.listed}
        onCheckedChange={(listed) => void choose(listed)}
      />
    </section>
  );
}
