import { themeLook } from "@core/themes";
import { Palette } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ImageField } from "@/features/card-fields/image-field";
import { TemplateNote } from "@/features/card-fields/template-note";
import { useFieldPolicy } from "@/features/card-fields/template-policy";
import { ThemePickerDialog } from "@/features/card-fields/theme-picker-dialog";
import { ThemeSwatch } from "@/features/card-fields/theme-swatch";
import type { ThemeChoice } from "@/features/card-fields/use-theme-choice";
import type { CardImageKind } from "@/features/uploads/image-kinds";
import { SectionOrderSection } from "./section-order-section";
import { TabSection } from "./tab-section";

const FONT_NAMES = { sans: "Sans-serif", serif: "Serif", mono: "Monospace", rounded: "Rounded" } as const;
const LAYOUT_NAMES = { centered: "Centred", left: "Left-aligned", banner: "Banner" } as const;

const IMAGE_KINDS_SHOWN: CardImageKind[] = ["profilePicture", "coverPhoto", "logo"];

/**
 * Design: the card's theme, chosen in a dialog, and its optional pictures
 * (profile picture, cover photo, logo), each cropped. Each change is saved at once.
 */
export function DesignTab({ choice }: { choice: ThemeChoice }) {
  const [open, setOpen] = useState(false);
  const look = themeLook(choice.theme);
  // The organisation's template may lock the theme (never hide it): then it cannot be changed here.
  const themePolicy = useFieldPolicy("theme");
  const themeNoteId = useId();
  const themeLocked = themePolicy.state !== "default";

  return (
    <TabSection
      title="Design"
      description="Your card's colours, fonts and layout come from its theme; its pictures are optional. Changes here are saved at once."
    >
      <div className="flex flex-col gap-4 rounded-lg border border-border p-4 sm:flex-row sm:flex-wrap sm:items-center">
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
          {choice.choosing !== null && <Spinner label="Saving theme" className="[&_svg]:h-5 [&_svg]:w-5" />}
          <Button
            disabled={themeLocked}
            aria-describedby={themeLocked ? themeNoteId : undefined}
            onClick={() => setOpen(true)}
          >
            <Palette className="h-4 w-4" aria-hidden />
            Change Theme
          </Button>
        </div>
        <TemplateNote id={themeNoteId} policy={themePolicy} className="sm:basis-full" />
      </div>
      <section aria-labelledby="design-images-heading" className="space-y-3">
        <h3 id="design-images-heading" className="text-base font-semibold">
          Images
        </h3>
        {IMAGE_KINDS_SHOWN.map((kind) => (
          <ImageField key={kind} kind={kind} crop layout="panel" />
        ))}
      </section>
      <SectionOrderSection />
      <ThemePickerDialog open={open} onOpenChange={setOpen} choice={choice} />
    </TabSection>
  );
}
