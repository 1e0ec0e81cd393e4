import type { BusinessCard } from "@core/card";
import { ArrowLeft, MessagesSquare } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** The card as the screen names it (its name or company). */
function configuredCardName(card: Pick<BusinessCard, "name" | "company">): string {
  return card.name?.trim() || card.company?.trim() || "Business Card";
}

/**
 * The configuration screen's head: back to the dashboard, the title naming the
 * card, the 'Level 2+ Feature' and Active/Inactive badges, and 'View Conversations'.
 */
export function ConfigHeader({ card, active }: { card: BusinessCard; active: boolean }) {
  return (
    <header className="space-y-4">
      <Link to="/dashboard" className={buttonClasses("ghost", "sm")}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Dashboard
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">AI Salesbot Configuration</h1>
          <p className="text-muted-foreground">
            For <span className="font-medium text-foreground">{configuredCardName(card)}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Badge>Level 2+ Feature</Badge>
            <Badge
              className={cn(
                active
                  ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
                  : "bg-muted text-muted-foreground",
              )}
            >
              {active ? "Active" : "Inactive"}
            </Badge>
          </div>
        </div>
        <Link to={`/salesbot/${card.id}/conversations`} className={buttonClasses("outline")}>
          <MessagesSquare className="h-4 w-4" aria-hidden />
          View Conversations
        </Link>
      </div>
    </header>
  );
}
