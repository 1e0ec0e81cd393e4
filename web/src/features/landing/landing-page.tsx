import { usePageTitle } from "@/features/shell/use-page-title";
import { CtaSection } from "./cta-section";
import { DashboardTeaser } from "./dashboard-teaser";
import { FeaturesSection } from "./features-section";
import { HeroSection } from "./hero-section";
import { LandingFooter } from "./landing-footer";
import { LandingNav } from "./landing-nav";
import { PricingSection } from "./pricing-section";
import { TestimonialsSection } from "./testimonials-section";
import { ThemesSection } from "./themes-section";

/** The public landing page at /, sections in the specified order. */
export default function LandingPage() {
  usePageTitle("Digital business cards");
  return (
    <div id="top" className="min-h-screen bg-background text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:text-card-foreground"
      >
        Skip to content
      </a>
      <LandingNav />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <HeroSection />
        <FeaturesSection />
        <ThemesSection />
        <DashboardTeaser />
        <PricingSection />
        <TestimonialsSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}
