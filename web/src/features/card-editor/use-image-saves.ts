/**
 * The card's pictures and gallery are saved the moment they change (spec 000 §2: "Each image
 * change updates the card and triggers a save"; the gallery "saves on every change"), like
 * the theme in use-instant-saves.ts. Each sends only its own field, so unsaved edits elsewhere
 * in the editor stay as they are.
 */
import type { BusinessCard, GalleryItem } from "@core/card";
import { useCallback, useRef, useState } from "react";
import { useUpdateCard } from "@/features/cards/api";
import type { CardImageField } from "@/features/uploads/image-kinds";
import { TITLE_GALLERY_SAVE_FAILED, TITLE_SAVE_IMAGE_FAILED } from "@/features/uploads/messages";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";

export function useImageSaves(base: BusinessCard) {
  const imageUpdate = useUpdateCard(base.id);
  const galleryUpdate = useUpdateCard(base.id);
  /** The gallery being saved, shown until the server answers. */
  const [pendingGallery, setPendingGallery] = useState<GalleryItem[] | null>(null);
  const gallery = pendingGallery ?? (Array.isArray(base.gallery) ? base.gallery : []);
  // The newest list, for changes computed after an upload that took a while.
  const latestGallery = useRef(gallery);
  latestGallery.current = gallery;
  const { mutateAsync: updateImage } = imageUpdate;
  const { mutateAsync: updateGallery } = galleryUpdate;

  const saveImage = useCallback(
    async (field: CardImageField, url: string | null): Promise<boolean> => {
      try {
        await updateImage({ [field]: url });
        return true;
      } catch (error) {
        toast({
          title: TITLE_SAVE_IMAGE_FAILED,
          description: errorMessage(error, "Please try again."),
          variant: "destructive",
        });
        return false;
      }
    },
    [updateImage],
  );

  /** Applies `change` to the newest gallery and saves the result. */
  const saveGallery = useCallback(
    async (change: (current: GalleryItem[]) => GalleryItem[]): Promise<boolean> => {
      const next = change(latestGallery.current);
      latestGallery.current = next;
      setPendingGallery(next);
      try {
        await updateGallery({ gallery: next });
        return true;
      } catch (error) {
        toast({
          title: TITLE_GALLERY_SAVE_FAILED,
          description: errorMessage(error, "") || undefined,
          variant: "destructive",
        });
        return false;
      } finally {
        setPendingGallery(null);
      }
    },
    [updateGallery],
  );

  return {
    saveImage,
    imagePending: imageUpdate.isPending,
    gallery,
    saveGallery,
    galleryPending: galleryUpdate.isPending,
  };
}
