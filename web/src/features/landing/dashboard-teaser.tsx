import { Check } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { GET_STARTED_ADDRESS } from "@/features/auth/auth-request";
import { useUser } from "@/features/auth/use-auth";
import { DashboardIllustration } from "./dashboard-illustration";
import { SECTION_HEADINGS } from "./landing-content";
import { LandingSection } from "./landing-section";
import { SectionHeading } from "./section-heading";

const POINTS = [
  "See all your cards with their link, QR code and theme",
  "Edit in the full editor or the quick editor on your phone",
  "Follow views, link clicks and contact saves per card",
  "Set up each card to install as an app and work offline",
];

/** What the dashboard offers, next to a drawing of it (not real data). */
export function DashboardTeaser() {
  const { data: user } = useUser();
  return (
    <LandingSection id="dashboard" labelledBy="dashboard-title" className="bg-muted/50">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="dashboard-title"
            {...SECTION_HEADINGS.dashboard}
            className="lg:mx-0 lg:text-left"
          />
          <ul className="mx-auto mt-8 max-w-xl space-y-3 lg:mx-0">
            {POINTS.map((point) => (
              <li key={point} className="flex gap-3">
                <Check className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 text-center lg:text-left">
            <a href={user ? "/dashboard" : GET_STARTED_ADDRESS} className={buttonClasses("primary", "lg")}>
              {user ? "Open your dashboard" : "Get Started"}
            </a>
          </div>
        </div>
        <figure className="min-w-0">
          <DashboardIllustration />
          <figcaption className="mt-3 text-center text-sm text-muted-foreground">
            Illustration of the dashboard. Your own cards and figures appear once you sign in.
          </figcaption>
        </figure>
      </div>
    </LandingSection>
  );
}
