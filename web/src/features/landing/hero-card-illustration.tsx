import { Globe, Mail, Phone, QrCode } from "lucide-react";

/** A drawn example card for the hero; one image to assistive technology. */
export function HeroCardIllustration() {
  return (
    <div
      role="img"
      aria-label="Example of a digital business card"
      className="mx-auto w-full max-w-sm rounded-[2rem] bg-accent p-4"
    >
      <div aria-hidden className="overflow-hidden rounded-2xl border border-border bg-card shadow-xl">
        <div className="h-24 bg-primary" />
        <div className="-mt-10 px-5 pb-5">
          <div className="flex items-end justify-between">
            <span className="flex h-20 w-20 items-center justify-center rounded-full border-4 border-card bg-muted text-2xl font-bold text-foreground">
              AM
            </span>
            <span className="mb-1 flex h-10 w-10 items-center justify-center rounded-lg border border-border bg-card text-foreground">
              <QrCode className="h-6 w-6" />
            </span>
          </div>
          <p className="mt-3 text-lg font-bold text-card-foreground">Alex Morgan</p>
          <p className="text-sm text-muted-foreground">Product Designer at Northwind Studio</p>
          <ul className="mt-4 space-y-2 text-sm text-card-foreground">
            <li className="flex items-center gap-2">
              <Phone className="h-4 w-4 text-primary" />
              +1 555 0100
            </li>
            <li className="flex items-center gap-2">
              <Mail className="h-4 w-4 text-primary" />
              alex@example.com
            </li>
            <li className="flex items-center gap-2">
              <Globe className="h-4 w-4 text-primary" />
              example.com
            </li>
          </ul>
          <span className="mt-5 flex h-10 items-center justify-center rounded-md bg-primary text-sm font-medium text-primary-foreground">
            Save Contact
          </span>
        </div>
      </div>
    </div>
  );
}
