/** What the screen says at each step of writing or locking a tag with Web NFC. */
import type { NfcOutcome } from "./web-nfc";

export type NfcAction = "write" | "lock";
export type NfcStep = NfcOutcome | "waiting";

export const NFC_MESSAGES: Record<NfcAction, Record<NfcStep, string>> = {
  write: {
    waiting: "Hold your phone to the tag, and keep it still until the address is written.",
    done: "Written. A tap on this tag now opens the card.",
    cancelled: "Writing was cancelled. Nothing was written.",
    denied:
      "Writing to NFC tags was not allowed. Allow NFC for this site in your browser's settings, then try again.",
    error:
      "The tag could not be written. Check that NFC is on and the tag is not locked, hold your phone still against it, and try again.",
  },
  lock: {
    waiting: "Hold your phone to the tag again to lock it.",
    done: "The tag is locked. Its address can no longer be rewritten.",
    cancelled: "Locking was cancelled. The tag can still be rewritten.",
    denied:
      "Locking the tag was not allowed. Allow NFC for this site in your browser's settings, then try again.",
    error: "The tag could not be locked. It may not support locking, or it moved away too soon. Try again.",
  },
};
