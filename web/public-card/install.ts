/**
 * The card as an app: the service worker that lets it open offline, and
 * 'Install App', shown only when the browser offers installation and the card is not already
 * open as the installed app. Safari on iOS never offers it: there 'Add to Home Screen' shows
 * instead and opens Safari's Share, Add to Home Screen steps (the dialog the server drew from
 * core's steps).
 */
import { installPlatform } from "../../core/install-platform";
import { CARD_ONLY_QUERY, WORKER_URL } from "../service-worker/protocol";

/** Chromium's BeforeInstallPromptEvent (not in TypeScript's DOM types). */
interface InstallOffer extends Event {
  prompt(): Promise<unknown>;
}

export function isIos(): boolean {
  return (
    installPlatform({
      userAgent: navigator.userAgent,
      platform: navigator.platform,
      maxTouchPoints: navigator.maxTouchPoints,
    }) === "ios"
  );
}

function isInstalledApp(): boolean {
  return (
    matchMedia("(display-mode: standalone)").matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/**
 * A visitor's browser gets the card-only worker (protocol.ts); a browser that already has a
 * worker keeps it (the app's full worker covers card pages too). Failure is only logged.
 */
async function registerWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  try {
    if (await navigator.serviceWorker.getRegistration()) return;
    await navigator.serviceWorker.register(`${WORKER_URL}?${CARD_ONLY_QUERY}`);
  } catch (error) {
    console.warn("Service worker registration failed", error);
  }
}

export function setUpInstall(button: HTMLElement | null, iosButton: HTMLElement | null): void {
  // After the page has loaded, so the worker never competes with the card for the network.
  if (document.readyState === "complete") void registerWorker();
  else addEventListener("load", () => void registerWorker(), { once: true });

  if (!button || isInstalledApp()) return;
  if (isIos()) {
    const dialog = document.querySelector<HTMLDialogElement>("#ios-install-dialog");
    if (!dialog || !iosButton) return;
    iosButton.hidden = false;
    iosButton.addEventListener("click", () => dialog.showModal());
    return;
  }
  let offer: InstallOffer | null = null;
  addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    offer = event as InstallOffer;
    button.hidden = false;
  });
  addEventListener("appinstalled", () => {
    button.hidden = true;
  });
  button.addEventListener("click", async () => {
    if (!offer) return;
    await offer.prompt();
    offer = null;
    button.hidden = true;
  });
}
