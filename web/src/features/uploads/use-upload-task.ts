/**
 * Sends one file with its progress in whole percent. An upload is not cancelled when its
 * field leaves the screen (another editor tab opened): it finishes and is saved, as asked.
 */
import { useCallback, useState } from "react";
import type { ImageKind } from "./image-kinds";
import { uploadImage } from "./upload-request";

export type SendResult = { ok: true; url: string } | { ok: false; error: unknown };

export function useUploadTask() {
  const [progress, setProgress] = useState(0);

  const send = useCallback(async (file: File, cardId: number, type: ImageKind): Promise<SendResult> => {
    setProgress(0);
    try {
      const url = await uploadImage({ file, cardId, type, onProgress: setProgress });
      setProgress(100);
      return { ok: true, url };
    } catch (error) {
      return { ok: false, error };
    }
  }, []);

  return { progress, send };
}
