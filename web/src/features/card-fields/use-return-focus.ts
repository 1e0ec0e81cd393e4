/**
 * Radix returns the focus to a dialog's Trigger when it closes. The editors' dialogs
 * are opened by plain buttons (one dialog serves many buttons), so this remembers whichever
 * element had the focus when the dialog opened and gives it back on close, for keyboard and
 * screen-reader users. Spread the result onto DialogContent.
 */
import { useRef } from "react";

export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Runs before the dialog moves the focus inside, so activeElement is still the opener.
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
