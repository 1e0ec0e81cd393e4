import { moveItem } from "@core/card-order";
import {
  EMBED_CODE_MAX,
  EMBED_CODES_MAX,
  EMBED_HEIGHT_DEFAULT,
  EMBED_HEIGHT_MAX,
  EMBED_HEIGHT_MIN,
  EMBED_LABEL_MAX,
  type EmbedCode,
  embedTitle,
  formatEmbedCode,
  parseEmbedCode,
} from "@core/embed-codes";
import { Pencil, Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { SortableList } from "@/components/ui/sortable-list";
import { useEditedCard } from "@/features/card-fields/card-fields-provider";
import { RemoveButton } from "@/features/card-fields/remove-button";
import { useCardSave } from "@/features/card-fields/use-card-save";

interface Draft {
  label: string;
  height: string;
  html: string;
}
type DraftErrors = Partial<Record<keyof Draft, string>>;

const EMPTY: Draft = { label: "", height: String(EMBED_HEIGHT_DEFAULT), html: "" };

function draftOf(embed: EmbedCode): Draft {
  return { label: embed.label, height: String(embed.height), html: embed.html };
}

/** The stored snippet, or the messages that stop it from being saved. */
function check(draft: Draft): { stored: string } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const height = Number(draft.height);
  if (!Number.isInteger(height) || height < EMBED_HEIGHT_MIN || height > EMBED_HEIGHT_MAX) {
    errors.height = `Height must be a whole number from ${EMBED_HEIGHT_MIN} to ${EMBED_HEIGHT_MAX}`;
  }
  if (draft.html.trim() === "") errors.html = "Embed code is required";
  const stored = formatEmbedCode({ label: draft.label, height, html: draft.html.trim() });
  if (!errors.html && stored.length > EMBED_CODE_MAX) {
    errors.html = `An embed code must be at most ${EMBED_CODE_MAX} characters`;
  }
  return Object.keys(errors).length > 0 ? { errors } : { stored };
}

/**
 * The Advanced tab's embed codes (the card's `embedCodes`; decision 008): HTML snippets such as
 * a booking or chat widget, each shown below the card on the public page in a sandboxed frame
 * with a label (the frame's title) and a height, in the order the owner drags them (or moves
 * them by keyboard). Each change is saved at once; the editor's
 * preview does not run them.
 */
