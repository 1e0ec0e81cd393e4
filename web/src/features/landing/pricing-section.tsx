import { HeadedSection } from "./headed-section";
import { PRICING_TIERS } from "./landing-content";
import { PricingCard } from "./pricing-card";

/** The three pricing tiers, priced per month. */
export function PricingSection() {
  return (
    <HeadedSection id="pricing">
      <ul className="mt-12 grid items-stretch gap-6 md:grid-cols-3">
        {PRICING_TIERS.map((tier) => (
          <li key={tier.name} className="flex">
            <PricingCard tier={tier} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
