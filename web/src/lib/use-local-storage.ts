import { useCallback, useSyncExternalStore } from "react";

/** Values kept for this visit where local storage refuses them (private mode). */
const visitValues = new Map<string, boolean>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readStored(key: string, initial: boolean): boolean {
  const kept = visitValues.get(key);
  if (kept !== undefined) return kept;
  try {
    const stored = localStorage.getItem(key);
    return stored === null ? initial : stored === "true";
  } catch {
    return initial;
  }
}

/**
 * A boolean remembered in local storage, e.g. `sidebarCollapsed`, the same in every component
 * that reads it. A page written ahead (by the server, or at build time) was drawn with `initial`:
 * taking it over, React starts from that and then moves to the stored value.
 */
export function useStoredBoolean(key: string, initial: boolean): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readStored(key, initial),
    () => initial,
  );
  const update = useCallback(
    (next: boolean) => {
      try {
        localStorage.setItem(key, String(next));
        visitValues.delete(key);
      } catch {
        // Storage unavailable: keep the value for this visit only.
        visitValues.set(key, next);
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [value, update];
}
