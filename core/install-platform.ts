/**
 * Installing a card or the app on a device: which device this is and the
 * steps its browser needs. One source for the dashboard's install guide (web/src/features/install)
 * and the public card page's 'Install App' explanation on iOS (server/render/card-page.tsx,
 * web/public-card/install.ts).
 *
 * iPhones and iPads have no install prompt, only Safari's 'Add to Home Screen'; Android phones
 * and tablets install from Chrome's menu; every other device is a computer, where Chrome and Edge
 * install from the address bar (and Safari on a Mac adds to the Dock).
 */
import { PRODUCT_FILE_PREFIX } from "./limits";

export type InstallPlatform = "ios" | "android" | "desktop";

export interface DeviceHints {
  userAgent: string;
  /** `navigator.platform`: iPadOS reports "MacIntel" and a desktop user agent. */
  platform?: string;
  maxTouchPoints?: number;
}

export function installPlatform({
  userAgent,
  platform = "",
  maxTouchPoints = 0,
}: DeviceHints): InstallPlatform {
  if (/iPhone|iPad|iPod/.test(userAgent)) return "ios";
  // An iPad asking for desktop sites (the default since iPadOS 13) says "Macintosh"; no Mac
  // has a touch screen, so touch points give it away.
  if (/Mac/.test(platform) && maxTouchPoints > 1) return "ios";
  if (/Android/i.test(userAgent)) return "android";
  return "desktop";
}

/** iOS's own name for installing, which the public card page's iOS button and dialog use. */
export const IOS_INSTALL_TITLE = "Add to Home Screen";

interface InstallStep {
  title: string;
  text: string;
}

export interface InstallGuide {
  tab: string;
  browser: string;
  steps: [InstallStep, InstallStep, InstallStep];
}

/**
 * The real steps of each platform's browser, three for each. iOS installs only
 * from Safari's share sheet; Android's Chrome names the menu item 'Install app' or 'Add to Home
 * screen' depending on its version, so both names are given; on a computer Chrome and Edge show
 * an install button at the end of the address bar, and name the menu item differently.
 */
export const INSTALL_GUIDES: Record<InstallPlatform, InstallGuide> = {
  ios: {
    tab: "iOS",
    browser: "Open this page in Safari on your iPhone or iPad, then:",
    steps: [
      { title: "Tap the Share button", text: "The square with an arrow pointing up, in Safari's toolbar." },
      { title: "Tap 'Add to Home Screen'", text: "Scroll down the share sheet to find it." },
      { title: "Tap 'Add'", text: "In the top right corner. The app's icon appears on your home screen." },
    ],
  },
  android: {
    tab: "Android",
    browser: "Open this page in Chrome on your phone, then:",
    steps: [
      { title: "Tap the menu button (⋮)", text: "The three dots in Chrome's top right corner." },
      {
        title: "Tap 'Install app' or 'Add to Home screen'",
        text: "Chrome shows one of the two, depending on its version.",
      },
      { title: "Tap 'Install'", text: "The app opens from your home screen like any other app." },
    ],
  },
  desktop: {
    tab: "Desktop",
    browser:
      "Open this page in Chrome or Edge on your computer (in Safari on a Mac: File, then Add to Dock), then:",
    steps: [
      {
        title: "Click the install button in the address bar",
        text: "At the right end of the address bar: a screen with a downward arrow.",
      },
      {
        title: "No button? Open the browser's menu",
        text: "Chrome: ⋮, 'Cast, save and share', 'Install page as app'. Edge: …, 'Apps', 'Install this site as an app'.",
      },
      {
        title: "Click 'Install'",
        text: "The app opens in its own window, with a shortcut in your Start menu, Dock or app list.",
      },
    ],
  },
};

/**
 * Where the app remembers that the install guide has been seen (local storage): it then no longer
 * opens by itself on the dashboard.
 */
export const INSTALL_GUIDE_SEEN_KEY = `${PRODUCT_FILE_PREFIX}-install-guide-seen`;
