import { ShieldCheck } from "lucide-react";

/** The FULL ACCESS banner: everything on this screen is open to the viewer. */
export function FullAccessBanner() {
  return (
    <section
      aria-label="Access"
      className="flex items-start gap-3 rounded-xl border border-primary/30 bg-accent p-4 text-accent-foreground"
    >
      <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <p className="text-sm">
        <span className="mr-2 inline-block rounded-full bg-primary px-2 py-0.5 text-xs font-bold tracking-wide text-primary-foreground">
          FULL ACCESS
        </span>
        Every metric, chart, history and export of this card is open to you.
      </p>
    </section>
  );
}
