/**
 * Installing a card or the app on a device (spec 000 §2, §4): which device this is and the
 * steps its browser needs. One source for the dashboard's install guide (web/src/features/install)
 * and the public card page's 'Install App' explanation on iOS (server/render/card-page.tsx,
 * web/public-card/install.ts).
 *
 * iPhones and iPads have no install prompt, only Safari's 'Add to Home Screen'; every other
 * device gets the Android (Chromium) steps, which desktop Chrome and Edge follow too.
 */
export type InstallPlatform = "ios" | "android";

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
  return "android";
}

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
 * The real steps of each platform's browser (spec 000 §2: three steps each). iOS installs only
 * from Safari's share sheet; Android's Chrome names the menu item 'Install app' or 'Add to Home
 * screen' depending on its version, so both names are given.
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
};
