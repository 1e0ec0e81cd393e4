import type { SalesbotEngineInfo } from "@core/salesbot/engine-info";
import { Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { UnsavedChangesGuard } from "@/features/card-editor/unsaved-changes-guard";
import { ApiError, errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useSaveSalesbotConfig } from "../api";
import { AdvancedSection } from "./advanced-section";
import { BasicSection } from "./basic-section";
import { BusinessSection } from "./business-section";
import { configFromDraft, type SalesbotConfigFields } from "./config-draft";
import { CONFIG_LIMITS, checkConfig } from "./config-rules";
import { CtaSection } from "./cta-section";
import { EngineSection } from "./engine-section";
import { engineTexts, INSTRUCTIONS_HINT } from "./engine-texts";
import { MediaSection } from "./media-section";
import { QuestionsSection } from "./questions-section";
import { type DraftSectionProps, useConfigDraft } from "./use-config-draft";

/**
 * The configuration form: its sections, and Save Configuration ('Saving...' while
 * on its way). Core's schema checks it first; the server checks again and drops blank items.
 */
export function ConfigForm({
  cardId,
  saved,
  engine,
}: {
  cardId: number;
  saved: SalesbotConfigFields;
  /** Which engine answers visitors; undefined when the server could not say. */
  engine: SalesbotEngineInfo | undefined;
}) {
  const texts = engine ? engineTexts(engine) : undefined;
  const { draft, update, errors, setErrors, dirty, reset } = useConfigDraft(saved);
  /** What every section edits: the draft, and the messages on its fields. */
  const fields: DraftSectionProps = { draft, update, errors };
  const save = useSaveSalesbotConfig(String(cardId));

  function submit() {
    const checked = checkConfig(configFromDraft(draft));
    if (!checked.ok) {
      setErrors(checked.errors);
      toast({
        title: "Validation error",
        description: "Please check your form data and try again.",
        variant: "destructive",
      });
      return;
    }
    save.mutate(checked.value, {
      onSuccess: (config) => {
        reset(config);
        setErrors({});
        toast({
          title: "Configuration saved",
          description: "Your Salesbot configuration has been updated successfully.",
          variant: "success",
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        toast({
          title: "Save failed",
          description: errorMessage(error, "Failed to save configuration. Please try again."),
          variant: "destructive",
        });
      },
    });
  }

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {texts && <EngineSection texts={texts} />}
      <BasicSection cardId={cardId} {...fields} botNameMax={CONFIG_LIMITS.botNameMax} />
      <BusinessSection {...fields} limits={CONFIG_LIMITS} />
      <QuestionsSection
        {...fields}
        questionMax={CONFIG_LIMITS.questionMax}
        questionsMax={CONFIG_LIMITS.questionsMax}
      />
      <AdvancedSection
        {...fields}
        instructionsMax={CONFIG_LIMITS.instructionsMax}
        instructionsHint={texts?.customInstructionsHint ?? INSTRUCTIONS_HINT}
      />
      <CtaSection
        {...fields}
        maxButtons={CONFIG_LIMITS.ctaButtonsMax}
        nameMax={CONFIG_LIMITS.ctaNameMax}
        descriptionMax={CONFIG_LIMITS.ctaDescriptionMax}
        urlMax={CONFIG_LIMITS.urlMax}
      />
      <MediaSection
        cardId={cardId}
        {...fields}
        limits={CONFIG_LIMITS}
        maxAssets={CONFIG_LIMITS.mediaAssetsMax}
      />
      <UnsavedChangesGuard
        dirty={dirty && !save.isPending}
        description="You have unsaved changes to the Salesbot configuration. If you leave now, they will be lost."
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          <Save className="h-4 w-4" aria-hidden />
          {save.isPending ? "Saving..." : "Save Configuration"}
        </Button>
      </div>
    </form>
  );
}
