/**
 * A press on a written page's button before the app took the page over: /start-after-paint.js
 * keeps the last one (a written button has no handler until then), and the screen the server
 * wrote presses it again once it is the app's, so a tab or a button tapped early on a slow phone
 * still does what it says.
 */
import { useEffect } from "react";

declare global {
  interface Window {
    /** Set by /start-after-paint.js on a page the server wrote. */
    pressBeforeTakeover?: { stop(): Element | null };
  }
}

let held: Element | null = null;

/**
 * Called as the app starts taking the page over: from then on React itself keeps a press made
 * while it does, so /start-after-paint.js stops keeping them and hands over the one it kept.
 */
export function stopHoldingPresses(): void {
  held = window.pressBeforeTakeover?.stop() ?? null;
}

/**
 * Presses the held button again. Called by a screen the server writes: its effects run once it
 * has been taken over, while a root's run as soon as the frame is, before the screens inside their
 * Suspense boundaries, whose buttons would not yet answer.
 */
export function usePressHeldBeforeTakeover(): void {
  useEffect(() => {
    const button = held;
    held = null;
    // Gone when the page could not be taken over as written and was drawn anew.
    if (button instanceof HTMLElement && button.isConnected) button.click();
  }, []);
}
