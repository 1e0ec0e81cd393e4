import { ArrowRight } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { GET_STARTED_ADDRESS } from "@/features/auth/auth-request";
import { useUser } from "@/features/auth/use-auth";
import { HeroCardIllustration } from "./hero-card-illustration";

/** The opening section with the page's only h1. */
export function HeroSection() {
  const { data: user } = useUser();
  return (
    <section aria-labelledby="hero-title" className="px-4 pt-12 pb-16 sm:px-6 sm:pt-20 sm:pb-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div className="text-center lg:text-left">
          <p className="inline-flex rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
            Digital business cards
          </p>
          <h1
            id="hero-title"
            className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Your business card, reimagined for a digital world
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-muted-foreground text-pretty lg:mx-0">
            Create, customise and share a professional digital business card. Every card has its own link, a
            QR code and a contact file to download, and can be installed as an app.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            {user ? (
              <a href="/dashboard" className={buttonClasses("primary", "lg")}>
                Go to Dashboard
                <ArrowRight className="h-5 w-5" aria-hidden />
              </a>
            ) : (
              <a href={GET_STARTED_ADDRESS} className={buttonClasses("primary", "lg")}>
                Get Started
                <ArrowRight className="h-5 w-5" aria-hidden />
              </a>
            )}
            <a href="#features" className={buttonClasses("secondary", "lg")}>
              Explore features
            </a>
          </div>
        </div>
        <HeroCardIllustration />
      </div>
    </section>
  );
}