export function EmbedCodesSection() {
  const savedCodes = useEditedCard().embedCodes ?? [];
  // The order just chosen, shown until the card saved with it comes back.
  const [moved, setMoved] = useState<string[] | null>(null);
  const stored = moved ?? savedCodes;
  const embeds = stored.map(parseEmbedCode);
  const { save, pending } = useCardSave({ failureTitle: "Failed to save changes" });
  /** The embed being edited; null: the form adds a new one. */
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [removing, setRemoving] = useState<number | null>(null);
  const [status, setStatus] = useState("");
  const full = editing === null && embeds.length >= EMBED_CODES_MAX;

  function change(field: keyof Draft, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function startEditing(index: number) {
    const embed = embeds[index];
    if (!embed) return;
    setEditing(index);
    setDraft(draftOf(embed));
    setErrors({});
    setStatus("");
  }

  function stopEditing() {
    setEditing(null);
    setDraft(EMPTY);
    setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (full) return;
    const result = check(draft);
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    const next =
      editing === null
        ? [...stored, result.stored]
        : stored.map((code, i) => (i === editing ? result.stored : code));
    const saved = await save({ embedCodes: next });
    if (!saved.ok) {
      const message = Object.entries(saved.fields).find(([key]) => key.startsWith("embedCodes"))?.[1];
      if (message) setErrors({ html: message });
      return;
    }
    const name = embedTitle(parseEmbedCode(result.stored), editing ?? stored.length);
    setStatus(editing === null ? `${name} added.` : `${name} updated.`);
    stopEditing();
  }

  /** A move is saved at once, like every change here; the public page shows the embeds in this order. */
  async function move(from: number, to: number) {
    if (editing !== null) stopEditing();
    const next = moveItem(stored, from, to);
    setMoved(next);
    await save({ embedCodes: next });
    setMoved(null);
  }

  async function remove(index: number) {
    const name = embeds[index] ? embedTitle(embeds[index], index) : "Embed";
    const saved = await save({ embedCodes: stored.filter((_, i) => i !== index) });
    if (!saved.ok) return;
    setRemoving(null);
    if (editing !== null) stopEditing();
    setStatus(`${name} removed.`);
  }

  const formHeading =
    editing === null ? "Add an embed code" : `Edit ${embedTitle(embeds[editing]!, editing)}`;

  return (
    <section aria-labelledby="embed-codes-heading" className="space-y-4">
      <div className="space-y-1">
        <h3 id="embed-codes-heading" className="text-base font-semibold">
          Embed codes
        </h3>
        <p className="text-sm text-muted-foreground">
          HTML from a third party, such as a chat or booking widget, shown below your card. Each runs in a
          sandboxed frame of its own: it cannot read your visitors' data or change the rest of the page.
          Changes here are saved at once; the preview does not run them, so open your card to test them.
        </p>
      </div>

      {embeds.length === 0 ? (
        <p className="text-sm text-muted-foreground">No embed codes yet.</p>
      ) : (
        <SortableList
          label="Your embed codes"
          items={embeds}
          itemName={(embed, index) => embedTitle(embed, index)}
          disabled={pending}
          onMove={(from, to) => void move(from, to)}
          className="divide-y divide-border rounded-lg border border-border"
          renderItem={(embed, index) => {
            const name = embedTitle(embed, index);
            return (
              <>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{name}</p>
                  <p className="truncate font-mono text-xs text-muted-foreground" title={embed.html}>
                    {embed.height} px · {embed.html}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${name}`}
                  onClick={() => startEditing(index)}
                  disabled={pending}
                >
                  <Pencil className="h-4 w-4" aria-hidden />
                </Button>
                <RemoveButton
                  label={`Remove ${name}`}
                  onClick={() => setRemoving(index)}
                  disabled={pending}
                />
              </>
            );
          }}
        />
      )}

      <form
        onSubmit={(event) => void submit(event)}
        aria-labelledby="embed-form-heading"
        className="space-y-4 rounded-lg border border-border p-4"
        noValidate
      >
        <h4 id="embed-form-heading" className="text-sm font-semibold">
          {formHeading}
        </h4>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <FormField label="Label" hint="Names the frame for screen readers, e.g. 'Booking calendar'.">
            <Input
              value={draft.label}
              maxLength={EMBED_LABEL_MAX}
              onChange={(event) => change("label", event.target.value)}
              disabled={full}
            />
          </FormField>
          <FormField label="Height (px)" error={errors.height}>
            <Input
              type="number"
              inputMode="numeric"
              min={EMBED_HEIGHT_MIN}
              max={EMBED_HEIGHT_MAX}
              step={10}
              value={draft.height}
              onChange={(event) => change("height", event.target.value)}
              disabled={full}
            />
          </FormField>
        </div>
        <FormField
          label="Embed code"
          error={errors.html}
          hint={
            full
              ? `A card can have at most ${EMBED_CODES_MAX} embed codes.`
              : `${draft.html.length}/${EMBED_CODE_MAX} characters`
          }
        >
          <Textarea
            rows={8}
            value={draft.html}
            maxLength={EMBED_CODE_MAX}
            spellCheck={false}
            autoCapitalize="none"
            placeholder={
              '<div id="booking"></div>\n<script src="https://widgets.example/booking.js"></script>'
            }
            onChange={(event) => change("html", event.target.value)}
            className="font-mono text-sm"
            disabled={full}
          />
        </FormField>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={pending || full}>
            {editing === null ? <Plus className="h-4 w-4" aria-hidden /> : null}
            {editing === null ? "Add embed" : "Save embed"}
          </Button>
          {editing !== null && (
            <Button type="button" variant="outline" onClick={stopEditing}>
              Cancel
            </Button>
          )}
          <p role="status" className="text-sm text-muted-foreground">
            {status}
          </p>
        </div>
      </form>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={`Remove ${removing !== null && embeds[removing] ? embedTitle(embeds[removing], removing) : "embed"}?`}
        description="The embed disappears from your card straight away."
        confirmLabel="Remove"
        destructive
        pending={pending}
        onConfirm={() => {
          if (removing !== null) void remove(removing);
        }}
      />
    </section>
  );
}
