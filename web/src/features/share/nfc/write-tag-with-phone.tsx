/**
 * Writing a tag with Web NFC (Chrome on Android): hold the phone to the tag, with a way to cancel
 * the wait; once written, an optional permanent lock, asked for only after a confirmation that
 * says it cannot be undone.
 */
import { Lock, Nfc } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { NFC_MESSAGES, type NfcAction, type NfcStep } from "./nfc-messages";
import { lockTag, writeTagUrl } from "./web-nfc";

export function WriteTagWithPhone({ url }: { url: string }) {
  const [step, setStep] = useState<{ action: NfcAction; step: NfcStep } | null>(null);
  const [confirmLock, setConfirmLock] = useState(false);
  const waiting = useRef<AbortController | null>(null);

  // Leaving the screen stops a wait for a tag.
  useEffect(() => () => waiting.current?.abort(), []);

  async function run(action: NfcAction) {
    const controller = new AbortController();
    waiting.current = controller;
    setStep({ action, step: "waiting" });
    const outcome =
      action === "write" ? await writeTagUrl(url, controller.signal) : await lockTag(controller.signal);
    if (waiting.current === controller) waiting.current = null;
    setStep({ action, step: outcome });
  }

  const isWaiting = step?.step === "waiting";
  const written = step !== null && (step.action === "lock" || step.step === "done");
  const locked = step?.action === "lock" && step.step === "done";

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {isWaiting ? (
          <Button type="button" variant="outline" onClick={() => waiting.current?.abort()}>
            Cancel
          </Button>
        ) : (
          <Button type="button" onClick={() => run("write")} disabled={locked}>
            <Nfc className="h-4 w-4" aria-hidden />
            {written ? "Write again" : "Write to the tag"}
          </Button>
        )}
        {written && !isWaiting && !locked && (
          <Button type="button" variant="outline" onClick={() => setConfirmLock(true)}>
            <Lock className="h-4 w-4" aria-hidden />
            Lock the tag…
          </Button>
        )}
      </div>
      <p role="status" className="text-sm">
        {step ? NFC_MESSAGES[step.action][step.step] : ""}
      </p>
      <ConfirmDialog
        open={confirmLock}
        onOpenChange={setConfirmLock}
        title="Lock this tag for good?"
        description="Locking makes the tag read-only. This cannot be undone: nobody can ever rewrite or erase it again, with this app or any other. Its address keeps working, and you can still point it at another card here."
        confirmLabel="Lock the tag"
        destructive
        onConfirm={() => {
          setConfirmLock(false);
          void run("lock");
        }}
      />
    </div>
  );
}
