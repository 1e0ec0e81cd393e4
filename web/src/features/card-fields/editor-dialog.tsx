/**
 * The frame of the editors' dialogs (one field, one social link, the themes): title,
 * description and content. The focus goes back to whatever opened the dialog, since one dialog
 * often serves many plain buttons rather than a Radix Trigger.
 */
import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { useReturnFocus } from "./use-return-focus";

export function EditorDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn("max-w-md", className)} {...returnFocus}>
        <DialogHeading title={title} description={description} />
        {children}
      </DialogContent>
    </Dialog>
  );
}
