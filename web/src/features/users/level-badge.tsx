import { adminLevelName } from "@core/access";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

/** Colours per level; every pair keeps readable contrast in the light and the dark theme. */
const LEVEL_CLASSES: Record<number, string> = {
  1: "bg-muted text-foreground",
  2: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  3: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100",
  4: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  5: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100",
};

/** The administration name of a level (User, Manager, Developer, Admin, System Admin). */
export function LevelBadge({ level }: { level: number }) {
  return (
    <Badge className={cn("whitespace-nowrap", LEVEL_CLASSES[level] ?? LEVEL_CLASSES[1])}>
      {adminLevelName(level)}
    </Badge>
  );
}
