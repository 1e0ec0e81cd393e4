import type { BusinessCard } from "@core/card";
import { themeLook } from "@core/themes";
import { Palette } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { CARD_IMAGE_FIELDS, type CardImageField, type CardImageKind } from "@/features/uploads/image-kinds";
import { ImageField } from "./image-field";
import { TabSection } from "./tab-section";
import { ThemePickerDialog } from "./theme-picker-dialog";
import { ThemeSwatch } from "./theme-swatch";

const FONT_NAMES = { sans: "Sans-serif", serif: "Serif", mono: "Monospace", rounded: "Rounded" } as const;
const LAYOUT_NAMES = { centered: "Centred", left: "Left-aligned", banner: "Banner" } as const;

const IMAGE_KINDS_SHOWN: CardImageKind[] = ["profilePicture", "coverPhoto", "logo"];

/**
 * Design (spec 000 §2): the card's theme, chosen in a dialog, and its optional pictures
 * (profile picture, cover photo, logo). Each change is saved at once.
 */
export function DesignTab({
  card,
  theme,
  pending,
  onChoose,
  onSaveImage,
}: {
  card: Pick<BusinessCard, "id" | "profilePicture" | "coverPhoto" | "logoUrl" | "logo">;
  theme: string;
  pending: boolean;
  onChoose: (theme: string) => void;
  onSaveImage: (field: CardImageField, url: string | null) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const look = themeLook(theme);

  return (
    <TabSection
      title="Design"
      description="Your card's colours, fonts and layout come from its theme; its pictures are optional. Changes here are saved at once."
    >
      <div className="flex flex-col gap-4 rounded-lg border border-border p-4 sm:flex-row sm:items-center">
        <ThemeSwatch theme={look} className="h-20 w-28" />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 className="text-sm font-medium text-muted-foreground">Current theme</h3>
          <p className="font-semibold" data-testid="current-theme">
            {look.displayName}
          </p>
          <p className="text-sm text-muted-foreground">
            {FONT_NAMES[look.font]} font · {LAYOUT_NAMES[look.layout]} layout
            {look.animated ? " · Gentle animation" : ""}
          </p>
        </div>
        <div className="flex items-center gap-3">
          {pending && <Spinner label="Saving theme" className="[&_svg]:h-5 [&_svg]:w-5" />}
          <Button onClick={() => setOpen(true)}>
            <Palette className="h-4 w-4" aria-hidden />
            Change Theme
          </Button>
        </div>
      </div>
      <section aria-labelledby="design-images-heading" className="space-y-3">
        <h3 id="design-images-heading" className="text-base font-semibold">
          Images
        </h3>
        {IMAGE_KINDS_SHOWN.map((kind) => {
          const field = CARD_IMAGE_FIELDS[kind];
          // The logo is stored as logoUrl; older cards may carry it only as logo (DESIGN §6.2).
          const value = kind === "logo" ? card.logoUrl || card.logo : card[field];
          return (
            <ImageField
              key={kind}
              cardId={card.id}
              kind={kind}
              value={value ?? null}
              onSave={(url) => onSaveImage(field, url)}
            />
          );
        })}
      </section>
      <ThemePickerDialog open={open} onOpenChange={setOpen} current={look.value} onChoose={onChoose} />
    </TabSection>
  );
}
