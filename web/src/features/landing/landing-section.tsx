import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

interface LandingSectionProps {
  id: string;
  /** Id of the section's h2, which names the region. */
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

/**
 * A named region of the page. It can take focus (tabIndex -1) so that following an
 * anchor from the mobile drawer can move the keyboard focus to it; the scroll margin
 * keeps its heading clear of the sticky header.
 */
export function LandingSection({ id, labelledBy, className, children }: LandingSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      className={cn("scroll-mt-16 px-4 py-16 focus:outline-none sm:px-6 sm:py-24", className)}
    >
      <div className="mx-auto max-w-6xl">{children}</div>
    </section>
  );
}
