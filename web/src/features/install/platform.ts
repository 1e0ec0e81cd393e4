/** The install platform of the browser this runs in (the rule is core's: core/install-platform.ts). */
import { type InstallPlatform, installPlatform } from "@core/install-platform";

export function currentInstallPlatform(): InstallPlatform {
  if (typeof navigator === "undefined") return "desktop";
  return installPlatform({
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints,
  });
}
