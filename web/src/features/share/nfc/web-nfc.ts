/**
 * Web NFC (Chrome on Android): writing a tag's address as a URL record, and locking a tag for
 * good. Other browsers have no NDEFReader; the screen then explains how to write the tag with a
 * phone app. Each attempt ends in one of a few outcomes the screen words for people.
 */

/** The part of the Web NFC API used here (not yet in TypeScript's DOM types). */
interface NdefWriter {
  write(
    message: { records: Array<{ recordType: "url"; data: string }> },
    options?: { signal?: AbortSignal; overwrite?: boolean },
  ): Promise<void>;
  makeReadOnly(options?: { signal?: AbortSignal }): Promise<void>;
}
type NdefReaderClass = new () => NdefWriter;

export type NfcOutcome = "done" | "cancelled" | "denied" | "error";

export function webNfcAvailable(): boolean {
  return typeof window !== "undefined" && "NDEFReader" in window;
}

function writer(): NdefWriter {
  const NDEFReader = (window as unknown as { NDEFReader: NdefReaderClass }).NDEFReader;
  return new NDEFReader();
}

/** What a failed attempt means: cancelled (AbortError), refused (NotAllowedError), or another error. */
function outcomeOf(error: unknown): NfcOutcome {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "AbortError") return "cancelled";
  if (name === "NotAllowedError") return "denied";
  return "error";
}

async function attempt(action: () => Promise<void>): Promise<NfcOutcome> {
  try {
    await action();
    return "done";
  } catch (error) {
    return outcomeOf(error);
  }
}

/** Writes `url` as the tag's one record, once the phone is held to a tag; `signal` cancels the wait. */
export function writeTagUrl(url: string, signal: AbortSignal): Promise<NfcOutcome> {
  return attempt(() => writer().write({ records: [{ recordType: "url", data: url }] }, { signal }));
}

/** Makes the next tag the phone is held to read-only, for good. */
export function lockTag(signal: AbortSignal): Promise<NfcOutcome> {
  return attempt(() => writer().makeReadOnly({ signal }));
}
