/**
 * Why a field cannot be edited: a lock (or a crossed-out eye for a hidden field) and the
 * template's reason, in text a screen reader reads with the field (its aria-describedby names
 * the note's id). Nothing when the field is the owner's to edit.
 */
import type { TemplatePolicy, TemplatePolicyState } from "@core/card-template";
import { EyeOff, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export function TemplateNote({
  id,
  policy,
  className,
}: {
  id: string;
  policy: TemplatePolicy;
  className?: string;
}) {
  if (policy.state === "default") return null;
  const Icon = policy.state === "locked" ? Lock : EyeOff;
  return (
    <p
      id={id}
      data-template-note={policy.state}
      className={cn("flex items-start gap-1.5 text-xs text-muted-foreground", className)}
    >
      <Icon className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
      <span>{policy.reason}</span>
    </p>
  );
}

/** The icon of a control the template holds: a lock, or a crossed-out eye for a hidden field. */
export function TemplateIcon({ state, className }: { state: TemplatePolicyState; className?: string }) {
  const Icon = state === "hidden" ? EyeOff : Lock;
  return <Icon className={cn("h-4 w-4 shrink-0", className)} aria-hidden />;
}

/** A FormField's note for a field the template holds; none for the owner's own. */
export function templateNoteFor(policy: TemplatePolicy): ((id: string) => ReactNode) | undefined {
  if (policy.state === "default") return undefined;
  return (id) => <TemplateNote id={id} policy={policy} />;
}

/** What a row shows for a field the template holds: its locked value, or that it is hidden. */
export function heldValue(state: TemplatePolicyState, value: string | null): string {
  return state === "hidden" ? "Hidden" : value || "Not set";
}
