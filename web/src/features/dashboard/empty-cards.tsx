import { IdCard, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";

/** 'No business cards yet' with a button that creates the first card. */
export function EmptyCards({ onCreate, pending }: { onCreate: () => void; pending: boolean }) {
  return (
    <section
      aria-labelledby="empty-cards-heading"
      className="flex flex-col items-center rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center"
    >
      <span
        aria-hidden
        className="flex h-14 w-14 items-center justify-center rounded-full bg-accent text-accent-foreground"
      >
        <IdCard className="h-7 w-7" />
      </span>
      <h2 id="empty-cards-heading" className="mt-4 text-xl font-semibold">
        No business cards yet
      </h2>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">
        Create your digital business card, then share it with a link or a QR code.
      </p>
      <Button className="mt-6" size="lg" onClick={onCreate} disabled={pending}>
        <Plus className="h-5 w-5" aria-hidden />
        {pending ? "Creating..." : "Create Your First Card"}
      </Button>
    </section>
  );
}
