import { Check } from "lucide-react";
import { cn } from "@/lib/cn";
import { PlatformIcon } from "./platform-icon";

interface PlatformTileProps {
  platform: string;
  name: string;
  set: boolean;
  /** The four main networks are drawn larger than the rest. */
  size: "lg" | "sm";
  onClick: () => void;
}

/** A social platform's button: its icon, name and whether the card links to it. */
export function PlatformTile({ platform, name, set, size, onClick }: PlatformTileProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onClick}
      className={cn(
        "flex h-full w-full cursor-pointer items-center rounded-xl border text-left transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        "disabled:cursor-not-allowed disabled:opacity-60",
        size === "lg" ? "min-h-16 gap-3 px-3 py-2.5" : "min-h-12 gap-2.5 px-3 py-2",
        set
          ? "border-primary/50 bg-accent text-accent-foreground hover:bg-accent/70"
          : "border-border bg-card hover:bg-accent/60",
      )}
    >
      <PlatformIcon platform={platform} className={cn("shrink-0", size === "lg" ? "h-6 w-6" : "h-5 w-5")} />
      <span className="min-w-0 flex-1">
        <span className={cn("block truncate font-semibold", size === "lg" ? "text-sm" : "text-[13px]")}>
          {name}
        </span>
        <span className={cn("flex items-center gap-1 text-xs", !set && "text-muted-foreground")}>
          {set && <Check className="h-3 w-3" aria-hidden />}
          {set ? "Added" : "Not added"}
        </span>
      </span>
    </button>
  );
}
