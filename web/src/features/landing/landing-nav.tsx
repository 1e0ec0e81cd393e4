import { ThemeToggle } from "@/components/ui/theme-toggle";
import { AccountLinks } from "./account-links";
import { Brand } from "./brand";
import { MobileNavButton } from "./mobile-nav-button";
import { SectionAnchors } from "./section-anchors";

/** The sticky top bar: anchors and account links on desktop, a drawer below 768 px. */
export function LandingNav() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <a
          href="#top"
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Brand />
        </a>

        <nav aria-label="Main" className="ml-auto hidden items-center gap-2 md:flex">
          <SectionAnchors className="flex items-center gap-1" />
          <ThemeToggle />
          <AccountLinks />
        </nav>

        <div className="ml-auto flex items-center gap-1 md:hidden">
          <ThemeToggle />
          <MobileNavButton />
        </div>
      </div>
    </header>
  );
}
