/**
 * 'Write to a tag': the tag's address, written with Web NFC where the browser has it, or else
 * the steps for a phone app (Android and iPhone both have apps that write tags).
 */
import type { NfcTag } from "@core/schemas/nfc-tags";
import { Nfc } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { CopyCode } from "../copy-code";
import { CapacityWarning } from "./capacity-warning";
import { webNfcAvailable } from "./web-nfc";
import { WriteTagWithPhone } from "./write-tag-with-phone";

export function WriteTagDialog({ tag }: { tag: NfcTag }) {
  const [open, setOpen] = useState(false);
  const webNfc = webNfcAvailable();
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Nfc className="h-4 w-4" aria-hidden />
        Write to a tag
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeading
            title="Write to a tag"
            description={`Write the address of “${tag.label}” onto an NFC tag. Tapping the tag then opens the card it points at.`}
          />
          <div className="space-y-4">
            <CapacityWarning url={tag.url} />
            {webNfc ? (
              <WriteTagWithPhone url={tag.url} />
            ) : (
              <div className="space-y-2 text-sm">
                <p>This browser cannot write NFC tags. Write the address with a phone app instead:</p>
                <ol className="list-decimal space-y-1 pl-5">
                  <li>Install NXP TagWriter or NFC Tools (both are free for Android and iPhone).</li>
                  <li>Choose to write a new record of the type URL (also called URI).</li>
                  <li>Paste the address below, then hold your phone to the tag.</li>
                </ol>
                <p className="text-muted-foreground">
                  On Android, Chrome can write the tag itself: open this page there.
                </p>
              </div>
            )}
            <CopyCode label="Tag address" code={tag.url} copyLabel="Copy address" />
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
