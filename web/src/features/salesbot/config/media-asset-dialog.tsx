import type { MediaAsset } from "@core/salesbot/chat-types";
import { CONVERSATION_STAGES, MEDIA_SHOW_CONDITIONS, MEDIA_TYPES } from "@core/salesbot/vocabulary";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { checkMediaAsset, type MediaAssetLimits } from "./config-rules";
import { KeywordInput } from "./keyword-input";
import { MEDIA_CONDITION_LABELS, MEDIA_TYPE_LABELS, STAGE_LABELS } from "./labels";
import { MediaImageUpload } from "./media-image-upload";

export const EMPTY_ASSET: MediaAsset = {
  type: "youtube",
  url: "",
  title: "",
  description: "",
  usageInstructions: "",
  triggers: { keywords: [], showCondition: "on_keywords" },
};

const URL_PLACEHOLDERS: Record<MediaAsset["type"], string> = {
  youtube: "https://www.youtube.com/watch?v=…",
  vimeo: "https://vimeo.com/…",
  image: "https://… or upload one",
};

/**
 * Add or edit one media asset: changing the type clears the address; keywords
 * are added with Enter or Add; Save checks it with core's rules before it joins the list.
 */
export function MediaAssetDialog({
  open,
  onOpenChange,
  initial,
  editing,
  cardId,
  limits,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: MediaAsset;
  editing: boolean;
  cardId: number;
  limits: MediaAssetLimits;
  onSave: (asset: MediaAsset) => void;
}) {
  const [asset, setAsset] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [missingInformation, setMissingInformation] = useState(false);
  const set = (patch: Partial<MediaAsset>) => setAsset((current) => ({ ...current, ...patch }));
  const setTriggers = (patch: Partial<MediaAsset["triggers"]>) =>
    setAsset((current) => ({ ...current, triggers: { ...current.triggers, ...patch } }));

  function save() {
    // Said inside the dialog: while it is open, everything outside it (the toasts too) is
    // hidden from screen readers.
    const missing = asset.title.trim() === "" || asset.url.trim() === "";
    setMissingInformation(missing);
    if (missing) return;
    const checked = checkMediaAsset(asset);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    onSave(checked.value);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-xl overflow-y-auto">
        <DialogHeading
          title={editing ? "Edit Media Asset" : "Add Media Asset"}
          description="A video or picture the assistant shares when the conversation calls for it."
        />
        {missingInformation && (
          <Alert title="Missing Information">Please provide both title and URL for the media asset.</Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Type" error={errors.type}>
            <NativeSelect
              value={asset.type}
              // Another kind of media needs another address.
              onChange={(event) => set({ type: event.target.value as MediaAsset["type"], url: "" })}
            >
              {MEDIA_TYPES.map((value) => (
                <option key={value} value={value}>
                  {MEDIA_TYPE_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Title" error={errors.title}>
            <Input
              value={asset.title}
              maxLength={limits.titleMax}
              onChange={(event) => set({ title: event.target.value })}
            />
          </FormField>
          <FormField label="URL" className="sm:col-span-2" error={errors.url}>
            <Input
              type="url"
              inputMode="url"
              value={asset.url}
              maxLength={limits.urlMax}
              placeholder={URL_PLACEHOLDERS[asset.type]}
              onChange={(event) => set({ url: event.target.value })}
            />
          </FormField>
          {asset.type === "image" && (
            <div className="sm:col-span-2">
              <MediaImageUpload cardId={cardId} onUploaded={(url) => set({ url })} />
            </div>
          )}
          <FormField label="Description" className="sm:col-span-2" error={errors.description}>
            <Textarea
              rows={2}
              value={asset.description ?? ""}
              maxLength={limits.textMax}
              onChange={(event) => set({ description: event.target.value })}
            />
          </FormField>
          <FormField
            label="Usage instructions"
            className="sm:col-span-2"
            hint="When and how the assistant should share it."
            error={errors.usageInstructions}
          >
            <Textarea
              rows={2}
              value={asset.usageInstructions ?? ""}
              maxLength={limits.textMax}
              onChange={(event) => set({ usageInstructions: event.target.value })}
            />
          </FormField>
          <div className="sm:col-span-2">
            <KeywordInput
              keywords={asset.triggers.keywords}
              onChange={(keywords) => setTriggers({ keywords })}
              maxKeywords={limits.keywordsMax}
              keywordMax={limits.keywordMax}
            />
          </div>
          <FormField label="Show" error={errors["triggers.showCondition"]}>
            <NativeSelect
              value={asset.triggers.showCondition ?? "on_keywords"}
              onChange={(event) =>
                setTriggers({ showCondition: event.target.value as MediaAsset["triggers"]["showCondition"] })
              }
            >
              {MEDIA_SHOW_CONDITIONS.map((value) => (
                <option key={value} value={value}>
                  {MEDIA_CONDITION_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Conversation stage" error={errors["triggers.conversationStage"]}>
            <NativeSelect
              value={asset.triggers.conversationStage ?? "any"}
              onChange={(event) =>
                setTriggers({
                  conversationStage: event.target.value as MediaAsset["triggers"]["conversationStage"],
                })
              }
            >
              {CONVERSATION_STAGES.map((value) => (
                <option key={value} value={value}>
                  {STAGE_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            label="Minimum lead score (optional)"
            hint="0 to 100: shared only with leads scoring at least this."
            error={errors["triggers.leadScoreThreshold"]}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              value={asset.triggers.leadScoreThreshold ?? ""}
              onChange={(event) =>
                setTriggers({
                  leadScoreThreshold: event.target.value === "" ? undefined : Number(event.target.value),
                })
              }
            />
          </FormField>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={save}>{editing ? "Save Changes" : "Add Media"}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
