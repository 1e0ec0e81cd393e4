/**
 * Gallery: the card's images in order, dragged (or moved by keyboard) by their
 * handles or moved with Move up and Move down, each with a confirmed Remove, and an Add control that uploads with progress. At most 8 images; every
 * change is saved at once.
 */

import type { GalleryItem } from "@core/card";
import { imageSrc } from "@core/card-links";
import { moveItem } from "@core/card-order";
import { GALLERY_MAX } from "@core/schemas/card";
import { UPLOAD_SIZE_HINT } from "@core/upload-limits";
import { ArrowDown, ArrowUp, ImagePlus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SortableList } from "@/components/ui/sortable-list";
import { RemoveButton } from "@/features/card-fields/remove-button";
import { TemplateFieldset } from "@/features/card-fields/template-fieldset";
import { useFieldPolicy } from "@/features/card-fields/template-policy";
import { acceptedTypes } from "@/features/uploads/file-checks";
import { ImageFileButton } from "@/features/uploads/image-file-button";
import { ImageThumb } from "@/features/uploads/image-thumb";
import { TITLE_IMAGE_REMOVED } from "@/features/uploads/messages";
import { UploadStatus } from "@/features/uploads/upload-status";
import { useGalleryUpload } from "@/features/uploads/use-gallery-upload";
import { toast } from "@/lib/toast";
import { appendUrls, galleryItemUrl, galleryKeys, galleryRoom, removeItem } from "../gallery-items";
import { TabSection } from "./tab-section";

const RECOMMENDED_SIZE_TEXT = "Recommended image size 1200x800";

type Direction = "up" | "down";

