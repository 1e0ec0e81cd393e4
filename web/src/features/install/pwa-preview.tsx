import { readableTextColor } from "@core/colors";
import type { PwaLook } from "./pwa-settings";

/**
 * What the installed card looks like, drawn from the settings as they are typed: its icon on a
 * phone's home screen with the short name under it (rounded as launchers do), and the splash
 * screen shown while it opens (the background colour, the icon, the app name) under a status
 * bar in the theme colour.
 */
export function PwaPreview({ look }: { look: PwaLook }) {
  const splashText = readableTextColor(look.backgroundColor);
  return (
    <section aria-labelledby="pwa-preview-heading" className="space-y-3">
      <h3 id="pwa-preview-heading" className="text-base font-semibold">
        Preview
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <figure className="space-y-2">
          {/* A fixed dark wallpaper, so the white label reads the same in either app theme. */}
          <div className="flex h-56 items-center justify-center rounded-2xl bg-linear-to-br from-slate-700 to-slate-900 p-4">
            <div className="flex w-20 flex-col items-center gap-1.5" data-testid="pwa-home-icon">
              <img
                src={look.icon192}
                alt=""
                className="h-16 w-16 rounded-[22%] bg-white object-cover shadow-md"
              />
              <span className="w-full truncate text-center text-xs font-medium text-white">{look.label}</span>
            </div>
          </div>
          <figcaption className="text-center text-sm text-muted-foreground">Home screen</figcaption>
        </figure>
        <figure className="space-y-2">
          <div
            className="flex h-56 flex-col overflow-hidden rounded-2xl border border-border"
            style={{ backgroundColor: look.backgroundColor, color: splashText }}
            data-testid="pwa-splash"
          >
            <div className="h-4 shrink-0" style={{ backgroundColor: look.themeColor }} />
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-4">
              <img src={look.icon512} alt="" className="h-20 w-20 rounded-2xl object-cover" />
              <span className="max-w-full truncate text-base font-semibold">{look.name}</span>
            </div>
          </div>
          <figcaption className="text-center text-sm text-muted-foreground">Splash screen</figcaption>
        </figure>
      </div>
    </section>
  );
}
