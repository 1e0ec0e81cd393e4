import { Copy, Lock } from "lucide-react";
import { type KeyboardEvent, useRef } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { VerbatimInput } from "@/components/ui/input";
import { publicCardUrl } from "@/features/cards/api";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { copyLinkWithToast } from "../copy-link";

/** Keys that only move around a read-only field; anything else is an attempt to edit. */
const NAVIGATION_KEYS = new Set([
  "Tab",
  "Shift",
  "Control",
  "Alt",
  "Meta",
  "Escape",
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
  "PageUp",
  "PageDown",
  "CapsLock",
  "Enter",
]);

/**
 * The card's URL slug with 'Copy URL'. Who may change it follows the policy's
 * "card.editSlug" (core/policy.ts); for everyone else the field is read-only with the spec's
 * reason, and an attempt to type shows 'Permission Denied'.
 */
export function SlugField({
  value,
  savedSlug,
  error,
  denial,
  onChange,
  className,
}: {
  value: string;
  savedSlug: string;
  error: string | undefined;
  denial: string | undefined;
  onChange: (value: string) => void;
  className?: string;
}) {
  const changed = value !== savedSlug;
  const hint =
    denial ??
    (changed
      ? "The new address works once you save. Copy URL copies the current one."
      : "Lower-case letters, digits, hyphens and underscores.");
  return (
    <FormField label="Card URL Slug" hint={hint} error={error} className={className}>
      <SlugInput value={value} savedSlug={savedSlug} denial={denial} onChange={onChange} />
    </FormField>
  );
}

/**
 * The slug's box behind its "/view/" prefix, with the lock when it is read-only, and 'Copy
 * URL'. FormField hands it the id and the message wiring, which go on the text box itself.
 */
function SlugInput({
  value,
  savedSlug,
  denial,
  onChange,
  ...wiring
}: {
  value: string;
  savedSlug: string;
  denial: string | undefined;
  onChange: (value: string) => void;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  const lastWarning = useRef(0);

  function refuse() {
    // One toast per burst of keystrokes, not one per key.
    const now = Date.now();
    if (now - lastWarning.current < 3000) return;
    lastWarning.current = now;
    toast({ title: "Permission Denied", description: denial, variant: "destructive" });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!denial || NAVIGATION_KEYS.has(event.key) || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    refuse();
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <div
        className={cn(
          "flex min-w-0 flex-1 items-stretch overflow-hidden rounded-md border border-input bg-card",
          "focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-ring",
          wiring["aria-invalid"] && "border-destructive",
          denial && "bg-muted",
        )}
      >
        <span
          aria-hidden
          className="flex items-center border-r border-input bg-muted px-3 font-mono text-sm text-muted-foreground"
        >
          /view/
        </span>
        <VerbatimInput
          {...wiring}
          name="slug"
          value={value}
          readOnly={Boolean(denial)}
          autoCorrect="off"
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            if (!denial) return;
            event.preventDefault();
            refuse();
          }}
          onChange={(event) => {
            if (!denial) onChange(event.target.value);
          }}
          className="h-10 min-w-0 flex-1 rounded-none border-0 focus-visible:outline-0 read-only:cursor-not-allowed read-only:bg-muted"
        />
        {denial && (
          <span className="flex items-center px-3 text-muted-foreground">
            <Lock className="h-4 w-4" aria-hidden />
          </span>
        )}
      </div>
      <Button variant="outline" onClick={() => void copyLinkWithToast(publicCardUrl(savedSlug))}>
        <Copy className="h-4 w-4" aria-hidden />
        Copy URL
      </Button>
    </div>
  );
}
