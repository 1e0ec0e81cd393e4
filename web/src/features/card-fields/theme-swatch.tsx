/**
 * A miniature of a theme for both editors (the theme dialog, the Design tab's current theme),
 * drawn from its look: page, header band, avatar in the accent colour and two lines of text.
 * Decorative; the theme's name is always written next to it.
 */
import { type ThemeLook, themeLook } from "@core/themes";
import { cn } from "@/lib/cn";

export function ThemeSwatch({ theme, className }: { theme: string | ThemeLook; className?: string }) {
  const look = typeof theme === "string" ? themeLook(theme) : theme;
  return (
    <span
      aria-hidden
      className={cn(
        "block h-14 w-20 shrink-0 overflow-hidden rounded-md border border-border p-1",
        className,
      )}
      style={{ background: look.background }}
    >
      <span
        className={cn(
          "flex h-full flex-col overflow-hidden",
          look.radius === "none" ? "rounded-none" : "rounded",
        )}
        style={{ background: look.surface }}
      >
        <span className="block h-4 shrink-0" style={{ background: look.header }} />
        <span
          className={cn(
            "-mt-2 flex flex-col gap-0.5 px-1.5",
            look.layout === "centered" ? "items-center" : "items-start",
          )}
        >
          <span
            className="block h-3.5 w-3.5 rounded-full border border-white"
            style={{ background: look.accent }}
          />
          <span className="block h-1 w-8 rounded-full" style={{ background: look.text }} />
          <span className="block h-1 w-5 rounded-full" style={{ background: look.mutedText }} />
        </span>
      </span>
    </span>
  );
}
