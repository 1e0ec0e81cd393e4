import { PRICING_TIERS } from "./landing-content";
import { LandingSection } from "./landing-section";
import { PricingCard } from "./pricing-card";
import { SectionHeading } from "./section-heading";

/** The three pricing tiers, priced per month. */
export function PricingSection() {
  return (
    <LandingSection id="pricing" labelledBy="pricing-title">
      <SectionHeading
        id="pricing-title"
        eyebrow="Pricing"
        title="Simple pricing that grows with you"
        intro="Pick the plan that fits. Prices are in US dollars per month."
      />
      <ul className="mt-12 grid items-stretch gap-6 md:grid-cols-3">
        {PRICING_TIERS.map((tier) => (
          <li key={tier.name} className="flex">
            <PricingCard tier={tier} />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