export function GalleryTab({
  cardId,
  gallery,
  pending,
  onSave,
}: {
  cardId: number;
  gallery: GalleryItem[];
  pending: boolean;
  onSave: (change: (current: GalleryItem[]) => GalleryItem[]) => Promise<boolean>;
}) {
  const [removing, setRemoving] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  /** The control to focus once the list has re-rendered after a change. */
  const [focusRequest, setFocusRequest] = useState<{ key: string; action: Direction } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  /** The position of the image last asked about, for the focus once the dialog closes. */
  const removedIndex = useRef(0);
  const addRef = useRef<HTMLInputElement>(null);
  const fullNoteId = useId();
  const room = galleryRoom(gallery);
  const full = room === 0;
  const keys = galleryKeys(gallery);
  const upload = useGalleryUpload({
    cardId,
    room,
    save: (urls) => onSave((current) => appendUrls(current, urls)),
  });
  const locked = pending || upload.busy;
  // The organisation's template may lock or hide the gallery: nothing here changes it then.
  const policy = useFieldPolicy("gallery");

  useEffect(() => {
    if (!focusRequest || !listRef.current) return;
    const item = Array.from(listRef.current.querySelectorAll<HTMLElement>("[data-gallery-key]")).find(
      (element) => element.dataset.galleryKey === focusRequest.key,
    );
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-move="${focusRequest.action}"]`);
    const other = item?.querySelector<HTMLButtonElement>(
      `[data-move="${focusRequest.action === "up" ? "down" : "up"}"]`,
    );
    // At the top or bottom the button it was on no longer applies: take the other one.
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setFocusRequest(null);
  }, [focusRequest]);

  function move(index: number, action: Direction) {
    if (locked) return;
    const to = action === "up" ? index - 1 : index + 1;
    if (to < 0 || to >= gallery.length) return;
    setFocusRequest({ key: keys[index], action });
    setAnnouncement(`Image ${index + 1} moved to position ${to + 1} of ${gallery.length}.`);
    void onSave((current) => moveItem(current, index, to));
  }

  async function remove(index: number) {
    if (await onSave((current) => removeItem(current, index))) {
      setRemoving(null);
      setAnnouncement(`Image ${index + 1} removed.`);
      toast({ title: TITLE_IMAGE_REMOVED, description: "The image was removed from your gallery." });
    }
  }

  return (
    <TabSection
      title="Gallery"
      description={`Show your work with up to ${GALLERY_MAX} images. Changes here are saved at once.`}
    >
      <TemplateFieldset policy={policy}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="space-y-0.5">
            <h3 className="text-base font-semibold">Your images</h3>
            <p className="text-sm text-muted-foreground" data-testid="gallery-count">
              {gallery.length} of {GALLERY_MAX} images
            </p>
          </div>
          <ImageFileButton
            label="Add gallery image"
            accept={acceptedTypes("gallery")}
            multiple
            variant="primary"
            size="md"
            busy={upload.busy}
            disabled={full}
            inputRef={addRef}
            describedBy={full ? fullNoteId : undefined}
            onFiles={(files) => void upload.add(files)}
          >
            <ImagePlus className="h-4 w-4" aria-hidden />
            Add image
          </ImageFileButton>
        </div>
        {full && (
          <p id={fullNoteId} className="rounded-md bg-muted px-3 py-2 text-sm">
            Your gallery is full ({GALLERY_MAX} images). Remove an image to add another.
          </p>
        )}
        <div>
          <p className="text-sm text-muted-foreground">
            {RECOMMENDED_SIZE_TEXT} pixels. JPG, PNG or GIF {UPLOAD_SIZE_HINT}.
          </p>
          <UploadStatus
            phase={upload.phase}
            progress={upload.progress}
            label={upload.label}
            className="mt-3"
          />
        </div>

        {gallery.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            No gallery images yet. Add your first one above.
          </p>
        ) : (
          <div ref={listRef}>
            <SortableList
              as="ol"
              label="Gallery images"
              items={gallery}
              itemKey={(_, index) => keys[index] ?? String(index)}
              itemName={(_, index) => `image ${index + 1}`}
              disabled={locked}
              onMove={(from, to) => void onSave((current) => moveItem(current, from, to))}
              className="space-y-2"
              itemClassName="rounded-lg border border-border p-2"
              renderItem={(item, index) => {
                const number = index + 1;
                return (
                  <>
                    <ImageThumb
                      kind="gallery"
                      src={imageSrc(galleryItemUrl(item))}
                      alt={`Gallery image ${number}`}
                      emptyText={`Gallery image ${number} cannot be shown`}
                    />
                    <p className="min-w-0 flex-1 whitespace-nowrap text-sm font-medium">Image {number}</p>
                    <div data-gallery-key={keys[index]} className="flex shrink-0 items-center">
                      {(["up", "down"] as const).map((direction) => {
                        const Icon = direction === "up" ? ArrowUp : ArrowDown;
                        const edge = direction === "up" ? 0 : gallery.length - 1;
                        return (
                          <Button
                            key={direction}
                            variant="ghost"
                            size="icon"
                            data-move={direction}
                            aria-label={`Move image ${number} ${direction}`}
                            title={`Move ${direction}`}
                            disabled={index === edge}
                            aria-disabled={locked || undefined}
                            onClick={() => move(index, direction)}
                          >
                            <Icon className="h-4 w-4" aria-hidden />
                          </Button>
                        );
                      })}
                      <RemoveButton
                        label={`Remove image ${number}`}
                        title="Remove"
                        aria-disabled={locked || undefined}
                        onClick={() => {
                          if (locked) return;
                          removedIndex.current = index;
                          setRemoving(index);
                        }}
                      />
                    </div>
                  </>
                );
              }}
            />
          </div>
        )}
      </TemplateFieldset>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove this image?"
        description={
          removing !== null
            ? `Image ${removing + 1} disappears from your gallery straight away.`
            : "The image disappears from your gallery straight away."
        }
        confirmLabel="Remove"
        destructive
        pending={pending}
        onCloseAutoFocus={(event) => {
          // The focus goes to a Remove button still in the list, else to Add.
          const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>(
            "[aria-label^='Remove image']",
          );
          const target = buttons?.length
            ? buttons[Math.min(removedIndex.current, buttons.length - 1)]
            : addRef.current;
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
        onConfirm={() => {
          if (removing !== null) void remove(removing);
        }}
      />
    </TabSection>
  );
}
