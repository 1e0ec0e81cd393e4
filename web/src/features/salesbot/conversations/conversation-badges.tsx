/** The score and outcome badges of a conversation (score bands and outcome colours, Unknown gray). */
import { outcomeLook, scoreLook } from "@core/salesbot/conversations";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

const TONES = {
  green: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  blue: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  red: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  gray: "bg-muted text-muted-foreground",
} as const;

export function ScoreBadge({ score }: { score: number }) {
  const look = scoreLook(score);
  return <Badge className={cn(TONES[look.tone])}>Score {look.label}</Badge>;
}

export function OutcomeBadge({ outcome }: { outcome: string | null }) {
  const look = outcomeLook(outcome);
  return <Badge className={cn(TONES[look.tone])}>{look.label}</Badge>;
}
