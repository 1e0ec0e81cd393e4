/**
 * A tag's small form in a dialog (rename, move): a ghost button that opens it afresh, the form
 * with its fields, Cancel, and the submit button. `close` is handed to the submit so a success
 * closes the dialog.
 */
import type { LucideIcon } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeading } from "@/components/ui/dialog";

export function TagFormDialog({
  icon: Icon,
  trigger,
  title,
  description,
  submitLabel,
  submitDisabled,
  onOpen,
  onSubmit,
  children,
}: {
  icon: LucideIcon;
  /** The button's text; its hidden part names the tag for screen readers. */
  trigger: ReactNode;
  title: string;
  description: string;
  submitLabel: string;
  submitDisabled: boolean;
  /** Resets the form's fields and error each time the dialog opens. */
  onOpen: () => void;
  onSubmit: (close: () => void) => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(close);
  }
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => {
          onOpen();
          setOpen(true);
        }}
      >
        <Icon className="h-4 w-4" aria-hidden />
        {trigger}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeading title={title} description={description} />
          <form onSubmit={submit} noValidate>
            {children}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" disabled={submitDisabled}>
                {submitLabel}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
