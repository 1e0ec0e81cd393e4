import { CARD_SECTION_NAMES, cardSectionOrder, moveItem } from "@core/card-order";
import { useState } from "react";
import { SortableList } from "@/components/ui/sortable-list";
import { useEditedCard } from "@/features/card-fields/card-fields-provider";
import { useCardSave } from "@/features/card-fields/use-card-save";

/**
 * The order of the card's sections (contact details, about, social links, buttons, gallery,
 * video), dragged or moved by keyboard, saved at once and shown so on the public page. A section
 * the card has nothing for stays in its place and shows when it gets content.
 */
export function SectionOrderSection() {
  const card = useEditedCard();
  const { save } = useCardSave({ failureTitle: "Failed to save the order of your card's sections" });
  // The order just chosen, shown until the card saved with it comes back.
  const [moved, setMoved] = useState<string[] | null>(null);
  const order = cardSectionOrder(moved ?? card.sectionOrder);

  async function move(from: number, to: number) {
    const next = moveItem(order, from, to);
    setMoved(next);
    await save({ sectionOrder: next });
    setMoved(null);
  }

  return (
    <section aria-labelledby="section-order-heading" className="space-y-3">
      <div className="space-y-1">
        <h3 id="section-order-heading" className="text-base font-semibold">
          Section order
        </h3>
        <p className="text-sm text-muted-foreground">
          Drag a section by its handle, or focus the handle and use Space and the arrow keys, to change where
          it shows on your card.
        </p>
      </div>
      <SortableList
        as="ol"
        label="Card sections"
        items={order}
        itemKey={(section) => section}
        itemName={(section) => CARD_SECTION_NAMES[section]}
        onMove={(from, to) => void move(from, to)}
        className="divide-y divide-border rounded-lg border border-border"
        itemClassName="py-1.5"
        renderItem={(section, index) => (
          <p className="min-w-0 flex-1 text-sm font-medium">
            <span className="mr-2 text-muted-foreground">{index + 1}.</span>
            {CARD_SECTION_NAMES[section]}
          </p>
        )}
      />
    </section>
  );
}
