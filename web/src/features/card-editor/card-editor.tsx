import { allows, authorize } from "@core/policy";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { User } from "@/features/auth/types";
import { useCardFields } from "@/features/card-fields/card-fields-provider";
import { OrganisationNotice } from "@/features/card-fields/organisation-notice";
import { SaveStatusLine } from "@/features/card-fields/save-status-line";
import { useThemeChoice } from "@/features/card-fields/use-theme-choice";
import { ExchangeSettingsSection } from "@/features/exchange/exchange-settings";
import { FormTab } from "@/features/forms/form-tab";
import { useFormDraft } from "@/features/forms/use-form-draft";
import { PwaSettingsTab } from "@/features/install/pwa-settings-tab";
import { usePwaSettings } from "@/features/install/use-pwa-settings";
import { EditorActions } from "./editor-actions";
import { type EditorTab, TAB_LABELS } from "./editor-tabs";
import { EditorGuide } from "./guide/editor-guide";
import { PreviewPanel } from "./preview-panel";
import { AdvancedTab } from "./tabs/advanced-tab";
import { BasicInfoTab } from "./tabs/basic-info-tab";
import { ButtonsTab } from "./tabs/buttons-tab";
import { DesignTab } from "./tabs/design-tab";
import { GalleryTab } from "./tabs/gallery-tab";
import { SocialTab } from "./tabs/social-tab";
import { UnsavedChangesGuard } from "./unsaved-changes-guard";
import { useCardDraft } from "./use-card-draft";
import { useEditorSave } from "./use-editor-save";
import { useGallerySave } from "./use-gallery-save";
import { useSettledVideoUrl } from "./use-settled-video-url";

/**
 * The full card editor: a live preview beside tabs of fields, Save and Reset
 * above and below, the editor guide docked above them (never over the form), and a warning
 * before unsaved changes are lost. Every change saves by itself: the fields typed into a
 * second after the last edit (useEditorSave), the ones chosen in a dialog or uploaded (theme,
 * pictures, gallery, social links) at once; one status line in the header says where they
 * are, as the quick editor's does. The card and its saves come from the CardFieldsProvider
 * around it; every save goes through useCardSave.
 */
export function CardEditor({
  user,
  justSaved,
  onReload,
}: {
  user: User;
  /** A save landed less than 3 seconds ago (the 'Saved' indicator). */
  justSaved: boolean;
  onReload: () => void;
}) {
  const { card: base } = useCardFields();
  const [tab, setTab] = useState<EditorTab>("basic");
  const [confirmReset, setConfirmReset] = useState(false);
  const draft = useCardDraft(base);
  const theme = useThemeChoice();
  const gallery = useGallerySave();
  const saver = useEditorSave(draft, { showTab: setTab, justSaved });
  const form = useFormDraft(draft, base);
  const pwa = usePwaSettings(draft, saver);
  const saveChanges = () => saver.saveNow("card");
  const advanced = allows(user, "card.editCustomCss");
  const tabs = (Object.keys(TAB_LABELS) as EditorTab[]).filter((value) => value !== "advanced" || advanced);
  const videoUrl = useSettledVideoUrl(draft.card.videoUrl ?? null);
  const preview = { ...draft.card, theme: theme.theme, gallery: gallery.gallery, videoUrl };

  const actions = (className?: string) => (
    <EditorActions
      saving={saver.pending}
      onSave={saveChanges}
      onReset={() => setConfirmReset(true)}
      className={className}
    />
  );

  return (
    <div className="mx-auto max-w-7xl space-y-6" data-card-editor>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Card Editor</h1>
          <p className="truncate text-sm text-muted-foreground">{base.name?.trim() || "My Business Card"}</p>
          <p className="text-sm text-muted-foreground">Each change saves on its own.</p>
          <SaveStatusLine status={saver.status} />
        </div>
        {actions()}
      </header>

      <OrganisationNotice card={base} />

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
                onSave={saveChanges}
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
            <TabsContent value="form" className="space-y-6">
              <FormTab
                config={form.config}
                errors={form.errors}
                denial={authorize(user, "card.editForm")}
                onChange={form.change}
              />
              <ExchangeSettingsSection cardId={base.id} />
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
