import { PRODUCT_NAME } from "@core/limits";
import { Brand } from "./brand";
import { SectionAnchors } from "./section-anchors";

export function LandingFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border bg-card px-4 py-10 text-card-foreground sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 md:flex-row md:justify-between">
        <div className="text-center md:text-left">
          <Brand />
          <p className="mt-2 text-sm text-muted-foreground">Digital business cards, made to share.</p>
        </div>
        <nav aria-label="Footer">
          <SectionAnchors className="flex flex-wrap justify-center gap-1" />
        </nav>
      </div>
      <p className="mx-auto mt-8 max-w-6xl text-center text-sm text-muted-foreground md:text-left">
        © {year} {PRODUCT_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
