import { themeLook } from "@core/themes";
import { Palette } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { TabSection } from "./tab-section";
import { ThemePickerDialog } from "./theme-picker-dialog";
import { ThemeSwatch } from "./theme-swatch";

const FONT_NAMES = { sans: "Sans-serif", serif: "Serif", mono: "Monospace", rounded: "Rounded" } as const;
const LAYOUT_NAMES = { centered: "Centred", left: "Left-aligned", banner: "Banner" } as const;

/** Design (spec 000 §2): the card's theme, chosen in a dialog and saved at once. */
export function DesignTab({
  theme,
  pending,
  onChoose,
}: {
  theme: string;
  pending: boolean;
  onChoose: (theme: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const look = themeLook(theme);

  return (
    <TabSection title="Design" description="Your card's colours, fonts and layout come from its theme.">
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
      <ThemePickerDialog open={open} onOpenChange={setOpen} current={look.value} onChoose={onChoose} />
    </TabSection>
  );
}
