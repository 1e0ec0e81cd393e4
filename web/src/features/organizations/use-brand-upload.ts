/**
 * A picture of the organisation's brand uploaded from the Details tab: checked and compressed as
 * a card's logo is, sent with its progress to POST /api/upload with the organisation's id, and
 * its address handed to the form, which saves it with the brand.
 */
import { useState } from "react";
import { notifyProblem } from "@/features/uploads/notify";
import { checkImage, readyForUpload } from "@/features/uploads/prepare-image";
import { uploadFailureNotice } from "@/features/uploads/upload-failure";
import { sendUpload } from "@/features/uploads/upload-request";
import { BROWSER_TOOLS, type UploadPhase } from "@/features/uploads/use-card-image-upload";

export function useBrandUpload(orgId: number, onUploaded: (url: string) => void) {
  const [phase, setPhase] = useState<UploadPhase>("idle");
  const [progress, setProgress] = useState(0);

  async function upload(file: File): Promise<void> {
    setPhase("checking");
    const checked = await checkImage(file, "logo", BROWSER_TOOLS);
    if (!checked.ok) {
      notifyProblem(checked.problem);
      return setPhase("idle");
    }
    setPhase("processing");
    const ready = await readyForUpload(file, "logo", BROWSER_TOOLS);
    if (!ready.ok) {
      notifyProblem(ready.problem);
      return setPhase("idle");
    }
    setPhase("uploading");
    setProgress(0);
    try {
      const url = await sendUpload({
        url: "/api/upload",
        fields: { organizationId: String(orgId), type: "logo" },
        file: ready.file,
        onProgress: setProgress,
      });
      onUploaded(url);
    } catch (error) {
      notifyProblem(uploadFailureNotice(error, "logo"));
    } finally {
      setPhase("idle");
    }
  }

  return { phase, progress, upload };
}
