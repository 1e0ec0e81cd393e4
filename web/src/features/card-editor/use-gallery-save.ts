/**
 * The gallery "saves on every change", through the editors' one save hook with
 * the gallery's failure text ('Failed to save gallery changes. Please try again.', with the
 * server's message when it gives one). Only the gallery is sent, so unsaved edits elsewhere in
 * the editor stay as they are; the list being saved is shown until the server answers.
 */
import type { GalleryItem } from "@core/card";
import { useCallback, useRef, useState } from "react";
import { useEditedCard } from "@/features/card-fields/card-fields-provider";
import { useCardSave } from "@/features/card-fields/use-card-save";
import { TITLE_GALLERY_SAVE_FAILED } from "@/features/uploads/messages";

export function useGallerySave() {
  const card = useEditedCard();
  const { save, pending } = useCardSave({ failureTitle: TITLE_GALLERY_SAVE_FAILED, fallback: "" });
  const [pendingGallery, setPendingGallery] = useState<GalleryItem[] | null>(null);
  const gallery = pendingGallery ?? (Array.isArray(card.gallery) ? card.gallery : []);
  // The newest list, for changes computed after an upload that took a while.
  const latestGallery = useRef(gallery);
  latestGallery.current = gallery;

  /** Applies `change` to the newest gallery and saves the result; resolves true once saved. */
  const saveGallery = useCallback(
    async (change: (current: GalleryItem[]) => GalleryItem[]): Promise<boolean> => {
      const next = change(latestGallery.current);
      latestGallery.current = next;
      setPendingGallery(next);
      const result = await save({ gallery: next });
      setPendingGallery(null);
      return result.ok;
    },
    [save],
  );

  return { gallery, saveGallery, pending };
}
