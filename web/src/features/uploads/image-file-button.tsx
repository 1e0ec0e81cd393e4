import type { ReactNode, RefObject } from "react";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";

interface ImageFileButtonProps {
  /** The input's accessible name, e.g. "Upload profile picture". */
  label: string;
  /** What the button shows; the label should start with it. */
  children: ReactNode;
  accept: string;
  onFiles: (files: File[]) => void;
  /** Busy: the picker does not open, but the control keeps the focus. */
  busy?: boolean;
  disabled?: boolean;
  multiple?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** "button" looks like a Button; "plain" leaves the look to className (a list row). */
  appearance?: "button" | "plain";
  variant?: "primary" | "outline" | "secondary";
  size?: "sm" | "md";
  className?: string;
  describedBy?: string;
}

/**
 * A file picker that looks like a button: the real <input type="file"> stays in the page
 * (visually hidden, focusable, named) so keyboards, screen readers and tests use it directly.
 */
export function ImageFileButton({
  label,
  children,
  accept,
  onFiles,
  busy,
  disabled,
  multiple,
  inputRef,
  appearance = "button",
  variant = "outline",
  size = "sm",
  className,
  describedBy,
}: ImageFileButtonProps) {
  return (
    <label
      className={cn(
        appearance === "button" ? buttonClasses(variant, size) : "cursor-pointer",
        "has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring",
        "has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-60",
        busy && "cursor-wait opacity-60",
        className,
      )}
    >
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={label}
        aria-describedby={describedBy}
        aria-disabled={busy || undefined}
        className="sr-only"
        onClick={(event) => {
          if (busy) event.preventDefault();
        }}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared, so picking the same file again is still a change.
          event.currentTarget.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
      {children}
    </label>
  );
}
