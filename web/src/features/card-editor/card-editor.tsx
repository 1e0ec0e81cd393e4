import { allows, authorize } from "@core/policy";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { User } from "@/features/auth/types";
import { useCardFields } from "@/features/card-fields/card-fields-provider";
import { useThemeChoice } from "@/features/card-fields/use-theme-choice";
import { EditorActions } from "./editor-actions";
import { type EditorTab, TAB_LABELS } from "./editor-tabs";
import { EditorGuide } from "./guide/editor-guide";
import { PreviewPanel } from "./preview-panel";
import { AdvancedTab } from "./tabs/advanced-tab";
import { BasicInfoTab } from "./tabs/basic-info-tab";
import { ButtonsTab } from "./tabs/buttons-tab";
import { DesignTab } from "./tabs/design-tab";
import { FormTab } from "./tabs/form-tab";
import { GalleryTab } from "./tabs/gallery-tab";
import { PwaSettingsTab } from "./tabs/pwa-settings-tab";
import { SocialTab } from "./tabs/social-tab";
import { UnsavedChangesGuard } from "./unsaved-changes-guard";
import { useCardDraft } from "./use-card-draft";
import { useFormDraft } from "./use-form-draft";
import { useGallerySave } from "./use-gallery-save";
import { usePwaSettings } from "./use-pwa-settings";
import { useSaveCard } from "./use-save-card";
import { useSettledVideoUrl } from "./use-settled-video-url";

/**
 * The full card editor (spec 000 §2): a live preview beside tabs of fields, Save and Reset
 * above and below, the editor guide docked above them (never over the form), and a warning before unsaved changes are lost. The card
 * and its saves come from the CardFieldsProvider around it: the draft's 'Save Changes' and the
 * fields saved at once (theme, pictures, gallery, social links, PWA settings) all go through
 * useCardSave.
 */
export function CardEditor({ user, onReload }: { user: User; onReload: () => void }) {
  const { card: base, saving } = useCardFields();
  const [tab, setTab] = useState<EditorTab>("basic");
  const [confirmReset, setConfirmReset] = useState(false);
  const draft = useCardDraft(base);
  const theme = useThemeChoice();
  const gallery = useGallerySave();
  const saver = useSaveCard(draft, setTab);
  const form = useFormDraft(draft, base);
  // Here, not in the tab: its autosave timer keeps running when another tab is opened.
  const pwa = usePwaSettings(draft);
  const advanced = allows(user, "card.editCustomCss");
  const tabs = (Object.keys(TAB_LABELS) as EditorTab[]).filter((value) => value !== "advanced" || advanced);
  const videoUrl = useSettledVideoUrl(draft.card.videoUrl ?? null);
  const preview = { ...draft.card, theme: theme.theme, gallery: gallery.gallery, videoUrl };

  const actions = (className?: string) => (
    <EditorActions
      saving={saver.pending}
      // A whole-card save while a single field is being saved could send that field's old value.
      busy={saving}
      onSave={saver.save}
      onReset={() => setConfirmReset(true)}
      className={className}
    />
  );

  return (
    <div className="mx-auto max-w-7xl space-y-6" data-card-editor>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Card Editor</h1>
          <p className="truncate text-sm text-muted-foreground">
            {base.name?.trim() || "My Business Card"}
            <span role="status" className="ml-2 font-medium text-foreground">
              {draft.dirty ? "· Unsaved changes" : ""}
            </span>
          </p>
        </div>
        {actions()}
      </header>

      <EditorGuide card={base} onOpenTab={setTab} />

      {/* The fields come first in the page, so Tab reaches the editor before the preview's links;
          beside them on a wide screen, the preview is on the right, matching that order. */}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] xl:items-start">
        <section aria-labelledby="card-editor-fields-heading" className="min-w-0 space-y-4">
          <h2 id="card-editor-fields-heading" className="sr-only">
            Edit your card
          </h2>
          <Tabs value={tab} onValueChange={(value) => setTab(value as EditorTab)}>
            {/* Every tab is on screen: the strip wraps onto a further row rather than hiding a tab. */}
            <TabsList aria-label="Editor sections" className="flex w-full flex-wrap justify-start">
              {tabs.map((value) => (
                <TabsTrigger key={value} value={value} className="shrink-0">
                  {TAB_LABELS[value]}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="basic">
              <BasicInfoTab
                draft={draft}
                savedSlug={base.slug}
                slugDenial={authorize(user, "card.editSlug", base)}
                onSave={saver.save}
              />
            </TabsContent>
            <TabsContent value="design">
              <DesignTab choice={theme} />
            </TabsContent>
            <TabsContent value="gallery">
              <GalleryTab
                cardId={base.id}
                gallery={gallery.gallery}
                pending={gallery.pending}
                onSave={gallery.saveGallery}
              />
            </TabsContent>
            <TabsContent value="social">
              <SocialTab />
            </TabsContent>
            <TabsContent value="buttons">
              <ButtonsTab
                card={draft.card}
                error={draft.errors.customButtons}
                onChange={(customButtons) => draft.set({ customButtons }, ["customButtons"])}
              />
            </TabsContent>
            <TabsContent value="pwa">
              <PwaSettingsTab card={draft.card} saved={base} pwa={pwa} />
            </TabsContent>
            <TabsContent value="form">
              <FormTab
                config={form.config}
                errors={form.errors}
                denial={authorize(user, "card.editForm")}
                onChange={form.change}
              />
            </TabsContent>
            {advanced && (
              <TabsContent value="advanced">
                <AdvancedTab
                  css={draft.card.customizations?.customCss ?? ""}
                  error={draft.errors.customCss}
                  onChange={draft.setCustomCss}
                />
              </TabsContent>
            )}
          </Tabs>
          {actions("border-t border-border pt-4")}
        </section>

        <div className="xl:sticky xl:top-6">
          <PreviewPanel card={preview} savedSlug={base.slug} />
        </div>
      </div>

      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title="Reset your changes?"
        description="This discards every unsaved change and reloads the card as it was last saved."
        confirmLabel="Reset"
        destructive
        onConfirm={() => {
          draft.discard();
          setConfirmReset(false);
          onReload();
        }}
      />
      <UnsavedChangesGuard dirty={draft.dirty} />
    </div>
  );
}
