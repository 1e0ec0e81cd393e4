import type { BusinessCard } from "@core/card";
import { SHORT_NAME_MAX } from "@core/schemas/card";
import { Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { TabSection } from "@/features/card-editor/tabs/tab-section";
import { PwaColorField } from "./pwa-color-field";
import { PwaIconField } from "./pwa-icon-field";
import { PwaPreview } from "./pwa-preview";
import { generatedIconUrl, PWA_COLOR_SLOTS, PWA_ICON_SLOTS, pwaLook } from "./pwa-settings";
import type { PwaSettingsState } from "./use-pwa-settings";

/**
 * PWA Settings: how the card looks installed as an app — its names, colours
 * and icons — with a live preview of the home-screen icon and the splash screen. Edits save as
 * every change in the editor does: by themselves a second after the last one, or at once with
 * Save; the editor's header says where they are.
 */
export function PwaSettingsTab({
  card,
  saved,
  pwa,
}: {
  /** The card with the editor's unsaved changes. */
  card: BusinessCard;
  /** The card as saved: the generated icons live under its slug. */
  saved: BusinessCard;
  pwa: PwaSettingsState;
}) {
  const { settings, errors, change } = pwa;
  const shortName = settings.shortName ?? "";
  const look = pwaLook(card, saved);

  return (
    <TabSection
      title="PWA Settings"
      description="Your card can be installed as an app on a phone's home screen. Choose its name, colours and icons."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="App name"
          hint="Shown on the splash screen and in the app list; your card's name when empty."
          error={errors["pwaSettings.appName"]}
        >
          <Input
            value={settings.appName ?? ""}
            autoComplete="off"
            onChange={(event) => change({ appName: event.target.value })}
          />
        </FormField>
        <FormField
          label="Short name"
          hint={`${shortName.length}/${SHORT_NAME_MAX} characters · shown under the icon`}
          error={errors["pwaSettings.shortName"]}
        >
          <Input
            value={shortName}
            maxLength={SHORT_NAME_MAX}
            autoComplete="off"
            onChange={(event) => change({ shortName: event.target.value })}
          />
        </FormField>
        <FormField label="Description" error={errors["pwaSettings.description"]} className="sm:col-span-2">
          <Textarea
            value={settings.description ?? ""}
            rows={3}
            onChange={(event) => change({ description: event.target.value })}
          />
        </FormField>
        {PWA_COLOR_SLOTS.map((slot) => (
          <PwaColorField
            key={slot.key}
            label={slot.label}
            hint={slot.hint}
            value={settings[slot.key]}
            fallback={slot.fallback}
            error={errors[`pwaSettings.${slot.key}`]}
            onChange={(color) => change({ [slot.key]: color })}
          />
        ))}
      </div>

      {/* Right under the fields it follows, so the change shows as it is typed. */}
      <PwaPreview look={look} />

      <section aria-labelledby="pwa-icons-heading" className="space-y-3">
        <div className="space-y-1">
          <h3 id="pwa-icons-heading" className="text-base font-semibold">
            Icons
          </h3>
          <p className="text-sm text-muted-foreground">Square PNG images work best; any image under 5MB.</p>
        </div>
        {PWA_ICON_SLOTS.map((slot) => (
          <PwaIconField
            key={slot.key}
            cardId={saved.id}
            slot={slot}
            value={settings.icons?.[slot.key]}
            generated={generatedIconUrl(saved.slug, slot, saved.updatedAt)}
            store={(url) => pwa.setIcon(slot.key, url)}
          />
        ))}
      </section>

      <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4">
        {/* Held, not disabled, while a save is on its way: the focus stays on it. */}
        <Button
          aria-disabled={pwa.saving || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-60"
          onClick={() => {
            if (!pwa.saving) pwa.saveNow();
          }}
        >
          <Save className="h-4 w-4" aria-hidden />
          Save
        </Button>
        <p className="text-sm text-muted-foreground">
          Changes save on their own a second after you stop typing; Save saves them now.
        </p>
      </div>
    </TabSection>
  );
}
