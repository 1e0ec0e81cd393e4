/**
 * Adding gallery images: each picked file is checked, compressed and
 * uploaded in turn with its progress; then all new urls are saved onto the gallery in one
 * change. A card holds at most 8; files beyond the room left are not sent.
 */
import { GALLERY_MAX } from "@core/schemas/card";
import { useCallback, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { TITLE_UPLOAD_SUCCESSFUL } from "./messages";
import { notifyProblem, notifyWarning, refuseUnknownCard } from "./notify";
import { checkImage, readyForUpload } from "./prepare-image";
import { uploadFailureNotice } from "./upload-failure";
import { isAbort } from "./upload-request";
import { BROWSER_TOOLS, type UploadPhase } from "./use-card-image-upload";
import { useUploadTask } from "./use-upload-task";

const TITLE_GALLERY_LIMIT = "Gallery limit";

/** The files that fit, and the note when some do not. */
export function filesThatFit<T>(files: T[], room: number): { fitting: T[]; note: string | null } {
  const fitting = files.slice(0, Math.max(0, room));
  if (fitting.length === files.length) return { fitting, note: null };
  const note =
    fitting.length === 0
      ? `Your gallery already holds ${GALLERY_MAX} images, the most it can. Remove one to add another.`
      : `A gallery holds at most ${GALLERY_MAX} images, so only the first ${fitting.length} of the ${files.length} you chose will be added.`;
  return { fitting, note };
}

export function useGalleryUpload({
  cardId,
  room,
  save,
}: {
  cardId: number;
  /** How many more images the gallery takes. */
  room: number;
  /** Appends the urls to the gallery and saves; resolves true once saved. */
  save: (urls: string[]) => Promise<boolean>;
}) {
  const [phase, setPhase] = useState<UploadPhase>("idle");
  const [position, setPosition] = useState({ index: 0, count: 0 });
  const { progress, send } = useUploadTask();
  const busy = useRef(false);

  const add = useCallback(
    async (files: File[]) => {
      if (busy.current || files.length === 0) return;
      if (refuseUnknownCard(cardId)) return;
      const { fitting, note } = filesThatFit(files, room);
      if (note) notifyWarning({ title: TITLE_GALLERY_LIMIT, description: note });
      if (fitting.length === 0) return;

      busy.current = true;
      const urls: string[] = [];
      for (const [i, file] of fitting.entries()) {
        setPosition({ index: i + 1, count: fitting.length });
        setPhase("checking");
        const checked = await checkImage(file, "gallery", BROWSER_TOOLS);
        if (!checked.ok) {
          notifyProblem(checked.problem);
          continue;
        }
        setPhase("processing");
        const ready = await readyForUpload(file, "gallery", BROWSER_TOOLS);
        if (!ready.ok) {
          notifyProblem(ready.problem);
          continue;
        }
        setPhase("uploading");
        const sent = await send(ready.file, cardId, "gallery");
        if (!sent.ok) {
          if (!isAbort(sent.error)) notifyProblem(uploadFailureNotice(sent.error, "gallery"));
          // The server refused (gallery full, storage full, signed out): the rest would fail alike.
          break;
        }
        urls.push(sent.url);
      }

      if (urls.length > 0) {
        setPhase("saving");
        const saved = await save(urls);
        if (saved) {
          toast({
            title: TITLE_UPLOAD_SUCCESSFUL,
            description:
              urls.length === 1
                ? "The image was added to your gallery."
                : `${urls.length} images were added to your gallery.`,
            variant: "success",
          });
        }
      }
      busy.current = false;
      setPhase("idle");
    },
    [cardId, room, save, send],
  );

  const label =
    position.count > 1
      ? `Uploading gallery image ${position.index} of ${position.count}`
      : "Uploading gallery image";

  return { phase, busy: phase !== "idle", progress, label, add };
}
