/**
 * A group of controls over one field the organisation's template may lock or hide (the social
 * links, the custom buttons, the gallery): then every control in it is disabled at once (a
 * disabled fieldset), and the reason stands above it and is read with the group.
 */
import type { TemplatePolicy } from "@core/card-template";
import { type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";
import { TemplateNote } from "./template-note";

export function TemplateFieldset({
  policy,
  className,
  children,
}: {
  policy: TemplatePolicy;
  className?: string;
  children: ReactNode;
}) {
  const noteId = useId();
  const held = policy.state !== "default";
  return (
    <>
      <TemplateNote
        id={noteId}
        policy={policy}
        className="rounded-md bg-muted px-3 py-2 text-sm text-foreground"
      />
      {/* min-w-0: a fieldset is at least as wide as its content by default, too wide for a phone. */}
      <fieldset
        disabled={held}
        aria-describedby={held ? noteId : undefined}
        className={cn("min-w-0 space-y-6", className)}
      >
        {children}
      </fieldset>
    </>
  );
}
