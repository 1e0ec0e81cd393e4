import { toast } from "@/lib/toast";
import type { UploadNotice } from "./messages";

/** Problems are destructive toasts; warnings and news are plain ones. */
export function notifyProblem(notice: UploadNotice): void {
  toast({ ...notice, variant: "destructive" });
}

export function notifyWarning(notice: UploadNotice): void {
  toast({ ...notice, variant: "default" });
}
