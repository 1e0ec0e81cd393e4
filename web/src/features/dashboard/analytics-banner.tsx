import { BarChart3 } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { analyticsPath } from "./card-links";

/** The 'Advanced Analytics Access' banner, pointing at the first card's analytics. */
export function AnalyticsBanner({ firstCardId }: { firstCardId: number }) {
  return (
    <section
      aria-labelledby="analytics-banner-heading"
      className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-accent p-5 text-accent-foreground sm:flex-row sm:items-center"
    >
      <span
        aria-hidden
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
      >
        <BarChart3 className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="analytics-banner-heading" className="font-semibold">
          Advanced Analytics Access
        </h2>
        <p className="text-sm">
          See who views your card, which links they click and how many save your contact.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={analyticsPath(firstCardId)} className={buttonClasses("primary")}>
          View Analytics
        </Link>
        <Link to="/guide" className={cn(buttonClasses("outline"), "bg-card hover:bg-muted")}>
          Learn More
          {/* The spec's words, told where they lead (screen readers and search engines read
              the whole name; 'Learn More' alone fails Lighthouse's descriptive-link audit). */}
          <span className="sr-only"> about analytics in the User Guide</span>
        </Link>
      </div>
    </section>
  );
}
