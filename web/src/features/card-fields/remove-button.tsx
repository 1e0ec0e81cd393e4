/**
 * The red trash-can button that starts a removal in both editors (a picture, a social link, a
 * gallery image, a custom button). Every removal is confirmed first, so the button says it
 * opens a dialog; its label names what goes. With children it shows them beside the icon.
 */
import { Trash2 } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

type RemoveButtonProps = Omit<ComponentProps<typeof Button>, "variant" | "size" | "aria-label"> & {
  label: string;
};

export function RemoveButton({ label, className, children, ...props }: RemoveButtonProps) {
  return (
    <Button
      variant="ghost"
      size={children ? "sm" : "icon"}
      aria-label={label}
      aria-haspopup="dialog"
      className={cn("text-destructive hover:text-destructive", className)}
      {...props}
    >
      <Trash2 className="h-4 w-4" aria-hidden />
      {children}
    </Button>
  );
}
