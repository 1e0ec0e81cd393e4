import { ArrowRight } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { GET_STARTED_ADDRESS } from "@/features/auth/auth-request";
import { useUser } from "@/features/auth/use-auth";
import { cn } from "@/lib/cn";

/** The closing call to action. */
export function CtaSection() {
  const { data: user } = useUser();
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-4xl rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Ready to hand out your last paper card?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty">
          Create your digital business card in minutes and share it with a link or a QR code.
        </p>
        <a
          href={user ? "/dashboard" : GET_STARTED_ADDRESS}
          className={cn(
            buttonClasses("secondary", "lg"),
            "mt-8 border-transparent bg-card text-card-foreground hover:bg-card/90 focus-visible:outline-primary-foreground",
          )}
        >
          {user ? "Go to Dashboard" : "Get Started"}
          <ArrowRight className="h-5 w-5" aria-hidden />
        </a>
      </div>
    </section>
  );
}
