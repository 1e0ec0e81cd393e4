import type { MediaAsset } from "@core/salesbot/chat-types";
import { Film, Image, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import type { MediaAssetLimits } from "./config-rules";
import { ConfigSection } from "./config-section";
import { MEDIA_CONDITION_LABELS, MEDIA_TYPE_LABELS } from "./labels";
import { EMPTY_ASSET, MediaAssetDialog } from "./media-asset-dialog";
import { type DraftSectionProps, rowErrors } from "./use-config-draft";

/** The dialog's subject: a new asset, or the one at `index` (edit replaces it in place). */
type Editing = { index: number | null; asset: MediaAsset } | null;

/** Sales Media Assets: videos and pictures the assistant shares, edited in a dialog. */
export function MediaSection({
  cardId,
  draft,
  update,
  errors,
  limits,
  maxAssets,
}: DraftSectionProps & {
  cardId: number;
  limits: MediaAssetLimits;
  maxAssets: number;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const saveErrors = rowErrors(errors, "mediaAssets");

  function store(asset: MediaAsset) {
    if (editing?.index == null) update({ mediaAssets: [...draft.mediaAssets, asset] });
    else update({ mediaAssets: draft.mediaAssets.map((item, at) => (at === editing.index ? asset : item)) });
  }

  return (
    <ConfigSection
      id="sales-media-assets"
      title="Sales Media Assets"
      description="Videos and pictures the assistant shares when a visitor's words match their triggers."
    >
      {draft.mediaAssets.length === 0 ? (
        <p className="text-sm text-muted-foreground">No media yet.</p>
      ) : (
        <ul className="space-y-2">
          {draft.mediaAssets.map((asset, index) => {
            const Icon = asset.type === "image" ? Image : Film;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: items are replaced in place and have no identity of their own.
              <li key={index} className="space-y-1 rounded-lg border border-border p-3">
                <div className="flex flex-wrap items-center gap-3">
                  <Icon className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{asset.title}</p>
                    <p className="truncate text-sm text-muted-foreground">
                      {MEDIA_TYPE_LABELS[asset.type]} ·{" "}
                      {MEDIA_CONDITION_LABELS[asset.triggers.showCondition ?? "on_keywords"]}
                      {asset.triggers.keywords.length > 0 && ` · ${asset.triggers.keywords.join(", ")}`}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit ${asset.title}`}
                      onClick={() => setEditing({ index, asset })}
                    >
                      <Pencil className="h-4 w-4" aria-hidden />
                      Edit
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Remove ${asset.title}`}
                      onClick={() =>
                        update({ mediaAssets: draft.mediaAssets.filter((_, at) => at !== index) })
                      }
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                      Remove
                    </Button>
                  </div>
                </div>
                <FieldError message={saveErrors[index]} />
              </li>
            );
          })}
        </ul>
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={draft.mediaAssets.length >= maxAssets}
        onClick={() => setEditing({ index: null, asset: EMPTY_ASSET })}
      >
        <Plus className="h-4 w-4" aria-hidden />
        Add media
      </Button>
      {editing && (
        <MediaAssetDialog
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          initial={editing.asset}
          editing={editing.index !== null}
          cardId={cardId}
          limits={limits}
          onSave={store}
        />
      )}
    </ConfigSection>
  );
}
