import { toast } from "@/lib/toast";
import { MISSING_CARD_MESSAGE, TITLE_UPLOAD_FAILED, type UploadNotice } from "./messages";

/** Problems are destructive toasts; warnings and news are plain ones. */
export function notifyProblem(notice: UploadNotice): void {
  toast({ ...notice, variant: "destructive" });
}

export function notifyWarning(notice: UploadNotice): void {
  toast({ ...notice, variant: "default" });
}

/**
 * An upload needs the card it goes to: without a card id (a positive integer) it is refused with
 * a toast that says so. True when refused.
 */
export function refuseUnknownCard(cardId: number): boolean {
  if (Number.isInteger(cardId) && cardId > 0) return false;
  notifyProblem({ title: TITLE_UPLOAD_FAILED, description: MISSING_CARD_MESSAGE });
  return true;
}
