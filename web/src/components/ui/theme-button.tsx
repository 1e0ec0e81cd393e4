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

export function ThemeIcon({ resolvedTheme }: { resolvedTheme: "light" | "dark" }) {
  const CurrentIcon = resolvedTheme === "dark" ? Moon : Sun;
  return <CurrentIcon className="h-5 w-5" aria-hidden />;
}
