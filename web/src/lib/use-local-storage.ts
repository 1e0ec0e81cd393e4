import { useCallback, useState } from "react";

/** A boolean remembered in local storage, e.g. `sidebarCollapsed`. */
export function useStoredBoolean(key: string, initial: boolean): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState<boolean>(() => {
    try {
      const stored = localStorage.getItem(key);
      return stored === null ? initial : stored === "true";
    } catch {
      return initial;
    }
  });
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        localStorage.setItem(key, String(next));
      } catch {
        // Storage unavailable: keep the value for this visit only.
      }
    },
    [key],
  );
  return [value, update];
}
