/**
 * A drawing of the dashboard made of shapes: no figures, so nothing can be mistaken for
 * real data. One image to assistive technology.
 */
const TABS = ["My Cards", "Create Card", "Analytics", "PWA Settings", "Offline"];
/** The sidebar's links, the first one the current page. */
const SIDEBAR_LINK_WIDTHS = ["w-20", "w-16", "w-20", "w-14"];
const BAR_HEIGHTS = ["h-6", "h-10", "h-8", "h-14", "h-12", "h-16", "h-11"];

export function DashboardIllustration() {
  return (
    <div
      role="img"
      aria-label="Illustration of the dashboard: a sidebar, the My Cards tab with a card preview, and a chart"
      className="overflow-hidden rounded-xl border border-border bg-card shadow-xl"
    >
      <div aria-hidden>
        <div className="flex items-center gap-1.5 border-b border-border bg-muted px-3 py-2">
          {["close", "minimise", "maximise"].map((button) => (
            <span key={button} className="h-2.5 w-2.5 rounded-full bg-border" />
          ))}
          <span className="ml-3 h-4 flex-1 rounded bg-background" />
        </div>
        <div className="flex">
          <div className="hidden w-28 shrink-0 flex-col gap-2 border-r border-border p-3 sm:flex">
            <span className="h-5 w-16 rounded bg-primary" />
            {SIDEBAR_LINK_WIDTHS.map((width, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, decorative list
                key={index}
                className={
                  index === 0 ? `mt-2 h-3 ${width} rounded bg-accent` : `h-3 ${width} rounded bg-muted`
                }
              />
            ))}
          </div>
          <div className="min-w-0 flex-1 p-3 sm:p-4">
            <div className="flex flex-wrap gap-1">
              {TABS.map((tab, index) => (
                <span
                  key={tab}
                  className={
                    index === 0
                      ? "rounded-md bg-primary px-2 py-1 text-xs font-medium text-primary-foreground"
                      : "rounded-md bg-muted px-2 py-1 text-xs text-muted-foreground"
                  }
                >
                  {tab}
                </span>
              ))}
            </div>
            <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_1.3fr]">
              <div className="rounded-lg border border-border p-3">
                <span className="block h-10 rounded bg-primary/80" />
                <span className="-mt-4 ml-3 block h-8 w-8 rounded-full border-2 border-card bg-muted" />
                <span className="mt-2 block h-3 w-24 rounded bg-foreground/70" />
                <span className="mt-1.5 block h-2.5 w-20 rounded bg-muted-foreground/50" />
                <div className="mt-3 flex gap-1.5">
                  <span className="h-5 w-12 rounded bg-accent" />
                  <span className="h-5 w-12 rounded bg-accent" />
                  <span className="h-5 w-8 rounded bg-muted" />
                </div>
              </div>
              <div className="flex flex-col rounded-lg border border-border p-3">
                <span className="h-3 w-20 rounded bg-muted-foreground/50" />
                <div className="mt-3 flex flex-1 items-end gap-1.5">
                  {BAR_HEIGHTS.map((height, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, decorative list
                    <span key={index} className={`${height} flex-1 rounded-t bg-primary/70`} />
                  ))}
                </div>
              </div>
            </div>
            <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {["a", "b", "c", "d"].map((key) => (
                <div key={key} className="rounded-lg border border-border p-2">
                  <span className="block h-2.5 w-10 rounded bg-muted-foreground/40" />
                  <span className="mt-2 block h-4 w-8 rounded bg-foreground/60" />
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
