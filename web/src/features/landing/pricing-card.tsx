import { PRODUCT_NAME } from "@core/limits";
import { Check, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useSiteConfig } from "@/lib/site-config";
import { type PricingTier, salesMailto } from "./landing-content";

/** One tier: price per month, what it includes and excludes, and its action. */
export function PricingCard({ tier }: { tier: PricingTier }) {
  const highlighted = Boolean(tier.badge);
  const titleId = `pricing-${tier.name.toLowerCase()}-title`;
  const site = useSiteConfig();
  const actionClasses = cn(buttonClasses(highlighted ? "primary" : "outline", "lg"), "w-full");

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "relative flex w-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm",
        highlighted ? "border-primary ring-2 ring-primary md:-my-2 md:py-8" : "border-border",
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-xl font-semibold">
          {tier.name}
        </h3>
        {tier.badge && <Badge className="bg-primary text-primary-foreground">{tier.badge}</Badge>}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{tier.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight">${tier.price}</span>
        <span className="text-muted-foreground" aria-hidden>
          /month
        </span>
        <span className="sr-only">per month</span>
      </p>
      <ul className="mt-6 mb-8 space-y-3 text-sm">
        {tier.features.map((feature) => (
          <li key={feature.label} className={cn("flex gap-3", !feature.included && "text-muted-foreground")}>
            {feature.included ? (
              <Check className="h-5 w-5 shrink-0 text-primary" aria-hidden />
            ) : (
              <X className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
            )}
            <span className={cn(!feature.included && "line-through")}>
              {!feature.included && <span className="sr-only">Not included: </span>}
              {feature.label}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-auto">
        {tier.action.kind === "sales" ? (
          <a
            href={site.data ? salesMailto(site.data.salesEmail, PRODUCT_NAME) : undefined}
            className={actionClasses}
          >
            {tier.action.label}
          </a>
        ) : (
          <a href="/auth" className={actionClasses}>
            {tier.action.label}
          </a>
        )}
      </div>
    </article>
  );
}
