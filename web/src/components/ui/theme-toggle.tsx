import { type ComponentType, useState } from "react";
import { useTheme } from "@/lib/theme";
import { ThemeIcon, themeButtonClasses, themeButtonLabel } from "./theme-button";

type ThemeMenuComponent = ComponentType<{ className?: string; defaultOpen?: boolean }>;

let menuModule: Promise<ThemeMenuComponent> | undefined;
/** The menu's code (Radix's dropdown menu, a sizeable share of a first load), fetched once. */
function loadThemeMenu(): Promise<ThemeMenuComponent> {
  menuModule ??= import("./theme-menu").then((m) => m.default);
  return menuModule;
}

/**
 * Chooses light, dark or system theme. Until it is used, only its button is on the page: the
 * menu's code is fetched when the pointer or the focus reaches the button, and the menu opens
 * (taking the focus, which it gives back to its own button on closing) once the button was pressed.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme } = useTheme();
  const [Menu, setMenu] = useState<ThemeMenuComponent | null>(null);
  if (Menu) return <Menu className={className} defaultOpen />;
  const open = () => {
    void loadThemeMenu().then((component) => setMenu(() => component));
  };
  return (
    <button
      type="button"
      className={themeButtonClasses(className)}
      aria-label={themeButtonLabel(theme)}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadThemeMenu()}
      onFocus={() => void loadThemeMenu()}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          open();
        }
      }}
    >
      <ThemeIcon />
    </button>
  );
}
