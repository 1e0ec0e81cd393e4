import { PRODUCT_NAME } from "@core/limits";
import { CreditCard, QrCode, Share2 } from "lucide-react";
import type { ReactNode } from "react";
import { ThemeToggle } from "@/components/ui/theme-toggle";

/** The frame of the public account pages: the form beside a short reminder of the product. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-screen bg-background lg:grid-cols-2">
      <main className="flex flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between">
          <a
            href="/"
            className="flex items-center gap-2 rounded-md font-bold focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span
              aria-hidden
              className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary text-primary-foreground"
            >
              C
            </span>
            {PRODUCT_NAME}
          </a>
          <ThemeToggle />
        </div>
        {/* Top-aligned, not centred: switching tabs or panels of different heights never moves the heading. */}
        <div className="flex flex-1 justify-center py-8 sm:py-12 lg:pt-[14vh]">
          <div className="w-full max-w-sm">{children}</div>
        </div>
      </main>
      <aside
        aria-label="About"
        className="hidden flex-col justify-center bg-accent p-12 text-accent-foreground lg:flex"
      >
        <h2 className="text-3xl font-bold">Your professional card, always in reach</h2>
        <p className="mt-4 max-w-md text-lg opacity-90">
          Create a digital business card, share it with a link or a QR code, and see who engages with it.
        </p>
        <ul className="mt-8 space-y-4">
          {[
            { Icon: CreditCard, text: "Nine professional themes" },
            { Icon: QrCode, text: "QR codes and contact files" },
            { Icon: Share2, text: "Share anywhere, install as an app" },
          ].map(({ Icon, text }) => (
            <li key={text} className="flex items-center gap-3">
              <Icon className="h-5 w-5" aria-hidden />
              {text}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
