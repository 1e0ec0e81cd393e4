/**
 * The app's own install prompt (captured once and exposed through a
 * global trigger). Chromium fires `beforeinstallprompt` once, early, whatever screen is open;
 * it is captured at start (main.tsx) and kept here, so any screen can later offer 'Install App'
 * through `useCanInstall()` and `promptInstall()`. On a page the server wrote, the offer can come
 * before the app's script runs: /start-after-paint.js keeps it until then. iOS never fires it:
 * there the install guide's steps are the way.
 */
import { useSyncExternalStore } from "react";

declare global {
  interface Window {
    /** Set by /start-after-paint.js on a page the server wrote: an offer made before the app listened. */
    earlyInstallOffer?: { take(): Event | null };
  }
}

/** Chromium's BeforeInstallPromptEvent (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform?: string }>;
}

export type InstallOutcome = "accepted" | "dismissed" | "unavailable";

export interface InstallState {
  /** The browser's offer, until it is used or the app is installed. */
  offer: InstallPromptEvent | null;
  /** Running as the installed app (`display-mode: standalone`, or iOS's home-screen app). */
  standalone: boolean;
}

/** What the page needs of `matchMedia("(display-mode: standalone)")`. */
export interface StandaloneQuery {
  readonly matches: boolean;
  addEventListener(type: "change", listener: () => void): void;
  removeEventListener(type: "change", listener: () => void): void;
}

/** 'Install App' is offered only when the browser offers installation and the app is not already open as one. */
export function canOfferInstall(state: InstallState): boolean {
  return state.offer !== null && !state.standalone;
}

export interface InstallPromptStore {
  getState(): InstallState;
  subscribe(listener: () => void): () => void;
  promptInstall(): Promise<InstallOutcome>;
  dispose(): void;
}

/**
 * Listens on `target` (the window) for the offer and for the app being installed; `earlyOffer` is
 * one the browser made before this listened.
 */
export function createInstallPromptStore(
  target: EventTarget,
  standaloneQuery: StandaloneQuery | null,
  iosStandalone = false,
  earlyOffer: Event | null = null,
): InstallPromptStore {
  const listeners = new Set<() => void>();
  const readStandalone = () => iosStandalone || standaloneQuery?.matches === true;
  let state: InstallState = { offer: earlyOffer as InstallPromptEvent | null, standalone: readStandalone() };
  const update = (change: Partial<InstallState>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };

  const onOffer = (event: Event) => {
    // Keeps Chromium's own mini-infobar away: the app offers installation where it fits.
    event.preventDefault();
    update({ offer: event as InstallPromptEvent });
  };
  const onInstalled = () => update({ offer: null, standalone: readStandalone() });
  const onDisplayChange = () => update({ standalone: readStandalone() });
  target.addEventListener("beforeinstallprompt", onOffer);
  target.addEventListener("appinstalled", onInstalled);
  standaloneQuery?.addEventListener("change", onDisplayChange);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async promptInstall() {
      const offer = state.offer;
      if (!offer || !canOfferInstall(state)) return "unavailable";
      // An offer can be shown once; the browser fires a new one if the user declines.
      update({ offer: null });
      try {
        await offer.prompt();
        return (await offer.userChoice).outcome;
      } catch {
        return "unavailable";
      }
    },
    dispose() {
      target.removeEventListener("beforeinstallprompt", onOffer);
      target.removeEventListener("appinstalled", onInstalled);
      standaloneQuery?.removeEventListener("change", onDisplayChange);
      listeners.clear();
    },
  };
}

/** Until the app starts capturing (and in tests), nothing is offered. */
const NOTHING_OFFERED: InstallState = { offer: null, standalone: false };
const dormant: InstallPromptStore = {
  getState: () => NOTHING_OFFERED,
  subscribe: () => () => undefined,
  promptInstall: async () => "unavailable",
  dispose: () => undefined,
};

let store: InstallPromptStore = dormant;

/** Called once at start, before the first render, so an early offer is not missed. */
export function captureInstallPrompt(): void {
  if (store !== dormant || typeof window === "undefined") return;
  const query =
    typeof window.matchMedia === "function" ? window.matchMedia("(display-mode: standalone)") : null;
  // Safari's home-screen apps say so on navigator (older versions lack the media query).
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  // The kept offer is taken and the store listens in the same task: no offer can fall between.
  store = createInstallPromptStore(window, query, iosStandalone, window.earlyInstallOffer?.take() ?? null);
}

/** The global trigger: shows the browser's install dialog, once per offer. */
export function promptInstall(): Promise<InstallOutcome> {
  return store.promptInstall();
}

/**
 * Read as plain values, so that a page written ahead (drawn with nothing offered, not installed)
 * is taken over with no extra render when that is still so, and moves on when it is not.
 */
function useInstallValue<T extends boolean>(read: (state: InstallState) => T, ahead: T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => read(store.getState()),
    () => ahead,
  );
}

/** True while the browser offers installation and the app is not already installed. */
export function useCanInstall(): boolean {
  return useInstallValue(canOfferInstall, false);
}

/** True when the app runs as the installed app. */
export function useIsStandalone(): boolean {
  return useInstallValue((state) => state.standalone, false);
}
