/**
 * One app icon's upload: the file is checked (an image under 5MB), sent
 * to POST /api/pwa-icon with its progress, then put in the PWA settings, which are saved at
 * once; 'Icon uploaded' once it is stored.
 */
import { useCallback, useRef, useState } from "react";
import { TITLE_ICON_UPLOADED, TITLE_IMAGE_REMOVED } from "@/features/uploads/messages";
import { notifyProblem, refuseUnknownCard } from "@/features/uploads/notify";
import { isAbort, sendUpload } from "@/features/uploads/upload-request";
import { toast } from "@/lib/toast";
import { pwaIconFailureNotice, pwaIconProblem } from "./pwa-icon-checks";
import type { PwaIconSlot } from "./pwa-settings";

const PWA_ICON_URL = "/api/pwa-icon";

export type PwaIconPhase = "idle" | "uploading" | "saving";

export function usePwaIconUpload({
  cardId,
  slot,
  store,
}: {
  cardId: number;
  slot: PwaIconSlot;
  /** Puts the url (or null: removed) in the settings and saves; true once saved. */
  store: (url: string | null) => Promise<boolean>;
}) {
  const [phase, setPhase] = useState<PwaIconPhase>("idle");
  const [progress, setProgress] = useState(0);
  // A second file picked while one is on its way is ignored, not raced.
  const busy = useRef(false);

  const choose = useCallback(
    async (file: File | undefined) => {
      if (!file || busy.current) return;
      if (refuseUnknownCard(cardId)) return;
      const problem = pwaIconProblem(file);
      if (problem) {
        notifyProblem(problem);
        return;
      }
      busy.current = true;
      setProgress(0);
      setPhase("uploading");
      try {
        const url = await sendUpload({
          url: PWA_ICON_URL,
          fields: { cardId: String(cardId), iconType: slot.key },
          file,
          onProgress: setProgress,
        });
        setProgress(100);
        setPhase("saving");
        // The icon is stored either way; a refused save of the settings has its own toast.
        await store(url);
        toast({
          title: TITLE_ICON_UPLOADED,
          description: `Your ${slot.title} has been uploaded.`,
          variant: "success",
        });
      } catch (error) {
        if (!isAbort(error)) notifyProblem(pwaIconFailureNotice(error));
      } finally {
        busy.current = false;
        setPhase("idle");
      }
    },
    [cardId, slot, store],
  );

  const remove = useCallback(async (): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setPhase("saving");
    const saved = await store(null);
    busy.current = false;
    setPhase("idle");
    if (saved) {
      toast({ title: TITLE_IMAGE_REMOVED, description: `The ${slot.title} is now drawn from your card.` });
    }
    return saved;
  }, [slot, store]);

  return { phase, busy: phase !== "idle", progress, choose, remove };
}
