import { PRODUCT_NAME } from "@core/limits";
import { ThemeToggle } from "@/components/ui/theme-toggle";
import { AccountLinks } from "./account-links";
import { Brand } from "./brand";

/**
 * The top bar of the public pages other than the landing (the theme gallery, the not-found
 * page): the brand back to the landing page, the theme toggle and the account links.
 */
export function PublicHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <a
          href="/"
          aria-label={`${PRODUCT_NAME} home`}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Brand />
        </a>
        <nav aria-label="Account" className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <AccountLinks compact />
        </nav>
      </div>
    </header>
  );
}
