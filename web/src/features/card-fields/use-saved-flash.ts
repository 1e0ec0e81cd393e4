import { useCallback, useEffect, useRef, useState } from "react";

/** How long the header's 'Saved' indicator stays after a save. */
const SAVED_VISIBLE_MS = 3_000;

/**
 * The 'Saved' indicator's state: `flash()` shows it, and every further save restarts the
 * 3 seconds, so it disappears 3 seconds after the last save.
 */
export function useSavedFlash(): { visible: boolean; flash: () => void } {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flash = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), SAVED_VISIBLE_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { visible, flash };
}
