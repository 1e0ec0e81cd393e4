import { cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";
import { Label } from "./label";

interface FormFieldProps {
  label: string;
  /** The validation message, announced with the field. */
  error?: string;
  hint?: string;
  /** Why the control is as it is (e.g. locked), drawn with the id it is given and read with the control. */
  note?: (id: string) => ReactNode;
  className?: string;
  /** One input-like element; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A label, a control and its message, wired together for screen readers. */
export function FormField({ label, error, hint, note, className, children }: FormFieldProps) {
  const id = useId();
  const noteId = note ? `${id}-note` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [noteId, hintId, errorId].filter(Boolean).join(" ") || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })
    : children;
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {control}
      {noteId && note?.(noteId)}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
