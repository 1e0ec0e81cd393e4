/**
 * The image flow of one card picture: pick a file, check it, crop it where the
 * screen asks for that, compress it, upload it with progress, then put its url on the card
 * (`save`, which saves at once). Removing saves the field empty.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { compressImage, cropImage, readDimensions } from "./canvas";
import type { Area } from "./crop-geometry";
import { type CardImageKind, IMAGE_KINDS } from "./image-kinds";
import {
  PROCESS_FAILED_MESSAGE,
  TITLE_IMAGE_REMOVED,
  TITLE_PROCESS_FAILED,
  TITLE_UPLOAD_SUCCESSFUL,
  type UploadNotice,
} from "./messages";
import { notifyProblem, notifyWarning, refuseUnknownCard } from "./notify";
import { checkImage, type ImageTools, readyForUpload } from "./prepare-image";
import { uploadFailureNotice } from "./upload-failure";
import { isAbort } from "./upload-request";
import { useUploadTask } from "./use-upload-task";

export const BROWSER_TOOLS: ImageTools = { readDimensions, compress: compressImage };

/** idle, then checking the file, cropping, preparing (crop or compression), uploading, saving. */
export type UploadPhase = "idle" | "checking" | "cropping" | "processing" | "uploading" | "saving";

export interface CardImageUploadOptions {
  cardId: number;
  kind: CardImageKind;
  /** Whether a picked picture opens the cropper (SVG logos never do). */
  crop: boolean;
  /** Puts the url (or null: removed) on the card and saves; resolves true once saved. */
  save: (url: string | null) => Promise<boolean>;
}

export interface CropperState {
  open: boolean;
  src: string | null;
  kind: CardImageKind;
  processing: boolean;
  /** Dimension warnings about the picked picture, shown above the crop area. */
  notes: UploadNotice[];
  onCancel: () => void;
  onApply: (area: Area, rotation: number) => void;
  /** Where the focus goes when the cropper closes: the file input that opened it. */
  returnFocusTo: RefObject<HTMLInputElement | null>;
}

export function useCardImageUpload({ cardId, kind, crop, save }: CardImageUploadOptions) {
  const [phase, setPhase] = useState<UploadPhase>("idle");
  const [source, setSource] = useState<{ src: string; name: string; notes: UploadNotice[] } | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const busy = useRef(false);
  const { progress, send: sendFile } = useUploadTask();
  const noun = IMAGE_KINDS[kind].noun;

  // The object URL shown in the cropper is released when it is replaced or the screen closes.
  useEffect(() => () => (source ? URL.revokeObjectURL(source.src) : undefined), [source]);

  const finish = useCallback(() => {
    busy.current = false;
    setPhase("idle");
  }, []);

  const send = useCallback(
    async (file: File) => {
      setPhase("processing");
      const ready = await readyForUpload(file, kind, BROWSER_TOOLS);
      if (!ready.ok) {
        notifyProblem(ready.problem);
        return finish();
      }
      setPhase("uploading");
      const sent = await sendFile(ready.file, cardId, kind);
      if (!sent.ok) {
        if (!isAbort(sent.error)) notifyProblem(uploadFailureNotice(sent.error, kind));
        return finish();
      }
      setPhase("saving");
      const saved = await save(sent.url);
      finish();
      if (saved) {
        toast({
          title: TITLE_UPLOAD_SUCCESSFUL,
          description: `Your ${noun} has been updated.`,
          variant: "success",
        });
      }
    },
    [cardId, kind, noun, save, sendFile, finish],
  );

  const choose = useCallback(
    async (file: File | undefined) => {
      if (!file || busy.current) return;
      if (refuseUnknownCard(cardId)) return;
      busy.current = true;
      setPhase("checking");
      const checked = await checkImage(file, kind, BROWSER_TOOLS);
      if (!checked.ok) {
        notifyProblem(checked.problem);
        return finish();
      }
      if (crop && checked.format !== "svg") {
        // Said inside the cropper, where a toast would cover its buttons on a phone.
        setSource({ src: URL.createObjectURL(file), name: file.name, notes: checked.warnings });
        setPhase("cropping");
        return;
      }
      for (const warning of checked.warnings) notifyWarning(warning);
      await send(file);
    },
    [cardId, kind, crop, send, finish],
  );

  const cancelCrop = useCallback(() => {
    setSource(null);
    finish();
  }, [finish]);

  const applyCrop = useCallback(
    async (area: Area, rotation: number) => {
      if (!source) return;
      setPhase("processing");
      let cropped: File;
      try {
        cropped = await cropImage(source.src, area, rotation, kind, source.name);
      } catch {
        notifyProblem({ title: TITLE_PROCESS_FAILED, description: PROCESS_FAILED_MESSAGE });
        setSource(null);
        return finish();
      }
      setSource(null);
      await send(cropped);
    },
    [source, kind, send, finish],
  );

  const remove = useCallback(async (): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setPhase("saving");
    const saved = await save(null);
    finish();
    if (saved) toast({ title: TITLE_IMAGE_REMOVED, description: `Your ${noun} has been removed.` });
    return saved;
  }, [save, noun, finish]);

  const cropper: CropperState = {
    open: source !== null,
    src: source?.src ?? null,
    kind,
    processing: phase === "processing",
    notes: source?.notes ?? [],
    onCancel: cancelCrop,
    onApply: (area, rotation) => void applyCrop(area, rotation),
    returnFocusTo: inputRef,
  };

  return { phase, busy: phase !== "idle", progress, choose, remove, cropper, inputRef };
}
