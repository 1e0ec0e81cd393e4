import { PRIMARY_GOALS, SALES_PERSONALITIES } from "@core/salesbot/vocabulary";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { AvatarField } from "./avatar-field";
import type { SalesbotConfigDraft } from "./config-draft";
import { ConfigSection } from "./config-section";
import { GOAL_LABELS, PERSONALITY_LABELS } from "./labels";
import type { DraftSectionProps } from "./use-config-draft";

/** Basic Configuration: enable switch, bot name, avatar, personality, primary goal. */
export function BasicSection({
  cardId,
  draft,
  update,
  errors,
  botNameMax,
}: DraftSectionProps & {
  cardId: number;
  botNameMax: number;
}) {
  return (
    <ConfigSection id="basic-configuration" title="Basic Configuration">
      <Switch
        label="Enable the Salesbot on my card"
        checked={draft.isEnabled}
        onCheckedChange={(isEnabled) => update({ isEnabled })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Bot name" error={errors.botName}>
          <Input
            value={draft.botName}
            maxLength={botNameMax}
            onChange={(event) => update({ botName: event.target.value })}
          />
        </FormField>
        <FormField label="Personality" error={errors.salesPersonality}>
          <NativeSelect
            value={draft.salesPersonality}
            onChange={(event) =>
              update({ salesPersonality: event.target.value as SalesbotConfigDraft["salesPersonality"] })
            }
          >
            {SALES_PERSONALITIES.map((value) => (
              <option key={value} value={value}>
                {PERSONALITY_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Primary goal" error={errors.primaryGoal}>
          <NativeSelect
            value={draft.primaryGoal}
            onChange={(event) =>
              update({ primaryGoal: event.target.value as SalesbotConfigDraft["primaryGoal"] })
            }
          >
            {PRIMARY_GOALS.map((value) => (
              <option key={value} value={value}>
                {GOAL_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <AvatarField
        cardId={cardId}
        url={draft.avatarUrl}
        botName={draft.botName}
        error={errors.avatarUrl}
        onChange={(avatarUrl) => update({ avatarUrl })}
      />
    </ConfigSection>
  );
}
