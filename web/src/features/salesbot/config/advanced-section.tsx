import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { ConfigSection } from "./config-section";
import type { DraftSectionProps } from "./use-config-draft";

/** Advanced Settings: the owner's own instructions to the assistant. */
export function AdvancedSection({
  draft,
  update,
  errors,
  instructionsMax,
  instructionsHint,
}: DraftSectionProps & {
  instructionsMax: number;
  /** What custom instructions do with the engine that answers now. */
  instructionsHint: string;
}) {
  return (
    <ConfigSection id="advanced-settings" title="Advanced Settings">
      <FormField label="Custom instructions" hint={instructionsHint} error={errors.customInstructions}>
        <Textarea
          rows={5}
          value={draft.customInstructions}
          maxLength={instructionsMax}
          onChange={(event) => update({ customInstructions: event.target.value })}
        />
      </FormField>
    </ConfigSection>
  );
}
