/**
 * Which install steps a device needs (spec 000 §2: the guide's default tab is chosen from the
 * device). iPhones and iPads have no install prompt, only Safari's 'Add to Home Screen'; every
 * other device gets the Android (Chromium) steps, which desktop Chrome and Edge follow too.
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

/** The platform of the browser this runs in. */
export function currentInstallPlatform(): InstallPlatform {
  if (typeof navigator === "undefined") return "android";
  return installPlatform({
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints,
  });
}
