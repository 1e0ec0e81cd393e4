/**
 * When the install guide shows itself: 2 seconds after the first visit
 * to the dashboard with a card, until it has been seen; the seen flag lives in local storage.
 * Once seen, a floating 'Install Guide' button brings it back.
 */
import { INSTALL_GUIDE_SEEN_KEY } from "@core/install-platform";
import { useCallback, useEffect, useState } from "react";
import { useStoredBoolean } from "@/lib/use-local-storage";
import { useIsStandalone } from "./install-prompt";

export { INSTALL_GUIDE_SEEN_KEY };
/** The wait before the install guide opens by itself: 2 s. */
export const INSTALL_GUIDE_DELAY_MS = 2000;

/**
 * The guide opens by itself only until it has been seen, never inside the installed app, where
 * its advice would be done already, and not before the user has a card: a new account's empty
 * dashboard is for creating one, and there is nothing to install yet.
 */
export function shouldAutoOpen({
  seen,
  standalone,
  hasCard,
}: {
  seen: boolean;
  standalone: boolean;
  hasCard: boolean;
}): boolean {
  return !seen && !standalone && hasCard;
}

/** `hasCard`: the user owns a card (false while their cards are loading). */
export function useInstallGuide({ hasCard }: { hasCard: boolean }) {
  const [seen, setSeen] = useStoredBoolean(INSTALL_GUIDE_SEEN_KEY, false);
  const standalone = useIsStandalone();
  const [open, setOpen] = useState(false);
  const autoOpen = shouldAutoOpen({ seen, standalone, hasCard });

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
     * The floating button appears once the guide has been seen. It stays while
     * the guide is open, behind the modal, so closing returns the focus to it.
     */
    showLauncher: seen,
    reopen: useCallback(() => setOpen(true), []),
    close,
  };
}
