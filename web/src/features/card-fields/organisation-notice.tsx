/**
 * What an organisation does to the card, at the top of both editors: the template it uses (so the
 * locked fields below are no surprise) and whether the organisation deactivated it. Nothing for a
 * card of nobody's organisation.
 */
import type { BusinessCard } from "@core/card";
import { Building2, CircleOff } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export function OrganisationNotice({
  card,
  className,
}: {
  card: Pick<BusinessCard, "template" | "deactivatedAt">;
  className?: string;
}) {
  if (!card.template && !card.deactivatedAt) return null;
  return (
    <div
      role="note"
      aria-label="Your organisation"
      className={cn("space-y-2 rounded-lg border border-border bg-muted/50 p-3 text-sm", className)}
    >
      {card.template && (
        <NoticeLine icon={<Building2 className="h-4 w-4" aria-hidden />}>
          This card uses your organisation's template “{card.template.name}”. Locked fields are set by your
          organisation.
        </NoticeLine>
      )}
      {card.deactivatedAt && (
        <NoticeLine icon={<CircleOff className="h-4 w-4 text-destructive" aria-hidden />}>
          <strong className="font-semibold">Your organisation deactivated this card:</strong> its page tells
          visitors it is no longer active.
        </NoticeLine>
      )}
    </div>
  );
}

function NoticeLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2">
      <span className="mt-0.5 shrink-0 text-muted-foreground">{icon}</span>
      <span className="min-w-0">{children}</span>
    </p>
  );
}
