import { Moon, Sun } from "lucide-react";
import { cn } from "@/lib/cn";
import type { ThemePreference } from "@/lib/theme";

/** The theme menu's button looks and reads the same before and after the menu's code has loaded. */
export const themeButtonClasses = (className?: string) =>
  cn(
    "inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring cursor-pointer",
    className,
  );

export const themeButtonLabel = (theme: ThemePreference) => `Theme: ${theme}. Change theme`;

/**
 * The sun in the light theme, the moon in the dark one, chosen by the page's theme class (which
 * web/public/theme-init.js sets before the first paint): right in the pages written at build time
 * too, before any script has run (entries/prerender.tsx).
 */
export function ThemeIcon() {
  return (
    <>
      <Sun className="h-5 w-5 dark:hidden" aria-hidden />
      <Moon className="hidden h-5 w-5 dark:block" aria-hidden />
    </>
  );
}
