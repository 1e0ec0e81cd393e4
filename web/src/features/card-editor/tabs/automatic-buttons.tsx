import type { BusinessCard } from "@core/card";
import { Mail, MapPin, Phone } from "lucide-react";

const AUTOMATIC = [
  { field: "phone", label: "Call", Icon: Phone, missing: "Add a phone number in Basic Info to show it." },
  { field: "email", label: "Email", Icon: Mail, missing: "Add an email address in Basic Info to show it." },
  { field: "address", label: "Location", Icon: MapPin, missing: "Add an address in Basic Info to show it." },
] as const;

/**
 * The Call, Email and Location buttons a card gets from its phone, email and address.
 * Read-only here: they change with Basic Info.
 */
export function AutomaticButtons({ card }: { card: Pick<BusinessCard, "phone" | "email" | "address"> }) {
  return (
    <section aria-labelledby="automatic-buttons-heading" className="space-y-3">
      <div className="space-y-1">
        <h3 id="automatic-buttons-heading" className="text-base font-semibold">
          Automatic buttons
        </h3>
        <p className="text-sm text-muted-foreground">
          These come from your phone number, email address and address in Basic Info, and change with them.
        </p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-3">
        {AUTOMATIC.map(({ field, label, Icon, missing }) => {
          const value = card[field]?.trim();
          return (
            <li
              key={field}
              className="flex items-start gap-3 rounded-lg border border-border bg-muted/50 p-3"
            >
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <Icon className="h-4 w-4" aria-hidden />
              </span>
              <div className="min-w-0">
                <p className="text-sm font-medium">{label}</p>
                <p className="break-words text-sm text-muted-foreground">{value || missing}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
