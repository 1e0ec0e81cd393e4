import type { ThemeLook } from "@core/themes";
import { cn } from "@/lib/cn";

/** A small picture of a theme: its header band over its surface, with an accent dot. */
export function ThemeSwatch({ look, className }: { look: ThemeLook; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "relative block h-10 w-14 shrink-0 overflow-hidden rounded-md border border-border",
        className,
      )}
      style={{ background: look.surface }}
    >
      <span className="absolute inset-x-0 top-0 h-1/2" style={{ background: look.header }} />
      <span
        className="absolute bottom-1.5 left-1.5 h-2.5 w-2.5 rounded-full"
        style={{ background: look.accent }}
      />
      <span
        className="absolute bottom-2 left-5 h-1 w-6 rounded-full opacity-60"
        style={{ background: look.text }}
      />
    </span>
  );
}
