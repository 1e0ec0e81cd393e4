/**
 * The footer of the editors' form dialogs: Cancel, and the submit button that reads
 * 'Saving...' while its save is on its way, after an optional action at the start (a social
 * link's 'Remove link').
 */
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";

export function DialogSaveActions({
  pending,
  submitLabel = "Save",
  disabled,
  start,
}: {
  pending: boolean;
  submitLabel?: string;
  disabled?: boolean;
  start?: ReactNode;
}) {
  return (
    <DialogFooter className={start === undefined ? undefined : "sm:justify-between"}>
      {start}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending || disabled}>
          {pending ? "Saving..." : submitLabel}
        </Button>
      </div>
    </DialogFooter>
  );
}
