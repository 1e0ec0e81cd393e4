/**
 * When the install guide shows itself (spec 000 §2, §4 and §9): 2 seconds after the first visit
 * to the dashboard, until it has been seen; the seen flag lives in local storage. Once seen, a
 * floating 'Install Guide' button brings it back.
 */
import { PRODUCT_FILE_PREFIX } from "@core/limits";
import { useCallback, useEffect, useState } from "react";
import { useStoredBoolean } from "@/lib/use-local-storage";
import { useIsStandalone } from "./install-prompt";

export const INSTALL_GUIDE_SEEN_KEY = `${PRODUCT_FILE_PREFIX}-install-guide-seen`;
/** Spec 000 §9: 'install guide delay 2 s'. */
export const INSTALL_GUIDE_DELAY_MS = 2000;

/**
 * The guide opens by itself only until it has been seen, and never inside the installed app,
 * where its advice would be done already.
 */
export function shouldAutoOpen({ seen, standalone }: { seen: boolean; standalone: boolean }): boolean {
  return !seen && !standalone;
}

export function useInstallGuide() {
  const [seen, setSeen] = useStoredBoolean(INSTALL_GUIDE_SEEN_KEY, false);
  const standalone = useIsStandalone();
  const [open, setOpen] = useState(false);
  const autoOpen = shouldAutoOpen({ seen, standalone });

  useEffect(() => {
    if (!autoOpen) return;
    // Leaving the dashboard before the delay cancels it: the next visit is still a first one.
    const timer = window.setTimeout(() => setOpen(true), INSTALL_GUIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoOpen]);

  /**
   * 'Got it' stores the flag; so does closing it any other way (Escape, ×): either way the
   * user has seen it and should not have it pushed at them on every visit.
   */
  const close = useCallback(() => {
    setSeen(true);
    setOpen(false);
  }, [setSeen]);

  return {
    open,
    /**
     * The floating button appears once the guide has been seen (spec 000 §2). It stays while
     * the guide is open, behind the modal, so closing returns the focus to it.
     */
    showLauncher: seen,
    reopen: useCallback(() => setOpen(true), []),
    close,
  };
}
