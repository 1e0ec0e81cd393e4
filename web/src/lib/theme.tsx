/**
 * Light, dark or system theme, remembered in local storage under a
 * product-specific key. web/public/theme-init.js applies it before the first paint.
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from "react";

export type ThemePreference = "light" | "dark" | "system";
const THEME_STORAGE_KEY = "cardfolio-theme";

interface ThemeContextValue {
  theme: ThemePreference;
  resolvedTheme: "light" | "dark";
  setTheme: (theme: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** The choice made on this visit when local storage refuses it (private mode). */
let visitPreference: ThemePreference | undefined;
const preferenceListeners = new Set<() => void>();

function readPreference(): ThemePreference {
  if (visitPreference) return visitPreference;
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    return "system";
  }
}

function writePreference(next: ThemePreference): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
    visitPreference = undefined;
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this visit.
    visitPreference = next;
  }
  for (const listener of preferenceListeners) listener();
}

function subscribeToPreference(listener: () => void): () => void {
  preferenceListeners.add(listener);
  return () => preferenceListeners.delete(listener);
}

const DARK_QUERY = "(prefers-color-scheme: dark)";

function subscribeToSystemTheme(listener: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

const systemPrefersDark = () => window.matchMedia(DARK_QUERY).matches;

/**
 * What the pages written at build time were drawn with (entries/prerender.tsx): hydrating them,
 * React starts from these and then moves to this browser's own values, updating the page.
 */
const defaultPreference = (): ThemePreference => "system";
const noSystemDark = () => false;

const resolveTheme = (preference: ThemePreference, systemDark: boolean): "light" | "dark" =>
  preference === "system" ? (systemDark ? "dark" : "light") : preference;

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribeToPreference, readPreference, defaultPreference);
  const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, noSystemDark);

  const resolvedTheme = resolveTheme(theme, systemDark);

  // Run again whenever the theme changes, and applied from this browser's own values, even in the
  // first moment of a hydration, when the render's are still the build's defaults: the page never
  // flashes the other theme.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values are read inside, the render's are only the trigger
  useEffect(() => {
    const current = resolveTheme(readPreference(), systemPrefersDark());
    const root = document.documentElement;
    root.classList.remove("light", "dark");
    root.classList.add(current);
  }, [resolvedTheme]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      resolvedTheme,
      setTheme: writePreference,
    }),
    [theme, resolvedTheme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used inside ThemeProvider");
  return value;
}
